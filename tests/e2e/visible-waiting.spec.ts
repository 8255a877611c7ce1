import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

// Issue 21: every wait is visible. A slow route change shows a progress bar and marks the page
// busy (and the blog its spec'd loading text); a submit button shows it is working and cannot be
// pressed twice.

/**
 * Holds the requests for `url` until `release()`: the wait lasts exactly as long as the test needs
 * to see it, instead of a fixed sleep it must outlast.
 */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    count++;
    await released;
    await route.continue();
  });
  return { release, count: () => count };
}

test('a slow route change shows a progress bar, marks the page busy and never blanks it', async ({ page }) => {
  await page.goto('/about');
  // The blog list's code arrives slowly: long enough for the spec's loading text (after 1 s).
  const blogCode = await holdRequests(page, '**/assets/BlogListPage-*.js');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.locator('main[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
  await expect(page.getByText('Loading Amazing Content...')).toBeVisible();
  blogCode.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ideas for a website that works');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
});

test('a submit button shows it is working and sends once however often it is pressed', async ({ page }) => {
  const logins = await holdRequests(page, '**/trpc/auth.login**');
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password').fill(DEMO.customer.password);
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.dblclick();
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  logins.release();
  await expect(page).toHaveURL(/\/$/);
  expect(logins.count()).toBe(1);
});
