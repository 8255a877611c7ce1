import { expect, latestMailLink, queryDb, signUp, test, uniqueEmail } from './fixtures';

// Issue 18 §7: a new account proves its address with the emailed link before anything filed
// under that address by someone signed out shows in its dashboard.
test('a new customer is asked to confirm their address, asks for the link again and confirms it', async ({ page }) => {
  const email = uniqueEmail('confirm');
  await signUp(page, { name: 'Robin Confirm', email, password: 'robin-secret' });

  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Please confirm your email address.' });
  await expect(banner).toContainText(email);
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();

  const link = new URL(await latestMailLink(email, '/verify-email'));
  expect(link.pathname).toBe('/verify-email');
  // Opening the link, as a mail filter's scanner would, confirms nothing: the page's button does.
  expect((await page.request.get(`${link.pathname}${link.search}`)).status()).toBe(200);
  await page.goto(`${link.pathname}${link.search}`);
  expect(queryDb('select email_verified_at from users where email = ?', email)).toEqual([{ email_verified_at: null }]);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Robin Confirm' })).toBeVisible();
  await expect(page.getByText('Please confirm your email address.')).toHaveCount(0);

  // A used link says so calmly; one that was never sent says it is not valid.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is already confirmed.')).toBeVisible();
  await page.goto('/verify-email?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is not valid. Sign in and ask for a new one from your dashboard.',
  );
});
