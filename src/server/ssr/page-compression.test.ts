import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/fixtures/app';
import { fakeRenderedClient } from '../../../tests/fixtures/client-dir';

// A page long and varied enough for brotli's quality settings to give different bytes.
const client = fakeRenderedClient([
  'export async function render(url) {',
  '  const lines = Array.from({ length: 400 }, (_, i) => `<p>${(i * 104729).toString(36)} of ${url}</p>`);',
  "  return { html: lines.join(''), state: null, notFound: url.startsWith('/blog/missing'), routeIds: [] };",
  '}',
]);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ clientDir: client.dir, ssrDir: client.ssrDir });
});
afterAll(async () => {
  await t.app.close();
  client.remove();
});

const brotliAt = (body: Buffer, quality: number) =>
  zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

describe('rendered pages in brotli', () => {
  it.each([
    { page: "the site's own page", url: '/about', quality: 11 },
    { page: 'a search, made for each query', url: '/blog?q=web', quality: 6 },
    { page: 'a page not found, made for each address', url: '/blog/missing-post', quality: 6 },
  ])('sends $page at quality $quality', async ({ url, quality }) => {
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliAt(plain.rawPayload, 11).equals(brotliAt(plain.rawPayload, 6))).toBe(false);
    expect(br.rawPayload.equals(brotliAt(plain.rawPayload, quality))).toBe(true);
  });
});
