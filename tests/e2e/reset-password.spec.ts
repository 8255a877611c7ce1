import { expect, latestMailLink, signIn, signUp, signUpByApi, test, uniqueEmail } from './fixtures';

test('a customer who forgot the password resets it from the emailed link', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('reset');
  await signUp(page, { name: 'Forgetful Fran', email, password: 'old-password' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill('   ');
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await send.click();
  await expect(page.getByText('If the email exists, a password reset link has been sent.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  const link = await latestMailLink(email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('new-password');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully.')).toBeVisible();
  // Spec part 1 §4: the reset screen sends the user to /login after 3000 ms.
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await signIn(page, email, 'new-password');
  await expect(page).toHaveURL(/\/$/);
});

test('a used reset link says so on opening, and offers a new one', async ({ page, request }) => {
  const email = uniqueEmail('used-link');
  await signUpByApi(request, { name: 'Twice Tom', email, password: 'old-password' });
  expect((await request.post('/api/forgot-password', { data: { email } })).ok()).toBe(true);
  const link = await latestMailLink(email, '/reset-password');
  const token = new URL(link).searchParams.get('token');
  const used = await request.post('/api/reset-password', { data: { token, new_password: 'new-password' } });
  expect(used.ok()).toBe(true);

  await page.goto(link);
  // Before anything is typed: the link can no longer be used, and the form cannot be sent.
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has already been used. Please request a new password reset.',
  );
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();

  await page.getByRole('link', { name: 'Request a new password reset' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If the email exists, a password reset link has been sent.')).toBeVisible();
});

test('the reset screen without a token says the link is invalid and cannot submit', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Back to Login/ })).toHaveAttribute('href', '/login');
});
