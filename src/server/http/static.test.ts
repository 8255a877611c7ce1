import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { fakeClientDir } from '../../../tests/fixtures/client-dir';
import { pageEncoding } from './static';

let app: FastifyInstance;
const indexHtml = `<!doctype html><html><head><title>Agency</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const client = fakeClientDir(indexHtml);
const resume = '%PDF-1.7 '.repeat(200);
fs.writeFileSync(path.join(client.dir, 'resume.pdf'), resume);
fs.writeFileSync(path.join(client.dir, 'resume.pdf.br'), zlib.brotliCompressSync(resume));
fs.writeFileSync(path.join(client.dir, '.env'), 'SECRET=1');

beforeAll(async () => {
  app = await buildApp(testConfig({ clientDir: client.dir }));
});
afterAll(async () => {
  await app.close();
  client.remove();
});

describe('serving the client', () => {
  it('answers deep links with index.html so the client router can take over', async () => {
    for (const url of ['/', '/blog/some-slug', '/admin-chat/12', '/book/pro?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      // A new deploy must reach people at once: the page is revalidated every time.
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps /api and /trpc answers as JSON 404s, never the page', async () => {
    for (const url of ['/api/blog/unknown', '/api', '/trpc/nope.nothing']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect((await app.inject({ url: '/api/nothing' })).json()).toEqual({ detail: 'Not Found' });
  });

  it('serves hashed assets as immutable and compresses what is worth it', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    // Files that can change keep their validators for the revalidation after their five minutes.
    const image = await app.inject({ url: '/images/blog/cover.svg' });
    expect(image.headers['cache-control']).toBe('public, max-age=300');
    expect(image.headers.etag).toBeTruthy();
    const page = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('sends the page compressed as the browser asks, the same page whichever encoding', async () => {
    const plain = await app.inject({ url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the files at the top and in nested folders, and a missing file as a 404, never the page', async () => {
    for (const [url, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/images/blog/cover.svg', 'image/svg+xml'],
      ['/assets/main-abc123.js', 'javascript'],
    ]) {
      const res = await app.inject({ url: url! });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain(type);
    }
    // A chunk gone after a deploy must fail as a script load, not arrive as an HTML page.
    for (const url of ['/assets/main-gone99.js', '/images/missing.png']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('sends a file at the top compressed as asked, but never its compressed copy, a dotfile or the shell by name', async () => {
    const br = await app.inject({ url: '/resume.pdf', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(resume);
    const plain = await app.inject({ url: '/resume.pdf' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(resume);
    for (const url of ['/resume.pdf.br', '/.env']) {
      const res = await app.inject({ url });
      // Not a file route: the page route answers, as for any path that is not a page of the site.
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).not.toContain('SECRET');
    }
  });

  it('does not turn a POST to an unknown page into the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
  });
});

describe('pageEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['BR;q=0.5', 'br'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br; q=0.0, gzip;q=0', null],
    ['*', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});
