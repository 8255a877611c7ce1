import { DEMO, execDb, expect, latestMail, signIn, test, toast, uniqueEmail } from './fixtures';

// Issue 35 §0: mail that could not be delivered after every try is shown to the team, who send it again.
test('an admin sees an email that failed, and why, and sends it again', async ({ page }) => {
  const to = uniqueEmail('undelivered');
  execDb(
    `insert into email_outbox ("to", subject, text, html, status, attempts, error)
     values (?, 'Your receipt', 'Thank you for your payment.', '<p>Thank you for your payment.</p>', 'failed', 8, ?)`,
    to,
    'connect ECONNREFUSED 10.0.0.5:587',
  );
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin?tab=emails');
  await expect(page.getByText(/could not be delivered after every try/)).toBeVisible();
  await page.getByRole('button', { name: 'Failed', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: to });
  await expect(row.getByText('Try 8: connect ECONNREFUSED 10.0.0.5:587')).toBeVisible();

  await row.getByRole('button', { name: `Send "Your receipt" to ${to} again` }).click();
  await expect(toast(page, `Sent again to ${to}`)).toBeVisible();
  expect(await latestMail(to)).toContain('Subject: Your receipt');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: to }).getByText('Written to the mail folder')).toBeVisible();
});
