import { BLOG_POSTS } from '../../src/shared/content/blog';
import { filterPosts } from '../../src/client/features/blog/filter-posts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { visit } from './throttle';

// Issue 21: with JavaScript off, the public pages show all their content and every link works.
// The fixture's `page.goto` waits for the app to start, which never happens here: these tests open
// pages with `visit`.
test.use({ javaScriptEnabled: false });

const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Websites crafted with care, not code dumps.'],
  ['/about', 'Small businesses deserve great websites too.'],
  ['/portfolio', 'Work we are proud of'],
  ['/resume', ''],
  ['/blog', 'Ideas for a website that works'],
  [`/blog/${BLOG_POSTS[0]!.slug}`, BLOG_POSTS[0]!.title],
];

const internalLinks = (page: Page) =>
  page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

test('the public pages show their content, and every link on them leads somewhere', async ({ page, request }) => {
  test.setTimeout(60_000);
  const hrefs = new Set<string>();
  for (const [path, heading] of PUBLIC_PAGES) {
    const response = await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    for (const href of await internalLinks(page)) hrefs.add(href.split('#')[0]!);
  }
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBeLessThan(400);

  // The FAQ's answers and the plans' buttons work as plain HTML.
  await visit(page, '/');
  await page.locator('#faq').getByText('How do I get started?').click();
  await expect(page.getByText(/Pick a plan in the pricing section/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Pro Plan' })).toHaveAttribute('href', '/book/pro');
  // An example card links to its large image; the carousel's arrows wait (every project is on /portfolio).
  await expect(page.locator('#examples a.example-card').first()).toHaveAttribute(
    'href',
    /\.(svg|png|jpe?g|webp|avif)$/,
  );
  await expect(page.getByRole('button', { name: 'Next project' })).toBeDisabled();
  await page.getByRole('link', { name: 'Start Starter Plan' }).click();
  await expect(page).toHaveURL(/\/book\/starter$/);
  // Sharing is a link to the network's share page, with the article's address (decision 046).
  const article = BLOG_POSTS[0]!;
  await visit(page, `/blog/${article.slug}`);
  const shared = new URL((await page.getByRole('link', { name: /^Share on X/ }).getAttribute('href'))!);
  expect(shared.searchParams.get('url')).toBe(new URL(`/blog/${article.slug}`, page.url()).href);
});

test('the phone menu opens without JavaScript and its links work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.locator('.menu-toggle').click();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ideas for a website that works');
});

test('the blog search and category filters are answered by the server', async ({ page }) => {
  await visit(page, '/blog');
  const expected = filterPosts(BLOG_POSTS, 'seo', 'All').length;
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('SEO');
  await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=SEO$/);
  await expect(page.getByText(`Found ${expected} article(s) matching “SEO”`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(expected);

  const category = filterPosts(BLOG_POSTS, 'seo', 'All')[0]!.category;
  const inCategory = filterPosts(BLOG_POSTS, 'seo', category).length;
  await page.getByRole('group', { name: 'Filter articles by category' }).getByRole('link', { name: category }).click();
  await expect(page.getByText(`Found ${inCategory} article(s) in ${category} matching “SEO”`)).toBeVisible();

  await page.getByRole('link', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText(`Found ${BLOG_POSTS.length} article(s)`)).toBeVisible();
});

test('the text is set in the web fonts straight away (no script is there to swap them in)', async ({ page }) => {
  await page.mainFrame().goto('/about', { waitUntil: 'load' });
  const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(family).toMatch(/^"Inter Variable"/);
});
