import fs from 'node:fs';
import { pdfAttachments, pdfPages } from '../fixtures/pdf';
import { customerWithSignedAgreement } from './customers';
import { expect, latestMail, mailBody, projectDetailsAsAdmin, queryDb, signIn, test, toast } from './fixtures';

// Issue 36 §8: a change of terms after signing is an addendum the customer signs. An admin of
// payments issues it from the project's details, the customer signs it in the dashboard, and the
// agreement's PDF holds the original and its certificate, then the addendum and its own.
test('an admin issues an addendum, the customer signs it, and the PDF holds both', async ({ page, request }) => {
  test.setTimeout(90_000);
  const change = 'Delivery moves from 4 weeks to 6 weeks from the project start, at no extra cost.';
  const { name, email, password } = await customerWithSignedAgreement(request, { name: `Ada Addendum ${Date.now()}` });
  const signedBefore = queryDb(
    'select c.* from contracts c join users u on u.id = c.user_id where u.email = ? and c.voided_at is null',
    email,
  );

  const details = await projectDetailsAsAdmin(page, name);
  await expect(details.getByText('No change of terms since signing.')).toBeVisible();
  await details.getByRole('button', { name: 'Issue addendum…' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue an addendum' });
  await issue.getByRole('button', { name: 'Issue addendum' }).click();
  await expect(
    issue.getByText('Please write the change of terms the customer is asked to sign (at least 20 characters).'),
  ).toBeVisible();
  await issue.getByLabel(/Change of terms/).fill(change);
  await issue.getByRole('button', { name: 'Issue addendum' }).click();
  await expect(toast(page, `Addendum issued. We emailed ${email} to read and sign it.`)).toBeVisible();
  await expect(issue).toHaveCount(0);
  await expect(details.getByRole('list', { name: 'Addenda' })).toContainText('Awaiting signature');
  expect(mailBody(await latestMail(email, (raw) => raw.includes('addendum 1')))).toContain(change);

  // The customer reads it in their dashboard and signs it as they signed the agreement.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  const step = page.getByRole('region', { name: 'Sign addendum 1 to your service agreement' });
  await expect(step.getByRole('region', { name: 'Text of addendum 1' })).toContainText(change);
  await step.getByLabel('Type your full name to sign').fill(name);
  await step.getByLabel(/I have read and agree to addendum 1/).check();
  await step.getByRole('button', { name: 'Sign Addendum' }).click();
  await expect(toast(page, 'Addendum signed')).toBeVisible();
  await expect(step).toHaveCount(0);
  await expect(page.getByText('with 1 signed addendum')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = fs.readFileSync(await download.path());
  const pages = pdfPages(pdf);
  const [original] = queryDb<{ id: string; hash: string }>(
    'select c.public_id as id, c.text_sha256 as hash from contracts c join users u on u.id = c.user_id where u.email = ?',
    email,
  );
  const [addendum] = queryDb<{ id: string; hash: string; signature: string }>(
    `select a.public_id as id, a.text_sha256 as hash, a.signature from agreement_addenda a
     join contracts c on c.id = a.contract_id join users u on u.id = c.user_id where u.email = ?`,
    email,
  );
  expect(addendum?.signature).toBe(name);
  expect(pages[0]).toContain('Goldline Studio Service Agreement');
  expect(pages[1]).toContain('Signature certificate');
  expect(pages[1]).toContain(`SHA-256 of the signed text\n${original!.hash}`);
  expect(pages[2]).toContain(change);
  expect(pages[3]).toContain('Signature certificate: addendum 1');
  expect(pages[3]).toContain(`Signed by (typed name)\n${name}`);
  expect(pages[3]).toContain(`SHA-256 of the signed text\n${addendum!.hash}`);
  expect([...pdfAttachments(pdf).keys()]).toEqual([`${original!.id}.txt`, `${addendum!.id}.txt`]);
  // The agreement it amends is as it was signed.
  expect(
    queryDb(
      'select c.* from contracts c join users u on u.id = c.user_id where u.email = ? and c.voided_at is null',
      email,
    ).map((row) => ({ ...(row as object), pdf_stored_name: null, pdf_key: null })),
  ).toEqual(signedBefore.map((row) => ({ ...(row as object), pdf_stored_name: null, pdf_key: null })));
});
