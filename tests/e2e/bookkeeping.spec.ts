import fs from 'node:fs';
import { BOOKKEEPING_MESSAGES } from '../../src/shared/schemas/bookkeeping';
import { PAYMENT_MESSAGES } from '../../src/shared/schemas/payment';
import {
  bearer,
  createAdminByApi,
  DEMO,
  execDb,
  expect,
  latestMail,
  queryDb,
  signIn,
  test,
  toast,
  uniqueEmail,
} from './fixtures';

/** A customer's account, straight in the database: a charge is owed only by an account (docs/decisions/033). */
function recordAccount(email: string): number {
  execDb(`insert into users (email, name, password_hash) values (?, 'Owen Owing', 'not-a-hash')`, email);
  return queryDb<{ id: number }>('select id from users where email = ?', email)[0]!.id;
}

/** A charge as the checkout leaves it, straight in the database (the customer's side has its own journeys). */
function recordCharge(values: {
  userId: number;
  publicId: string;
  email: string;
  name: string;
  description: string;
  cents: number;
  status: 'pending' | 'paid';
  at: number;
}) {
  execDb(
    `insert into orders (user_id, public_id, kind, plan, description, email, name, amount_cents, payment_method, provider, status, created_at, paid_at, receipt_id)
     values (?, ?, 'extra_pages', 'pro', ?, ?, ?, ?, 'stripe', 'test', ?, ?, ?, ?)`,
    values.userId,
    values.publicId,
    values.description,
    values.email,
    values.name,
    values.cents,
    values.status,
    values.at,
    values.status === 'paid' ? values.at : null,
    values.status === 'paid' ? `rcpt_${values.publicId}` : null,
  );
}

test('the bookkeeper reads revenue per month, exports every charge and acts on unpaid ones', async ({ page }) => {
  const email = uniqueEmail('owing');
  const stamp = `${Date.now()}${process.pid}`;
  const userId = recordAccount(email);
  recordCharge({
    userId,
    publicId: `ord_paid${stamp}`,
    email,
    name: '=Paid Customer',
    description: '1 extra page(s)',
    cents: 5000,
    status: 'paid',
    at: Date.now() - 60_000,
  });
  recordCharge({
    userId,
    publicId: `ord_owed${stamp}`,
    email,
    name: 'Owen Owing',
    description: '3 extra page(s)',
    cents: 15000,
    status: 'pending',
    at: Date.now() - 30_000,
  });
  recordCharge({
    userId,
    publicId: `ord_drop${stamp}`,
    email,
    name: 'Owen Owing',
    description: '2 extra page(s)',
    cents: 10000,
    status: 'pending',
    at: Date.now(),
  });

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/tab=payments/);

  const revenue = page.getByRole('table', { name: 'Revenue by month' });
  const thisMonth = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Los_Angeles',
  }).format(new Date());
  await expect(revenue.getByRole('row', { name: new RegExp(thisMonth) })).toBeVisible();
  await expect(revenue.getByRole('row', { name: /^Total/ })).toBeVisible();

  // The CSV an accountant opens: one row per charge, with formulas defused.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all charges (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^charges-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  // Every field quoted, and a formula defused wherever a spreadsheet could start a cell.
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFF"date","order id","receipt id","customer name","email","description","kind","amount","refunded","status","provider","payment method"',
  );
  expect(csv).toContain(
    `,"ord_paid${stamp}","rcpt_ord_paid${stamp}","'=Paid Customer","${email}","1 extra page(s)","extra_pages","50.00","0.00","paid","test","stripe"`,
  );
  expect(csv).toContain(
    `,"ord_owed${stamp}","","Owen Owing","${email}","3 extra page(s)","extra_pages","150.00","0.00","pending","test","stripe"`,
  );
  await expect(toast(page, BOOKKEEPING_MESSAGES.exported)).toBeVisible();

  // Remind the customer of one unpaid charge, cancel the other.
  const awaiting = page.getByRole('table', { name: 'Charges awaiting payment' });
  // This run's rows only: a retry finds the first try's charges there too.
  const owed = awaiting.getByRole('row').filter({ hasText: email });
  await expect(owed).toHaveCount(2);
  await awaiting.getByRole('button', { name: `Resend the payment link for 3 extra page(s) to ${email}` }).click();
  await expect(toast(page, BOOKKEEPING_MESSAGES.linkSent(email))).toBeVisible();
  const mail = await latestMail(email);
  expect(mail).toMatch(/^Subject: Payment awaiting: 3 extra page\(s\)/m);
  expect(mail).toContain('/dashboard?tab=billing');

  await awaiting.getByRole('button', { name: `Cancel the charge for 2 extra page(s) of ${email}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this charge?' })
    .getByRole('button', { name: 'Cancel Charge' })
    .click();
  await expect(toast(page, BOOKKEEPING_MESSAGES.chargeCancelled('2 extra page(s)'))).toBeVisible();
  await expect(owed).toHaveCount(1);
  // No longer payable from the customer's Billing either.
  expect(queryDb<{ status: string }>('select status from orders where public_id = ?', `ord_drop${stamp}`)).toEqual([
    { status: 'expired' },
  ]);
});

test('the bookkeeper refunds part of a payment, then the rest', async ({ page }) => {
  const email = uniqueEmail('refunded');
  const stamp = `${Date.now()}${process.pid}`;
  recordCharge({
    userId: recordAccount(email),
    publicId: `ord_back${stamp}`,
    email,
    name: 'Rita Refunded',
    description: '1 extra page(s)',
    cents: 5000,
    status: 'paid',
    at: Date.now(),
  });
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=payments');
  const received = page.getByRole('table', { name: 'Payments received' });
  const row = received.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('$50');

  await row.getByRole('button', { name: `Refund 1 extra page(s) of ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
  const amount = dialog.getByLabel('Amount to refund (USD)');
  await expect(amount).toHaveValue('50.00');
  await amount.fill('20.001');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText(PAYMENT_MESSAGES.refundAmount)).toBeVisible();
  await amount.fill('20');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page, /^Refunded \$20 of \$50/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: '$20' })).toBeVisible();

  await row.getByRole('button', { name: `Refund 1 extra page(s) of ${email}` }).click();
  await expect(amount).toHaveValue('30.00');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page, /^Refunded \$30, the rest of \$50/)).toBeVisible();
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await expect(row).toContainText('Refunded');
  expect(
    queryDb<{ status: string; refunded_cents: number }>(
      'select status, refunded_cents from orders where public_id = ?',
      `ord_back${stamp}`,
    ),
  ).toEqual([{ status: 'refunded', refunded_cents: 5000 }]);
});

test('on a 390 px phone the Payments tab fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=payments');
  await expect(page.getByRole('heading', { name: 'Revenue by month' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export all charges (CSV)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an admin without the Payments permission has no Payments tab', async ({ page, request }) => {
  const admin = await createAdminByApi(request, { name: 'Fiona Files', permissions: ['files'] });
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Files' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveCount(0);
  expect((await request.get('/api/admin/charges.csv', { headers: bearer(admin.token) })).status()).toBe(403);
});
