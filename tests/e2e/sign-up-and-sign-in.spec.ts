import { expect, queryDb, signIn, signUpByApi, test, toast, uniqueEmail } from './fixtures';

test('a visitor signs up, logs out and logs back in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  await page.getByLabel('Full name').fill('Robin Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('Password', { exact: true }).fill('robin-secret');
  await page.getByLabel('Confirm password').fill('robin-secret');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Your account is ready')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();
  // The built server hashes at production's cost; only the unit tests hash cheaply (password.ts).
  const [stored] = queryDb<{ password_hash: string }>('select password_hash from users where email = ?', email);
  expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(toast(page, 'You have been logged out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();

  await signIn(page, email.toUpperCase(), 'robin-secret');
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('signing up with a taken email shows the server message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Copy Cat');
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('copycat-1');
  await page.getByLabel('Confirm password').fill('copycat-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists');
});

test('a wrong password shows the server message and keeps the visitor signed out', async ({ page }) => {
  await signIn(page, 'customer@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a link from an email to Billing, opened signed out, lands on Billing once signed in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('back');
  await signUpByApi(request, { name: 'Bo Back', email, password: 'back-pass-1' });
  await page.goto('/dashboard?tab=billing');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('back-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=billing$/);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();

  // Only a path on this site: anything else signs in to the usual home.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?next=%2F%2Felsewhere.example%2Fsteal');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('back-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
});
