import type { PageTable } from './pages';

export async function sitemapXml(pages: PageTable, publicUrl: string): Promise<string> {
  const urls = (await pages.sitemapPaths()).map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The API is of no use in search results, nor is any page whose route says so. */
export function robotsTxt(pages: PageTable, publicUrl: string): string {
  return [
    'User-agent: *',
    ...['/api/', '/trpc/', ...pages.disallowed()].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
