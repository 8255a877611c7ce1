import { describe, expect, it } from 'vitest';
import { PAGE_META } from '../../shared/seo';
import { headTags } from './head';
import { isServerRendered } from './pages';
import { robotsTxt, sitemapXml } from './sitemap';

const PUBLIC_URL = 'https://agency.example';

describe('the styleguide and search engines', () => {
  it('is left out of the sitemap', () => {
    const sitemap = sitemapXml(PUBLIC_URL);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/about</loc>`);
    expect(sitemap).not.toContain('/styleguide');
  });

  it('tells crawlers not to index it, and lets them fetch it to read that', () => {
    expect(headTags(PAGE_META['/styleguide']!, PUBLIC_URL, '/styleguide')).toContain(
      '<meta name="robots" content="noindex">',
    );
    expect(robotsTxt(PUBLIC_URL)).not.toContain('/styleguide');
  });

  it('is rendered on the server like the other public pages, which stay indexable', () => {
    expect(isServerRendered('/styleguide')).toBe(true);
    expect(headTags(PAGE_META['/about']!, PUBLIC_URL, '/about')).not.toContain('robots');
  });
});
