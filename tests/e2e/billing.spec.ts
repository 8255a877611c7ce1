import type { APIRequestContext, Page } from '@playwright/test';
import {
  bearer,
  DEMO,
  execDb,
  expect,
  latestMail,
  queryDb,
  signAgreementByApi,
  signInByApi,
  signUpByApi,
  test,
  uniqueEmail,
  useToken,
} from './fixtures';

// Issue 19: a charge left unpaid is paid the next day from Billing, on a phone; a double click
// makes one charge.

test.use({ viewport: { width: 390, height: 844 } });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new customer with no plan, signed in on `page` through the stored token. */
async function newCustomer(page: Page, request: APIRequestContext, name: string) {
  const email = uniqueEmail('billing');
  const token = await signUpByApi(request, { name, email, password: 'billing-pass-1' });
  await useToken(page, token);
  return { email, token };
}

test('a customer buys, leaves extra pages unpaid, pays them the next day from Billing and gets the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email, token } = await newCustomer(page, request, 'Bea Billing');

  // Buy a plan from the dashboard: the return lands on /payment-success.
  await page.goto('/dashboard?tab=select-plan');
  await page.getByRole('button', { name: 'Pay with card (Stripe): Starter' }).click();
  await page.getByRole('button', { name: 'Pay $600 (test)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();

  // A bought plan's agreement is signed before extras can be bought (issue 19 §1).
  await signAgreementByApi(request, token, 'Bea Billing');

  // Ask for two extra pages and walk away from the checkout.
  await page.goto('/dashboard?tab=pages');
  await page.getByLabel('Number of pages').fill('2');
  await page.getByRole('button', { name: 'Request Pages' }).click();
  await expect(page.getByRole('button', { name: 'Pay $100' })).toBeVisible();
  expect(queryDb("select status from orders where email = ? and kind = 'extra_pages'", email)).toEqual([
    { status: 'pending' },
  ]);

  // The next day: the server's view is moved back a day, the browser's clock forward one.
  execDb(
    "update orders set created_at = created_at - ?, expires_at = expires_at - ? where email = ? and kind = 'extra_pages'",
    DAY_MS,
    DAY_MS,
    email,
  );
  await page.clock.install({ time: new Date(Date.now() + DAY_MS) });
  await page.goto('/dashboard?tab=billing');
  await expect(page.getByText('can be paid here for 7 days')).toBeVisible();
  const charge = page.getByRole('listitem').filter({ hasText: '2 extra page(s)' });
  await expect(charge.getByText('Awaiting payment')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Starter plan' }).getByText('Paid', { exact: true }),
  ).toBeVisible();

  await charge.getByRole('button', { name: 'Pay now: 2 extra page(s), $100' }).click();
  await page.getByRole('button', { name: 'Pay $100 (test)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText('2 extra page(s) is paid')).toBeVisible();

  const receipt = await latestMail(email, (raw) => raw.includes('Subject: Your receipt for 2 extra page(s)'));
  expect(receipt).toMatch(/^From: Goldline Studio <hello@goldline\.studio>/m);
  expect(receipt).toContain('Content-Type: text/plain');
  expect(receipt).toContain('Content-Type: text/html');
  expect(receipt).toContain('Payment method: Card (test checkout)');
  expect(receipt).toMatch(/Receipt number: rcpt_[0-9a-f]+/);

  // The receipt is in Billing too, ready to print.
  await page.getByRole('button', { name: 'Continue Now' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=billing/);
  await expect(charge.getByText('Paid', { exact: true })).toBeVisible();
  await charge.getByRole('button', { name: 'View receipt: 2 extra page(s), $100' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receipt' });
  await expect(dialog.getByText('Card (test checkout)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(
    queryDb('select status from extra_page_requests r join users u on u.id = r.user_id where u.email = ?', email),
  ).toEqual([{ status: 'pending' }]);
});

test('a double click on Request Pages makes one charge', async ({ page, request }) => {
  const { email } = await newCustomer(page, request, 'Dee Double');
  execDb("update users set plan = 'pro' where email = ?", email);
  await page.goto('/dashboard?tab=pages');
  await page.getByLabel('Number of pages').fill('1');
  // Two submissions in one tick, before the button can turn busy: what a fast double click sends.
  await page.getByRole('button', { name: 'Request Pages' }).evaluate((button: HTMLButtonElement) => {
    button.form!.requestSubmit();
    button.form!.requestSubmit();
  });
  await expect(page.getByRole('button', { name: 'Pay $50' })).toBeVisible();
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '1 extra page(s)' })).toHaveCount(1);
  expect(queryDb("select count(*) as n from orders where email = ? and kind = 'extra_pages'", email)).toEqual([
    { n: 1 },
  ]);
  expect(
    queryDb(
      'select count(*) as n from extra_page_requests r join users u on u.id = r.user_id where u.email = ?',
      email,
    ),
  ).toEqual([{ n: 1 }]);
});

test('a request that needs paying empties its form, so sending it again is not a second request', async ({
  page,
  request,
}) => {
  const { email } = await newCustomer(page, request, 'Fay Form');
  execDb("update users set plan = 'pro' where email = ?", email);
  await page.goto('/dashboard?tab=pages');
  await page.getByLabel('Number of pages').fill('2');
  await page.getByLabel('Describe the pages').fill('Team and careers pages');
  await page.getByRole('button', { name: 'Request Pages' }).click();
  await expect(page.getByRole('button', { name: 'Pay $100' })).toBeVisible();
  await expect(page.getByLabel('Describe the pages')).toHaveValue('');
  await expect(page.getByLabel('Number of pages')).toHaveValue('1');
});

test('a charge the team cancels says so in Billing, and the customer is told by email', async ({ page, request }) => {
  const { email } = await newCustomer(page, request, 'Cal Cancelled');
  execDb("update users set plan = 'pro' where email = ?", email);
  await page.goto('/dashboard?tab=pages');
  await page.getByLabel('Number of pages').fill('1');
  await page.getByRole('button', { name: 'Request Pages' }).click();
  await expect(page.getByRole('button', { name: 'Pay $50' })).toBeVisible();
  const orderId = queryDb<{ public_id: string }>(
    "select public_id from orders where email = ? and kind = 'extra_pages'",
    email,
  )[0]!.public_id;

  const cancelled = await request.post('/trpc/admin.cancelCharge', {
    data: { orderId },
    headers: bearer(await signInByApi(request, DEMO.admin)),
  });
  expect(cancelled.status()).toBe(200);
  expect(await latestMail(email, (raw) => raw.includes('Subject: Charge cancelled: 1 extra page(s)'))).toContain(
    'You owe nothing for it',
  );

  await page.getByRole('tab', { name: 'Billing' }).click();
  const charge = page.getByRole('listitem').filter({ hasText: '1 extra page(s)' });
  await expect(charge.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(charge).toContainText('Cancelled by our team');
  await expect(charge.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
});
