import { expect, latestMail, queryDb, signIn, signUpByApi, test, uniqueEmail, DEMO } from './fixtures';
import type { Page } from '@playwright/test';

const nextStep = (page: Page) => page.getByRole('button', { name: /Next Step/ }).click();

/** A local calendar date this many days ahead, as an <input type=date> takes it. */
function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function fillAccount(page: Page, name: string, email: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wizard-pass-1');
  await page.getByLabel('Confirm password').fill('wizard-pass-1');
}

test('a new visitor buys Pro from the landing page to the dashboard', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('wizard');
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Pro Plan' }).click();
  await expect(page).toHaveURL(/\/book\/pro$/, { timeout: 6000 });

  await expect(page.getByRole('heading', { name: 'Confirm Your Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Previous/ })).toBeDisabled();
  await nextStep(page);

  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  await nextStep(page);
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Messages' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeHidden();
  await fillAccount(page, 'Wanda Wizard', email);
  await expect(page.getByText('Account created automatically! You can continue or exit anytime.')).toBeVisible();
  await nextStep(page);
  await expect(page.getByText('Please complete payment processing to continue')).toBeVisible();

  await page.getByRole('button', { name: 'Pay $900 securely' }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: 'Pay $900 (test)' }).click();
  await expect(page).toHaveURL(/\/book\/pro/);
  await expect(page.getByText('Payment successful', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();

  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await nextStep(page);
  await expect(page.getByText('Business name is required')).toBeVisible();
  await page.getByLabel('Business name').fill('Wanda’s Bakery');
  await page.getByLabel('Preferred start date').fill(daysAhead(40));
  // Leaving and coming back keeps the step and what was typed.
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Wanda’s Bakery');
  await nextStep(page);

  await expect(page.getByRole('heading', { name: 'Website Design Preferences' })).toBeVisible();
  await page.getByLabel('Design references').fill('https://example.com/inspiration');
  await nextStep(page);

  await expect(page.getByRole('heading', { name: 'Service Agreement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Service agreement text' })).toContainText(
    '8. Limitation of liability',
  );
  const complete = page.getByRole('button', { name: 'Complete Booking' });
  await expect(complete).toBeDisabled();
  await page.getByLabel('Signature').fill('Wanda Wizard');
  await page.getByLabel('I have read and agree to the service agreement.').check();
  await complete.click();
  await expect(page.getByText('Booking complete! Taking you to your dashboard…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });

  const [order] = queryDb<{ id: number; status: string; amount_cents: number; plan: string }>(
    'select id, status, amount_cents, plan from orders where email = ?',
    email,
  );
  expect(order).toMatchObject({ status: 'paid', amount_cents: 90000, plan: 'pro' });
  expect(queryDb('select business_name, start_date from projects where order_id = ?', order!.id)).toEqual([
    { business_name: 'Wanda’s Bakery', start_date: daysAhead(40) },
  ]);
  expect(queryDb('select signature from contracts where order_id = ?', order!.id)).toEqual([
    { signature: 'Wanda Wizard' },
  ]);
  expect(queryDb('select plan from users where email = ?', email)).toEqual([{ plan: 'pro' }]);
  expect(await latestMail(email, (raw) => /^Subject: Your receipt for Pro plan/m.test(raw))).toContain(
    'Amount paid: $900',
  );
});

test('a cancelled payment lands on the cancelled page with no charge, and the wizard keeps its place', async ({
  page,
}) => {
  const email = uniqueEmail('cancel');
  await page.goto('/book/STARTER');
  await expect(page).toHaveURL(/\/book\/starter$/);
  await nextStep(page);
  await fillAccount(page, 'Carl Cancel', email);
  await expect(page.getByText('Account created automatically! You can continue or exit anytime.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $600 securely' }).click();
  await page.getByRole('button', { name: 'Cancel and return' }).click();

  await expect(page).toHaveURL(/\/payment-cancelled\?order_id=/);
  await expect(page.getByText(/no charge was made/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/#pricing');
  expect(queryDb('select status, paid_at from orders where email = ?', email)).toEqual([
    { status: 'cancelled', paid_at: null },
  ]);

  await page.goto('/book/starter');
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  await expect(page.getByText(`Signed in as`)).toBeVisible();
});

test('an address that has an account, with another password, is told to sign in', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  await signUpByApi(request, { name: 'Tara Taken', email, password: 'the-real-password' });
  await page.goto('/book/starter');
  await nextStep(page);
  await fillAccount(page, 'Tara Again', email);
  await expect(
    page.getByText('An account with this email already exists, and this is not its password.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Account created automatically!')).toHaveCount(0);
});

test('an unknown plan in the address says which plans exist', async ({ page }) => {
  await page.goto('/book/platinum');
  await expect(
    page.getByText('Invalid plan "platinum". Valid plans are: starter, pro, elite, admin_special'),
  ).toBeVisible();
});

test('an admin who opens admin_special by its address stays on it, however long ago the page was cached', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The server keeps a rendered page while its data is unchanged: the browser's clock is two
  // minutes past the time that page was rendered at.
  await page.clock.install({ time: Date.now() + 120_000 });
  await page.goto('/book/admin_special');
  await expect(page.getByRole('heading', { name: 'Admin Special plan', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/book\/admin_special$/);
});

test('an admin completes an admin_special booking with a meeting', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('special');
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/book/admin_special');
  await expect(page.getByText('FREE').first()).toBeVisible();
  await nextStep(page);

  await expect(page.getByRole('radio', { name: /PayPal/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Create Account & Continue/ }).click();
  await expect(page.getByText('Please fill in all account information correctly')).toBeVisible();
  await fillAccount(page, 'Sam Special', email);
  await page.getByRole('button', { name: /Create Account & Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Schedule Zoom Meeting' })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText('Admin Override Active').first()).toBeVisible();

  await nextStep(page);
  await expect(page.getByText('Please select a meeting date and time')).toBeVisible();
  const days = page.getByRole('grid').getByRole('button', { disabled: false });
  if ((await days.count()) < 2) await page.getByRole('button', { name: 'Next month' }).click();
  await days.last().click();
  const free = page
    .getByRole('group', { name: 'Available times' })
    .getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/ });
  await free.last().click();
  await expect(page.getByText('Reserved for 15 minutes, not saved yet')).toBeVisible();
  await nextStep(page);
  await expect(
    page.getByText('Please click "Book This Meeting" to save your Zoom booking before proceeding'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Book This Meeting' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await nextStep(page);
  await nextStep(page);

  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByText('Zoom meeting booked for the Admin Special account.')).toBeVisible();
  expect(queryDb('select plan, is_admin from users where email = ?', email)).toEqual([
    { plan: 'admin_special', is_admin: 0 },
  ]);
  expect(queryDb("select status from meetings where email = ? and status = 'booked'", email)).toHaveLength(1);
  expect(queryDb('select status, provider from orders where email = ?', email)).toEqual([
    { status: 'paid', provider: 'none' },
  ]);
});
