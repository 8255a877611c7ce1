// The limit a page's own rendering sets (issue 37): the same server HTML with every script
// removed, served the same way. A proxy in front of the app server: HTML answers lose their
// <script> elements and module preloads and are sent brotli-compressed as the app sends them;
// every other answer (styles, fonts, images, their compression and caching) passes through as is.
import http from 'node:http';
import zlib from 'node:zlib';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>/g;

const withoutScripts = (html) => html.replace(SCRIPT, '');

/** Starts the proxy for the app at `target` (a URL); resolves to { url, stop }. */
export function startNoScriptProxy(target) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host };
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          response.writeHead(answer.statusCode, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const html = answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(body) : body;
          const stripped = zlib.brotliCompressSync(withoutScripts(html.toString('utf8')));
          const { etag: _etag, 'content-length': _length, ...rest } = answer.headers;
          response.writeHead(answer.statusCode, {
            ...rest,
            'content-encoding': 'br',
            'content-length': stripped.length,
          });
          response.end(stripped);
        });
      },
    );
    forward.on('error', (error) => response.destroy(error));
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
