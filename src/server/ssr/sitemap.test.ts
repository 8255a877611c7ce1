import { describe, expect, it } from 'vitest';
import { renderedTestApp } from '../../../tests/fixtures/rendered-app';
import { BLOG_POSTS } from '../../shared/content/blog';

// sitemap.xml and robots.txt, made from what the routes declare (their staticData.page): the
// stand-in rendering bundle hands the server the real route tree's pages.
const app = renderedTestApp([]);

const get = (url: string) => app.t.app.inject({ url });

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and article with absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    const listed = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(
      ['/', '/about', '/portfolio', '/resume', '/blog', ...BLOG_POSTS.map((post) => `/blog/${post.slug}`)]
        .map((path) => `http://localhost:3000${path}`)
        .sort(),
    );
  });

  it('points crawlers at the sitemap and away from private screens', async () => {
    const body = (await get('/robots.txt')).body;
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    for (const path of ['/api/', '/trpc/', '/dashboard', '/account', '/admin', '/admin-chat/', '/test-checkout'])
      expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).not.toMatch(/Disallow: \/(book|login|signup|blog)/);
  });

  it('leave the styleguide out of the sitemap but let crawlers fetch it, to read its noindex', async () => {
    expect((await get('/sitemap.xml')).body).not.toContain('/styleguide');
    expect((await get('/robots.txt')).body).not.toContain('/styleguide');
  });
});
