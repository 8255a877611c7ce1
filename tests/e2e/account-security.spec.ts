import { expect, test, toast, uniqueEmail } from './fixtures';

test('a customer sees where they are signed in, changes the password, and the other device is signed out', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('secure');
  await request.post('/api/signup', { data: { name: 'Sam Secure', email, password: 'first-password' } });

  const devices = [];
  for (const device of ['Laptop', 'Phone']) {
    const context = await browser.newContext({
      baseURL,
      userAgent:
        device === 'Phone'
          ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
          : undefined,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    devices.push({ context, page });
  }
  const [laptop, phone] = devices;
  // Opened by its address, the page loads for the signed-in person (it is not server-rendered signed out).
  await phone!.page.goto('/account');
  await expect(phone!.page.getByRole('heading', { name: 'Account security' })).toBeVisible();
  await expect(phone!.page).toHaveURL(/\/account$/);

  await laptop!.page.goto('/dashboard');
  await laptop!.page.getByRole('link', { name: 'Password and signed-in devices' }).click();
  await expect(laptop!.page.getByRole('heading', { name: 'Account security' })).toBeVisible();
  await expect(laptop!.page.getByText('Safari on iOS')).toBeVisible();
  await expect(laptop!.page.getByText('This device')).toBeVisible();

  await laptop!.page.getByLabel('Current password').fill('wrong-password');
  await laptop!.page.getByLabel('New password', { exact: true }).fill('second-password');
  await laptop!.page.getByLabel('Confirm new password').fill('second-password');
  await laptop!.page.getByRole('button', { name: 'Change Password' }).click();
  await expect(laptop!.page.getByText('Your current password is not correct')).toBeVisible();

  await laptop!.page.getByLabel('Current password').fill('first-password');
  await laptop!.page.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(laptop!.page, 'Password changed. Your other devices have been signed out.')).toBeVisible();
  await expect(laptop!.page.getByText('This is the only device signed in to your account.')).toBeVisible();

  // The phone's session is gone: its next visit to a signed-in page asks it to sign in.
  await phone!.page.goto('/dashboard');
  await expect(phone!.page).toHaveURL(/\/login(\?next=[^&]*)?$/);
  for (const device of devices) await device.context.close();
});
