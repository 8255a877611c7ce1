import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import {
  bearer,
  expect,
  queryDb,
  signAgreementByApi,
  signIn,
  signUp,
  signUpByApi,
  startCheckoutByApi,
  test,
  toast,
  uniqueEmail,
} from './fixtures';

// Issue 36 §5-§6: a customer takes a copy of their data, then deletes their account.

test('a customer downloads their data, deletes their account, and can sign up again with the email', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('my-data');
  const password = 'my-data-password';
  const token = await signUpByApi(request, { name: 'Dora Data', email, password });
  const auth = bearer(token);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');

  // A paid plan, its agreement, a file and a message: data of every kind.
  const { checkoutUrl, orderId } = await startCheckoutByApi(request, token, { plan: 'pro', name: 'Dora Data', email });
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: 'Pay $900 (test)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await signAgreementByApi(request, token, 'Dora Data');
  const uploaded = await request.post('/api/customer/upload-files', {
    headers: auth,
    multipart: { files: { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('About our bakery') } },
  });
  expect(uploaded.ok()).toBe(true);
  await request.post('/api/customer/send-message', { data: { message: 'When do we start?' }, headers: auth });

  await page.goto('/account');
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^goldline-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(toast(page, 'Your data is downloaded.')).toBeVisible();
  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const fileEntry = Object.keys(zip).find((name) => name.startsWith('files/'))!;
  expect(fileEntry).toMatch(/^files\/\d+-brief\.txt$/);
  expect(strFromU8(zip[fileEntry]!)).toBe('About our bakery');
  const data = JSON.parse(strFromU8(zip['data.json']!)) as {
    account: { email: string };
    orders: { orderId: string; status: string }[];
    agreements: { signature: string }[];
    messages: { message: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.orders).toEqual([expect.objectContaining({ orderId, status: 'paid' })]);
  expect(data.agreements).toEqual([expect.objectContaining({ signature: 'Dora Data' })]);
  expect(data.messages).toEqual([expect.objectContaining({ message: 'When do we start?' })]);

  const section = page.getByRole('region', { name: 'Delete my account' });
  await expect(section.getByText(/Payment records .* the law requires us to keep them/)).toBeVisible();
  await section.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Your account is deleted. We have signed you out everywhere.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(queryDb('select name, user_id from orders where public_id = ?', orderId)).toEqual([
    { name: 'Deleted customer', user_id: null },
  ]);

  await signIn(page, email, password);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();

  await signUp(page, { name: 'Dora Again', email, password: 'a-fresh-password' });
  await page.goto('/account');
  await expect(page.getByText(`Dora Again · ${email}`)).toBeVisible();
});
