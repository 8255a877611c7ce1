import type { FastifyInstance } from 'fastify';
import { BLOG_POSTS } from '../../shared/content/blog';

// Only pages for visitors: /styleguide, the team's reference, stays out (and says noindex itself).
const SITEMAP_PATHS = ['/', '/about', '/portfolio', '/resume', '/blog'] as const;

export function sitemapXml(publicUrl: string): string {
  const paths = [...SITEMAP_PATHS, ...BLOG_POSTS.map((post) => `/blog/${post.slug}`)];
  const urls = paths.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Account and checkout screens are of no use in search results. The plan pages (/book/{plan}) stay
 * crawlable: they are where a search for a plan should land. /styleguide is not disallowed: a
 * crawler must be able to fetch it to read its noindex.
 */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [
    '/api/',
    '/trpc/',
    '/dashboard',
    '/account',
    '/admin',
    '/admin-chat/',
    '/payment-success',
    '/payment-cancelled',
    '/file-upload-contract',
    '/test-checkout',
    '/reset-password',
    '/verify-email',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function seoRoutes(app: FastifyInstance) {
  const { publicUrl } = app.deps.config;
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  app.get('/sitemap.xml', (_request, reply) => reply.type('application/xml; charset=utf-8').send(sitemap));
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots));
}
