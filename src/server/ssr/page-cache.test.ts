import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../tests/fixtures/app';
import { renderedTestApp } from '../../../tests/fixtures/rendered-app';
import { portfolioItems } from '../db/schema';

// Issue 23: a rendered page is kept until the content it shows changes, in every encoding at once,
// named by an ETag, and the same for everyone: nobody's session reaches it.
// The stand-in server bundle numbers its renders and shows the active social links it was given,
// read through the signed-out API client the renderer passes it, as the real routes do.

const app = renderedTestApp([
  'let renders = 0;',
  'export async function render(url, api) {',
  '  const { links } = await api.content.socialMedia.query();',
  '  renders += 1;',
  "  const shown = links.map((link) => link.url).join(' ') || 'none';",
  '  return { html: `<p>render ${renders} of ${url}</p><p>links: ${shown}</p>`, state: null, notFound: false, routeIds: [] };',
  '}',
]);

const get = (url: string, headers: Record<string, string> = {}) => app.t.app.inject({ url, headers });
const renderOf = (body: string) => body.match(/<p>render (\d+) of /)?.[1];

describe('the rendered-page cache', () => {
  it('names each page with a strong ETag and answers a matching If-None-Match with 304', async () => {
    const page = await get('/about');
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBe('accept-encoding');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/about', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('accept-encoding');
    }
    expect((await get('/about', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another page, or the same page compressed, is another representation with a tag of its own.
    expect((await get('/portfolio', { 'if-none-match': etag })).statusCode).toBe(200);
    const br = await get('/about', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(br.statusCode).toBe(200);
    expect(br.headers.etag).not.toBe(etag);
    expect((await get('/about', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! })).statusCode).toBe(304);
  });

  it('sends the same page as brotli, gzip or as it is, each made once and named by its own ETag', async () => {
    const plain = await get('/resume');
    const br = await get('/resume', { 'accept-encoding': 'br' });
    const gzip = await get('/resume', { 'accept-encoding': 'gzip' });
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    for (const res of [plain, br, gzip]) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    // Asked again, each copy is byte for byte the one made with the page.
    expect((await get('/resume', { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('keeps a page while its content is unchanged, however long, and one page whatever the query string', async () => {
    const first = await get('/blog/some-article');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 });
    try {
      const later = await get('/blog/some-article?utm_source=mail&x=1');
      expect(renderOf(later.body)).toBe(renderOf(first.body));
      expect(later.headers.etag).toBe(first.headers.etag);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a page once for the visitors who ask for it at the same time', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => get('/contact')));
    expect(new Set(pages.map((page) => renderOf(page.body))).size).toBe(1);
  });

  it('renders pages afresh as soon as an admin changes the social links, and keeps them again after', async () => {
    const admin = await app.t.account({ isAdmin: true });
    const before = await get('/');
    expect(before.body).not.toContain('https://www.linkedin.com/company/page-cache-test');

    const added = await app.t.app.inject({
      method: 'POST',
      url: '/api/admin/social-media/link',
      headers: bearer(admin.token),
      payload: { platform: 'linkedin', url: 'https://www.linkedin.com/company/page-cache-test' },
    });
    expect(added.statusCode).toBe(200);
    const after = await get('/', { 'if-none-match': before.headers.etag! });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('https://www.linkedin.com/company/page-cache-test');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(renderOf(after.body)).not.toBe(renderOf(before.body));
    expect(renderOf((await get('/')).body)).toBe(renderOf(after.body));
  });

  it('renders pages afresh when the portfolio changes, though only the first start writes it today', async () => {
    const before = renderOf((await get('/')).body);
    app.t.app.deps.db
      .insert(portfolioItems)
      .values({
        title: 'New work',
        description: 'A site',
        image: '/images/x.webp',
        imageAlt: 'A site',
        category: 'web',
        technologies: [],
      })
      .run();
    expect(renderOf((await get('/')).body)).not.toBe(before);
  });

  it('gives a signed-in visitor, by bearer token or cookie, the signed-out page, and leaves it as it was', async () => {
    const customer = await app.t.account({ name: 'Private Person', email: 'private.person@example.test' });
    const signedOut = await get('/pricing');
    for (const headers of [
      bearer(customer.token),
      { cookie: `session=${customer.token}` },
      { ...bearer(customer.token), cookie: `session=${customer.token}`, 'accept-encoding': 'gzip' },
    ]) {
      const signedIn = await get('/pricing', headers);
      const body = signedIn.headers['content-encoding'] ? zlib.gunzipSync(signedIn.rawPayload) : signedIn.rawPayload;
      expect(body.equals(signedOut.rawPayload)).toBe(true);
      expect(body.toString()).not.toMatch(/Private Person|private\.person/);
      // The very copy everyone gets: the tag of the signed-out page names it.
      const revalidated = await get('/pricing', { ...headers, 'if-none-match': signedIn.headers.etag! });
      expect(revalidated.statusCode).toBe(304);
      if (!signedIn.headers['content-encoding']) expect(signedIn.headers.etag).toBe(signedOut.headers.etag);
    }
    const afterwards = await get('/pricing');
    expect(afterwards.rawPayload.equals(signedOut.rawPayload)).toBe(true);
    expect(afterwards.headers.etag).toBe(signedOut.headers.etag);
  });
});
