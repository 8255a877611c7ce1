import { DEMO, expect, test } from './fixtures';

// Issue 21: every wait is visible. A slow route change shows a progress bar and marks the page
// busy (and the blog its spec'd loading text); a submit button shows it is working and cannot be
// pressed twice.

test('a slow route change shows a progress bar, marks the page busy and never blanks it', async ({ page }) => {
  await page.goto('/about');
  // The blog list's code arrives slowly: long enough for the spec's loading text (after 1 s).
  await page.route('**/assets/BlogListPage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.locator('main[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
  await expect(page.getByText('Loading Amazing Content...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ideas for a website that works');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
});

test('a submit button shows it is working and sends once however often it is pressed', async ({ page }) => {
  let logins = 0;
  await page.route('**/trpc/auth.login**', async (route) => {
    logins++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password').fill(DEMO.customer.password);
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.dblclick();
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(logins).toBe(1);
});
