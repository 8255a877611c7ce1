import { BLOG_POSTS } from '../../src/shared/content/blog';
import { filterPosts } from '../../src/client/features/blog/filter-posts';
import { expect, latestMail, test, uniqueEmail } from './fixtures';
import { appStarted, throttledPage, waitForApp } from './throttle';

// Issue 21: on a slow phone a visitor types and clicks the moment a control shows, often before the
// app has started. Each test does so three times on a fresh, throttled page and checks that nothing
// was lost once the app runs.
const RUNS = 3;

test('a search typed into the blog before the app starts is kept and applied', async ({ context }) => {
  test.setTimeout(45_000);
  const page = await throttledPage(context);
  const expected = filterPosts(BLOG_POSTS, 'seo', 'All').length;
  let early = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/blog', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('SEO');
    if (!(await appStarted(page))) early++;
    await waitForApp(page);
    await expect(box).toHaveValue('SEO');
    await expect(page.getByText(`Found ${expected} article(s) matching “SEO”`)).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?q=SEO$/);
  }
  expect(early, 'at least one search was typed before the app started').toBeGreaterThan(0);
});

test('an FAQ answer opened before the app starts stays open', async ({ context }) => {
  test.setTimeout(45_000);
  const page = await throttledPage(context);
  let early = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#faq').getByText('How do I get started?').click();
    if (!(await appStarted(page))) early++;
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'How do I get started?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Pick a plan in the pricing section/)).toBeVisible();
  }
  expect(early, 'at least one answer was opened before the app started').toBeGreaterThan(0);
});

test('the phone menu opened before the app starts stays open', async ({ context }) => {
  test.setTimeout(45_000);
  const page = await throttledPage(context);
  await page.setViewportSize({ width: 390, height: 844 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  let early = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/about', { waitUntil: 'commit' });
    await page.locator('.menu-toggle').click();
    if (!(await appStarted(page))) early++;
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  }
  expect(early, 'at least one menu was opened before the app started').toBeGreaterThan(0);
});

test('what is typed on /login, its forgot-password mode and /signup the moment they show is kept', async ({
  context,
}) => {
  test.setTimeout(45_000);
  // These screens are rendered in the browser only: their fields appear when they work.
  const page = await throttledPage(context);
  for (let run = 0; run < RUNS; run++) {
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('secret-123');
    await waitForApp(page);
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
    await expect(page.getByLabel('Password')).toHaveValue('secret-123');

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Email').fill('someone@example.com');
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();

    await page.goto('/signup', { waitUntil: 'commit' });
    await page.getByLabel('Full name').fill('Early Bird');
    await page.getByLabel('Email').fill('early@example.com');
    await waitForApp(page);
    await expect(page.getByLabel('Full name')).toHaveValue('Early Bird');
    await expect(page.getByLabel('Email')).toHaveValue('early@example.com');
  }
});

test('an account is created even if the visitor leaves right after submitting', async ({ context }) => {
  const page = await throttledPage(context, { latencyMs: 400, bytesPerSecond: 50_000 });
  const email = uniqueEmail('leaver');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Quick Leaver');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('leaver-pass-1');
  await page.getByLabel('Confirm password').fill('leaver-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.goto('about:blank');
  // The account exists: its verification mail was written.
  expect(await latestMail(email)).toContain('Subject:');
});
