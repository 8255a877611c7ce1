import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderedTestApp } from '../../../tests/fixtures/rendered-app';

// A page long and varied enough for brotli's quality settings to give different bytes.
const app = renderedTestApp([
  'export async function render(url) {',
  '  const lines = Array.from({ length: 400 }, (_, i) => `<p>${(i * 104729).toString(36)} of ${url}</p>`);',
  "  return { html: lines.join(''), state: null, notFound: url.startsWith('/blog/missing'), routeIds: [] };",
  '}',
]);

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
    const plain = await app.t.app.inject({ url });
    const br = await app.t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliAt(plain.rawPayload, 11).equals(brotliAt(plain.rawPayload, 6))).toBe(false);
    expect(br.rawPayload.equals(brotliAt(plain.rawPayload, quality))).toBe(true);
  });
});
