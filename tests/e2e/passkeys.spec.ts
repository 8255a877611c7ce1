import type { Page } from '@playwright/test';
import { expect, test, toast, uniqueEmail } from './fixtures';

/** Chromium's virtual authenticator: a platform passkey device that verifies its user at once. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

test('a customer adds a passkey, signs in with it alone and as the second step, and removes it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // WebAuthn needs a domain name: the same server, reached as localhost (PASSKEY_ORIGIN).
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  const email = uniqueEmail('passkey');
  const password = 'passkey-password';
  await request.post('/api/signup', { data: { name: 'Pat Passkey', email, password } });
  await virtualAuthenticator(page);

  const signInWithPassword = async () => {
    await page.goto(`${site}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signInWithPassword();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto(`${site}/account`);
  await page.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(page.getByText('Give the passkey a name')).toBeVisible();
  await page.getByLabel('Name of the new passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a Passkey' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const [recoveryCode] = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop')).toBeVisible();

  // The passkey alone signs in: no email, no password.
  await signOut(page);
  await page.goto(`${site}/login`);
  await page.getByRole('button', { name: 'Continue with a Passkey' }).click();
  await expect(toast(page, 'Welcome back, Pat Passkey!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');

  // After the password, the passkey gives the second step.
  await signOut(page);
  await signInWithPassword();
  await page.getByRole('button', { name: 'Use a Passkey' }).click();
  await expect(toast(page, 'Welcome back, Pat Passkey!')).toBeVisible();

  await page.goto(`${site}/account`);
  await expect(page.getByText(/last used/)).toBeVisible();
  await page.getByRole('button', { name: 'Remove the passkey Test laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the passkey Test laptop?' });
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByLabel('Code from the app, or a recovery code').fill(recoveryCode!);
  await dialog.getByRole('button', { name: 'Remove Passkey' }).click();
  await expect(toast(page, 'Passkey removed.')).toBeVisible();
  await expect(page.getByText('Off: your password alone signs you in.')).toBeVisible();
});
