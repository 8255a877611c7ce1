import { customerWhoPaid } from './customers';
import { expect, latestMail, latestMailLink, queryDb, test, toast, uniqueEmail } from './fixtures';

interface OrderRow {
  status: string;
  amount_cents: number;
}

async function startCheckout(request: import('@playwright/test').APIRequestContext, email: string, plan = 'starter') {
  const res = await request.post('/api/payment/process', {
    data: { plan, amount: 1, customer_name: 'Page Buyer', customer_email: email, payment_method: 'stripe' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { checkout_url: string; order_id: string; session_id: string; checkout_secret: string };
}

test('a buyer pays at the test checkout, is verified, signs the agreement and then uploads two files', async ({
  page,
  request,
}) => {
  // The success page counts down 10 seconds before moving on by itself: the page's clock is
  // installed so the test can run those 10 seconds at once instead of waiting them out.
  test.setTimeout(60_000);
  await page.clock.install();
  const email = uniqueEmail('pages');
  const checkout = await startCheckout(request, email);
  await page.goto(checkout.checkout_url);
  await expect(page.getByText('Test checkout: no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $600 (test)' }).click();

  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expect(page.getByText(`A receipt was sent to ${email}`)).toBeVisible();
  await expect(page.locator('.countdown')).toContainText(/Continuing to project setup in \d+ seconds?/);
  // The 10-second countdown moves on by itself.
  await page.clock.runFor(10_000);
  // Bought signed out: the order page opens with the checkout secret the return carried, never the id alone.
  await expect(page).toHaveURL(/\/file-upload-contract\?session_id=.+&order_id=.+&checkout_secret=/);
  expect(await latestMail(email)).toMatch(/^Subject: Your receipt for Starter plan/m);

  // Spec part 2 §1: signing comes first; the upload waits for it.
  await expect(
    page.getByText('Sign the service agreement above first; then you can upload your files here.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose files…' })).toBeDisabled();
  await page.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(page.getByText('Please tick the box to agree to the service agreement')).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Page Buyer');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(page.getByText(/Signed by Page Buyer/)).toBeVisible();

  await page.locator('input[type=file]').setInputFiles([
    { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('Our bakery sells bread.') },
    { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') },
  ]);
  await page.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(page.getByText('Files on this order (2)')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`service-agreement-${checkout.order_id}.pdf`);
  expect((await page.request.get(`/api/orders/${checkout.order_id}/contract.pdf`)).status()).toBe(404);

  const files = queryDb<{ filename: string }>(
    'select filename from files f join orders o on o.id = f.order_id where o.public_id = ? order by filename',
    checkout.order_id,
  );
  expect(files.map((file) => file.filename)).toEqual(['brief.txt', 'logo.png']);
});

test('a declined card charges nothing, and the buyer can leave for the cancelled page', async ({ page, request }) => {
  const checkout = await startCheckout(request, uniqueEmail('declined'));
  await page.goto(checkout.checkout_url);
  await page.getByRole('button', { name: 'Simulate a declined card' }).click();
  await expect(page.getByText(/Your card was declined \(test checkout\)/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await expect(page).toHaveURL(/\/payment-cancelled/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  expect(queryDb<OrderRow>('select status, amount_cents from orders where public_id = ?', checkout.order_id)).toEqual([
    { status: 'failed', amount_cents: 60000 },
  ]);
});

test('the success page without a session says so', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByText('No payment session found')).toBeVisible();
  await page.goto('/file-upload-contract');
  await expect(page.getByText('No order information found. Please contact support.')).toBeVisible();
});

test('a visitor who paid first signs up with its order ID, and the order is linked once the address is confirmed', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('linked');
  const checkout = await startCheckout(request, email, 'elite');
  await page.goto(checkout.checkout_url);
  await page.getByRole('button', { name: 'Pay $1,200 (test)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();

  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Linda Linked');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('linked-pass-1');
  await page.getByLabel('Confirm password').fill('linked-pass-1');
  await page.getByLabel(/Order ID/).fill('ord_does_not_exist');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Order not found. Check the order ID on your receipt.')).toBeVisible();
  expect(queryDb('select id from users where email = ?', email)).toEqual([]);

  await page.getByLabel(/Order ID/).fill(checkout.order_id);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, /confirm your address; your order is linked then/)).toBeVisible();
  // Anyone can type an order id and an address: the order waits for the proof.
  expect(queryDb('select plan, order_id from users where email = ?', email)).toEqual([{ plan: null, order_id: null }]);

  const link = new URL(await latestMailLink(email, '/verify-email'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();
  expect(queryDb('select plan, order_id from users where email = ?', email)).toEqual([
    { plan: 'elite', order_id: checkout.order_id },
  ]);
});

test('a signed-in buyer asks for a full refund within 24 hours', async ({ page, request }) => {
  const { email, orderId } = await customerWhoPaid(page, request, { name: 'Rhea Refund', plan: 'starter' });

  await page.goto(`/file-upload-contract?order_id=${orderId}`);
  await page.getByRole('button', { name: 'Request a full refund' }).click();
  await page.getByRole('button', { name: 'Yes, refund my order' }).click();
  await expect(page.getByText(/Your refund has been issued/).first()).toBeVisible();
  expect(queryDb('select status from orders where public_id = ?', orderId)).toEqual([{ status: 'refunded' }]);
  expect(queryDb('select plan from users where email = ?', email)).toEqual([{ plan: null }]);
});
