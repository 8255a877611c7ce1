import { customerWithSignedAgreement } from './customers';
import { expect, latestMail, projectDetailsAsAdmin, queryDb, signIn, test, toast } from './fixtures';

// Issue 33: a signature made in someone else's name does not stand for good. An admin of payments
// voids it from the project's details, with the reason the customer is told; the customer signs
// again, and both records stay.
test('an admin voids a signature made in the wrong name, and the customer signs again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { name, email, password } = await customerWithSignedAgreement(request, {
    name: `Vic Void ${Date.now()}`,
    signature: 'Someone Else',
  });

  const details = await projectDetailsAsAdmin(page, name);
  await expect(details.getByText('by “Someone Else”')).toBeVisible();
  await details.getByRole('button', { name: 'Void signature…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Void this signature?' });
  await confirm.getByRole('button', { name: 'Void signature' }).click();
  await expect(confirm.getByText('Please say why the signature is void (the customer reads it).')).toBeVisible();
  await confirm.getByLabel(/Reason/).fill('The agreement was signed by someone else on your behalf.');
  await confirm.getByRole('button', { name: 'Void signature' }).click();
  await expect(toast(page, `Signature voided. We emailed ${email} to sign the agreement again.`)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(details.getByText('Not signed')).toBeVisible();
  expect(await latestMail(email)).toContain('signed by someone else on your behalf');

  // The customer, back in their dashboard, signs again.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  const step = page.getByRole('region', { name: 'Sign your service agreement' });
  await step.getByLabel('Type your full name to sign').fill(name);
  await step.getByLabel(/I have read and agree/).check();
  await step.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(toast(page, 'Contract signed successfully')).toBeVisible();
  expect(
    queryDb<{ signature: string; reason: string | null }>(
      `select c.signature, c.void_reason as reason from contracts c join users u on u.id = c.user_id
       where u.email = ? order by c.id`,
      email,
    ),
  ).toEqual([
    { signature: 'Someone Else', reason: 'The agreement was signed by someone else on your behalf.' },
    { signature: name, reason: null },
  ]);
});
