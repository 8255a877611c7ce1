import { customerWhoPaid } from './customers';
import { expect, queryDb, test, toast } from './fixtures';

// Spec part 2 §1: signing the contract gives access to the client dashboard. A customer who paid
// but never signed is stopped at the agreement, on a phone-sized screen.
test.use({ viewport: { width: 390, height: 844 } });

test('a customer who paid but did not sign is stopped at the agreement, signs, then uploads; the checklist ticks', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email } = await customerWhoPaid(page, request, { name: 'Gia Gate', plan: 'starter' });

  await page.goto('/dashboard');
  const step = page.getByRole('region', { name: 'Sign your service agreement' });
  await expect(step).toBeVisible();
  await expect(step.getByRole('region', { name: 'Service agreement text' })).toContainText(
    'The Starter plan is a one-time fee of $600',
  );
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist).toContainText('0 of 4 done.');
  await expect(checklist.getByRole('link', { name: 'Sign the service agreement' })).toBeVisible();

  // The server refuses the upload until the agreement is signed.
  await page.getByRole('tab', { name: 'Files' }).click();
  await page
    .getByLabel('Choose files')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByText('Please sign your service agreement first.', { exact: false }).first()).toBeVisible();
  expect(queryDb('select f.id from files f join users u on u.id = f.user_id where u.email = ?', email)).toEqual([]);

  await step.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(step.getByText('Please tick the box to agree to the service agreement')).toBeVisible();
  await step.getByLabel('Type your full name to sign').fill('Gia Gate');
  await step.getByLabel(/I have read and agree/).check();
  await step.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(toast(page, 'Contract signed successfully')).toBeVisible();
  await expect(step).toHaveCount(0);
  expect(
    queryDb<{ signature: string; hash: string }>(
      'select c.signature, length(c.text_sha256) as hash from contracts c join users u on u.id = c.user_id where u.email = ?',
      email,
    ),
  ).toEqual([{ signature: 'Gia Gate', hash: 64 }]);

  await page.getByRole('tab', { name: 'Files' }).click();
  await page
    .getByLabel('Choose files')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('button', { name: 'Download logo.png' })).toBeVisible();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(checklist).toContainText('2 of 4 done.');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Sign the service agreement' })).toContainText(
    'Done:',
  );
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Upload your logo and photos' })).toContainText(
    'Done:',
  );
  await expect(checklist.getByRole('link', { name: 'Tell us about your business' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Project timeline' });
  await expect(timeline).toContainText(
    'We are waiting for you to: Tell us about your business; Book your kickoff call.',
  );
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
