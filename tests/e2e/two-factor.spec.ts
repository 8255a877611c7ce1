import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Page } from '@playwright/test';
import { expect, latestMail, signIn, test, toast, uniqueEmail } from './fixtures';

/** The code an authenticator app holding `key` shows, `ahead` 30-second steps from now. */
const codeOf = (key: Uint8Array, ahead = 0) => generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + ahead), 6);

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

test('a customer turns on an authenticator app, signs in with a code and a recovery code, and turns it off', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('totp');
  const password = 'totp-password';
  await request.post('/api/signup', { data: { name: 'Tess Token', email, password } });
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/account');
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByRole('img', { name: /QR code of the key/ })).toBeVisible();
  const key = decodeBase32IgnorePadding(
    (await page.locator('.second-factor-steps code').innerText()).replaceAll(' ', ''),
  );
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeOf(key));
  await page.getByRole('button', { name: 'Turn On' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const [firstCode, secondCode] = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(page.getByText('10 recovery code(s) left')).toBeVisible();
  expect(await latestMail(email, (raw) => raw.includes('Your sign-in settings changed'))).toContain('turned on');

  // The password alone no longer signs in: the code is asked, and a wrong one is refused.
  await signOut(page);
  await signIn(page, email, password);
  const code = page.getByLabel('Authentication code');
  await code.fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await code.fill(codeOf(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Welcome back, Tess Token!')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A reload between the two steps starts again: nothing of the half-done sign-in is kept.
  await signOut(page);
  await signIn(page, email, password);
  await expect(code).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();

  await signIn(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(firstCode!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/account');
  await expect(page.getByText('9 recovery code(s) left')).toBeVisible();
  // The sign-in left at its code prompt before the reload: the owner sees someone had the password.
  const devices = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(devices.getByText('Code not entered')).toHaveCount(1);
  await expect(devices.getByText('Someone entered your password here but not your code')).toBeVisible();

  await page.getByRole('button', { name: 'Turn Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn the authenticator app off?' });
  await dialog.getByLabel('Current password').fill(password);
  const dialogCode = dialog.getByLabel('Code from the app, or a recovery code');
  await dialogCode.fill(firstCode!);
  await dialog.getByRole('button', { name: 'Turn Off' }).click();
  await expect(dialog.getByText('That code is not right')).toBeVisible();
  await dialogCode.fill(secondCode!);
  await dialog.getByRole('button', { name: 'Turn Off' }).click();
  await expect(toast(page, 'Two-factor authentication is off.')).toBeVisible();
  await expect(page.getByText('Off: your password alone signs you in.')).toBeVisible();

  await signOut(page);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');
});
