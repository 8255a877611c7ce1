import { DEMO, expect, signIn, test, toast } from './fixtures';

test('an admin signing in lands on /admin and sees the Admin link', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('a customer opening /admin is sent to the home page', async ({ page }) => {
  await signIn(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/$/);
  // The welcome toast stacks at the top right and dismisses itself after 5000 ms.
  const welcome = toast(page, 'Welcome back, Casey Customer!');
  await expect(welcome).toBeVisible();
  await expect(welcome).toBeHidden({ timeout: 8000 });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /crafted with care/ })).toBeVisible();
});

test('a signed-out visitor opening /dashboard or /admin-chat is sent to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await page.goto('/admin-chat/42');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
});

test('a stored token the server no longer accepts is cleared on start', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('auth-token', 'revoked-or-made-up'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
});

test('deep links load through the SPA fallback, and unknown paths show a not-found page', async ({ page }) => {
  await page.goto('/book/pro');
  await expect(page.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the header collapses into a menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await expect(nav).toBeHidden();
});
