import AxeBuilder from '@axe-core/playwright';
import { BLOG_POSTS } from '../../src/shared/content/blog';
import { expect, test } from './fixtures';

const PAGES = ['/', '/about', '/portfolio', '/resume', '/blog', `/blog/${BLOG_POSTS[0]!.slug}`, '/login', '/signup', '/reset-password'];

for (const path of PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
