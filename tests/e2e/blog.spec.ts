import { BLOG_POSTS } from '../../src/shared/content/blog';
import { filterPosts } from '../../src/client/features/blog/filter-posts';
import { expect, test } from './fixtures';
import { visit } from './throttle';

test('searching and filtering the blog updates the count and the cards', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByText('Found 12 article(s)')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(12);

  const expected = filterPosts(BLOG_POSTS, 'seo', 'All').length;
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('SEO');
  await expect(page.getByText(`Found ${expected} article(s) matching “SEO”`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(expected);

  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await page
    .getByRole('group', { name: 'Filter articles by category' })
    .getByRole('button', { name: 'Performance' })
    .click();
  await expect(page.getByText('Found 1 article(s) in Performance')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('no article talks about zebras');
  await expect(page.getByText('No blog posts found matching your criteria.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters and show all posts' }).click();
  await expect(page.getByText('Found 12 article(s)')).toBeVisible();
});

test('an article has its own title and description, and shares the page address', async ({ page, context }) => {
  // The share window opens the network's page; answer it here, since tests run offline.
  await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ body: 'share page' }));
  const post = BLOG_POSTS[1]!;
  await page.goto('/blog');
  await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(post.metaTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.metaDescription);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Share on LinkedIn' }).click();
  const popup = await popupPromise;
  expect(decodeURIComponent(popup.url())).toContain(`linkedin.com/sharing/share-offsite/?url=${page.url()}`);
  await popup.close();

  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('a share link opens the network before the app has started', async ({ page, context }) => {
  // The first tap on a phone is the one that starts the app (decision 046): it must not be lost.
  // The app's scripts never arrive here, so what opens the network's page is the HTML alone.
  await context.route('https://twitter.com/**', (route) => route.fulfill({ body: 'share page' }));
  await page.route('**/assets/*.js', (route) => route.abort());
  const post = BLOG_POSTS[2]!;
  await visit(page, `/blog/${post.slug}`);
  const share = page.getByRole('link', { name: 'Share on X' });
  await expect(share).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await share.click();
  const popup = await popupPromise;
  const shared = new URL(popup.url());
  expect(shared.pathname).toBe('/intent/tweet');
  expect(shared.searchParams.get('url')).toBe(new URL(`/blog/${post.slug}`, page.url()).href);
  expect(shared.searchParams.get('text')).toBe(post.title);
  expect(await page.locator('html[data-ready="true"]').count()).toBe(0);
});

test('the server sends each article with its title and Open Graph tags in the HTML', async ({ request }) => {
  const post = BLOG_POSTS[5]!;
  const response = await request.get(`/blog/${post.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${post.metaTitle}</title>`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toContain(`<h1>${post.title}</h1>`);
});

test('an unknown article says so, with a 404 status', async ({ page, request }) => {
  expect((await request.get('/blog/no-such-article')).status()).toBe(404);
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await expect(page.getByText('Found 12 article(s)')).toBeVisible();
});

test('the blog call to action goes to the pricing section', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('button', { name: 'See Plans & Pricing' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'One price. Yours forever.' })).toBeInViewport();
});
