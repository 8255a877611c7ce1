import { AUTH_MESSAGES } from '../../src/shared/schemas/auth';
import { execDb, expect, signIn, test, toast, uniqueEmail } from './fixtures';

test('a visitor whose stored session expired is told so; one who signed out is not', async ({ page, request }) => {
  const email = uniqueEmail('expired');
  const password = 'expiring-pass-1';
  expect((await request.post('/api/signup', { data: { name: 'Eve Expired', email, password } })).status()).toBe(200);
  await signIn(page, email, password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The session runs out while the browser still holds its token.
  execDb('update sessions set expires_at = 1 where user_id = (select id from users where email = ?)', email);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await expect(toast(page, AUTH_MESSAGES.sessionExpired)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();

  // Signing in again and out by choice says nothing about an expired session.
  await page.reload();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The header's: the dashboard, where signing in leads back to, has a Logout of its own.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(toast(page, AUTH_MESSAGES.sessionExpired)).toHaveCount(0);
});
