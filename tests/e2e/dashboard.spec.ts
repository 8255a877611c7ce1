import type { APIRequestContext, Page } from '@playwright/test';
import { customerWhoPaid } from './customers';
import {
  execDb,
  expect,
  queryDb,
  signAgreementByApi,
  signUpByApi,
  test,
  toast,
  uniqueEmail,
  useToken,
} from './fixtures';

/** A new customer who bought Pro through the test checkout and signed its agreement, signed in on `page`. */
async function proCustomer(page: Page, request: APIRequestContext) {
  const { email, token } = await customerWhoPaid(page, request, { name: 'Dana Dashboard', plan: 'pro' });
  await signAgreementByApi(request, token, 'Dana Dashboard');
  return email;
}

test('a customer uploads, downloads and deletes files, requests a revision and pages, and writes to the team', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await proCustomer(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Dashboard' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });

  await tabs.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByText('No files yet. Upload your logo, content and images above.')).toBeVisible();
  await page.getByLabel('Choose files').setInputFiles([
    { name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('About our bakery') },
    { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('png') },
  ]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('button', { name: 'Download brief.txt' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download brief.txt' }).click();
  expect((await download).suggestedFilename()).toBe('brief.txt');
  await page.getByRole('button', { name: 'Delete logo.png' }).click();
  await page.getByRole('button', { name: 'Delete File' }).click();
  await expect(toast(page, 'File "logo.png" deleted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete logo.png' })).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Revisions' }).click();
  await page.getByRole('button', { name: 'Submit Revision Request' }).click();
  await expect(page.getByText('Please enter revision details')).toBeVisible();
  await page.getByLabel('What would you like changed?').fill('Make the logo bigger');
  // A page named rather than addressed: the site may not be online yet.
  await page.getByLabel('Which page?').fill('About');
  await page.getByRole('button', { name: 'Submit Revision Request' }).click();
  await expect(toast(page, 'Revision request submitted successfully!')).toBeVisible();
  await expect(page.getByText('Make the logo bigger')).toBeVisible();
  await expect(page.getByText('Page: About')).toBeVisible();

  await tabs.getByRole('tab', { name: 'Pages' }).click();
  await page.getByLabel('Number of pages').fill('2');
  await page.getByRole('button', { name: 'Request Pages' }).click();
  await expect(page.getByRole('button', { name: 'Pay $100' })).toBeVisible();
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();

  await tabs.getByRole('tab', { name: 'Contact' }).click();
  await page.getByLabel('Your message').fill('When do we start?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent successfully to admin!')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByText('When do we start?')).toBeVisible();

  expect(queryDb('select filename from files where owner_email = ?', email)).toEqual([{ filename: 'brief.txt' }]);
  expect(
    queryDb(
      'select pages_requested, status from extra_page_requests r join users u on u.id = r.user_id where u.email = ?',
      email,
    ),
  ).toEqual([{ pages_requested: 2, status: 'awaiting_payment' }]);
});

test('a customer without a plan selects Starter, then upgrades to Pro for the difference', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('upgrade');
  await useToken(page, await signUpByApi(request, { name: 'Uma Upgrade', email, password: 'upgrade-pass-1' }));
  await page.goto('/dashboard');
  await expect(page.getByText('You have no plan yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Select Plan' }).click();
  await page.getByRole('button', { name: 'Pay with card (Stripe): Starter' }).click();
  await page.getByRole('button', { name: 'Pay $600 (test)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expect(page.getByText('Your Starter plan is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Access Your Dashboard' }).click();
  await expect(page.locator('.dash-details dd', { hasText: /^Starter$/ })).toBeVisible();
  await page.getByLabel('Type your full name to sign').fill('Uma Upgrade');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Sign your service agreement' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Upgrade' }).click();
  await expect(page.getByText('Upgrade for $300')).toBeVisible();
  await expect(page.getByText('Upgrade for $600')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with card (Stripe): upgrade to Pro' }).click();
  await expect(page.getByText('$300').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay $300 (test)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  await expect(page.getByText('Upgrade from Starter to Pro is paid')).toBeVisible();
  await page.getByRole('link', { name: 'Access Your Dashboard' }).click();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.locator('.dash-details dd', { hasText: /^Pro$/ })).toBeVisible();
  expect(queryDb('select plan from users where email = ?', email)).toEqual([{ plan: 'pro' }]);
  expect(
    queryDb("select amount_cents from orders where email = ? and kind = 'upgrade' and status = 'paid'", email),
  ).toEqual([{ amount_cents: 30000 }]);
});

test('the overview shows the project stage, the team’s notes and what changed since the last visit', async ({
  page,
  request,
}) => {
  const email = await proCustomer(page, request);
  const notes =
    'We have set up your staging site and imported the content you sent. Next we will design the home page and share a first draft with you.';
  execDb(
    "update projects set status = 'In Progress', stage = 2, admin_notes = ?, notes_updated_at = ? where email = ?",
    notes,
    Date.now(),
    email,
  );
  execDb(
    "insert into notifications (user_id, type, title, body) select id, 'message', 'New reply from the team', 'We answered your question.' from users where email = ?",
    email,
  );

  await page.goto('/dashboard');
  await expect(toast(page, 'New reply from the team')).toBeVisible();
  await expect(page.getByText('Stage 2: Initial Work')).toBeVisible();
  await expect(page.getByText(notes)).toHaveCount(0);
  await page.getByRole('button', { name: 'Read more' }).click();
  await expect(page.getByText(notes)).toBeVisible();
  await expect
    .poll(
      () =>
        queryDb<{ seen_at: number | null }>(
          'select seen_at from notifications n join users u on u.id = n.user_id where u.email = ?',
          email,
        )[0]!.seen_at,
    )
    .not.toBeNull();
});

test('deleting a file by keyboard leaves focus on the next file, and on the list once it is empty', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await proCustomer(page, request);
  await page.goto('/dashboard?tab=files');
  await page.getByLabel('Choose files').setInputFiles([
    { name: 'first.txt', mimeType: 'text/plain', buffer: Buffer.from('one') },
    { name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from('two') },
  ]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('button', { name: 'Delete second.txt' })).toBeVisible();

  // Whichever comes first: the row after it takes its place.
  const deletes = page.getByRole('button', { name: /^Delete (first|second)\.txt$/ });
  const deleteFirstByKeyboard = async () => {
    await deletes.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Delete File' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Delete File' })).toBeHidden();
  };
  await deleteFirstByKeyboard();
  await expect(deletes).toHaveCount(1);
  await expect(deletes).toBeFocused();
  await deleteFirstByKeyboard();
  await expect(deletes).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Upload a file' })).toBeFocused();
});
