import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PageRenderer, type PageEncoding } from '../ssr/renderer';
import { robotsTxt, sitemapXml } from '../ssr/sitemap';
import { isApiPath } from './paths';

/**
 * Serves the built React bundle. Unknown GET paths outside /api and /trpc get index.html so deep
 * links (/blog/some-slug) load; the client router then decides what to show.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | null, ssrDir: string | null) {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = indexFile !== null && fs.existsSync(indexFile);
  if (hasClient) await registerFiles(app, clientDir!);

  const notFound = { detail: 'Not Found' };

  if (hasClient) {
    const renderer = PageRenderer.load(clientDir!, ssrDir, app.deps);
    app.decorate('pages', renderer);
    registerSearchFiles(app, renderer);
    // A route, not the not-found handler, so the security headers' hook applies to it. The pages
    // come compressed from the renderer's cache and the only other answer is a small 404, so the
    // compression plugin's hooks are left out.
    app.get('/*', { compress: false, decompress: false }, async (request, reply) => {
      if (isApiPath(request.url)) return reply.status(404).send(notFound);
      const page = await renderer.page(request.url);
      if (page.location) return reply.redirect(page.location, page.status);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const copy = page.copies[encoding ?? 'identity'];
      // A new deploy must reach people at once: the page is revalidated every time, which the
      // ETag makes a 304 of a few hundred bytes while the page is unchanged.
      reply.status(page.status).headers(PAGE_HEADERS);
      if (page.status === 200) {
        reply.header('etag', copy.etag);
        if (matchesEtag(request.headers['if-none-match'], copy.etag)) return reply.status(304).send();
      }
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(copy.body);
    });
  }

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
}

/** sitemap.xml and robots.txt, made once from the pages the routes declare. */
function registerSearchFiles(app: FastifyInstance, renderer: PageRenderer) {
  const { publicUrl } = app.deps.config;
  let sitemap: Promise<string> | undefined;
  let robots: Promise<string> | undefined;
  app.get('/sitemap.xml', async (_request, reply) => {
    sitemap ??= renderer.pages().then((pages) => sitemapXml(pages, publicUrl));
    return reply.type('application/xml; charset=utf-8').send(await sitemap);
  });
  app.get('/robots.txt', async (_request, reply) => {
    robots ??= renderer.pages().then((pages) => robotsTxt(pages, publicUrl));
    return reply.type('text/plain; charset=utf-8').send(await robots);
  });
}

/**
 * The built files. A folder (assets/, images/) is one wildcard route; the few files at the top
 * (favicon, resume) get a route each. Listing every file as its own route, as the plugin does
 * without a wildcard, made about 850 routes and cost some 300 ms of CPU at every start; letting
 * the plugin list even the top folder's files walked it with glob, some 30 ms more.
 */
async function registerFiles(app: FastifyInstance, clientDir: string) {
  const common = {
    // The build writes .br and .gz copies (scripts/precompress.mjs); sent as they are when asked for.
    preCompressed: true,
    index: false as const,
    // Our own cache headers below; the plugin's default (max-age=0) would overwrite them.
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      // Vite puts a content hash in every asset name under /assets, so they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  };
  const entries = fs.readdirSync(clientDir, { withFileTypes: true });
  // The page is the renderer's to send; a compressed copy goes out only in place of its original.
  const files = entries
    .filter((entry) => entry.isFile() && !/^\.|\.(br|gz)$|^index\.html$/.test(entry.name))
    .map((entry) => entry.name);
  await app.register(fastifyStatic, { ...common, root: clientDir, serve: false });
  for (const file of files) app.get(`/${file}`, (_request, reply) => reply.sendFile(file));
  for (const folder of entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(clientDir, folder),
      prefix: `/${folder}/`,
      decorateReply: false,
      // Immutable files are never revalidated: an ETag and a Last-Modified on each were some 90 bytes
      // of headers per script for nothing, 0.5 KB of the landing page's JavaScript budget.
      ...(folder === 'assets' && { etag: false, lastModified: false }),
    });
  }
}

const PAGE_HEADERS = { 'cache-control': 'no-cache', vary: 'accept-encoding' };

/**
 * If-None-Match against the ETag of the copy that would be sent: `*`, or one tag of the list,
 * compared weakly as RFC 9110 §13.1.2 asks (W/"x" matches "x").
 */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Brotli or gzip when the request accepts it (a q of 0 refuses); null sends the page as it is. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      // Split, then trimmed: a pattern with \s* on both sides of ';' backtracks over a long header.
      .map((part) =>
        part
          .toLowerCase()
          .split(';')
          .map((piece) => piece.trim()),
      )
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
