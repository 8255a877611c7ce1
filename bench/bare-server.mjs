// The yardstick for `npm run bench:api`: Fastify with nothing but one JSON route, no logger, on
// the same machine and Node as the app. `node bench/bare-server.mjs` (PORT, HOST from the environment).
// With BARE_PAGE_FILE, GET /page also sends that file's bytes, under the headers BARE_PAGE_HEADERS
// (a JSON object) names: given the landing page's brotli body and the app's own response headers
// (security headers, ETag, Vary and all), the most any server could do with the same bytes.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.BARE_PAGE_FILE) {
  const page = fs.readFileSync(process.env.BARE_PAGE_FILE);
  const headers = JSON.parse(process.env.BARE_PAGE_HEADERS ?? '{}');
  app.get('/page', (_request, reply) => {
    reply.headers(headers).send(page);
  });
}

await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => app.close().then(() => process.exit(0)));
