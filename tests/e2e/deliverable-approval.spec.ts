import { customerWithSignedAgreement } from './customers';
import { DEMO, expect, latestMail, projectDetailsAsAdmin, signIn, test, toast } from './fixtures';

// Issue 36 §7: the team posts work for a stage; the customer sends one back with comments and
// approves the next, which moves the project on.
test('the team posts a deliverable, the customer asks for changes, then approves the next one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Starter includes one revision, so the change the customer asks for below is not paid for first.
  const customer = await customerWithSignedAgreement(request, { name: `Dee Deliver ${Date.now()}` });

  const postForReview = async (note: string) => {
    await page.goto('/admin?tab=projects');
    await page.getByRole('button', { name: `More actions for ${customer.name}'s project` }).click();
    await page.getByRole('menuitem', { name: `Post a deliverable to ${customer.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deliverables for review' });
    await dialog.getByLabel('Stage').selectOption('2');
    await dialog.getByLabel('What to review').fill(note);
    await dialog.getByRole('button', { name: 'Post for Review' }).click();
    await expect(dialog.getByText('Add a preview link or at least one file')).toBeVisible();
    await dialog.getByLabel('Preview link').fill('https://preview.example.test/home');
    await dialog.getByRole('button', { name: 'Post for Review' }).click();
    await expect(toast(page, `Deliverable posted: ${customer.name} has been emailed.`)).toBeVisible();
  };

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await postForReview('The home page, first draft');
  expect(await latestMail(customer.email)).toContain('Ready for your review');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  const review = page.getByRole('region', { name: /For your review/ });
  await expect(review.getByText('The home page, first draft')).toBeVisible();
  await expect(review.getByRole('link', { name: 'Open the preview' })).toHaveAttribute(
    'href',
    'https://preview.example.test/home',
  );
  await review.getByRole('button', { name: 'Ask for Changes' }).click();
  await review.getByRole('button', { name: 'Send Change Request' }).click();
  await expect(review.getByText('Say what should change')).toBeVisible();
  await review.getByLabel('What should change?').fill('A bigger logo, please');
  await review.getByRole('button', { name: 'Send Change Request' }).click();
  await expect(toast(page, 'Your change request is sent: the team will get back to you.')).toBeVisible();
  await expect(review.getByText('Changes asked')).toBeVisible();
  await page.getByRole('tab', { name: /Revisions/ }).click();
  await expect(page.getByText('Changes to Stage 2: Initial Work: A bigger logo, please')).toBeVisible();

  // The team reads the customer's answer on the project itself.
  await page.evaluate(() => localStorage.clear());
  const details = await projectDetailsAsAdmin(page, customer.name);
  const posted = details.getByRole('list', { name: 'Deliverables for review' });
  await expect(posted.getByText('Stage 2: Initial Work · Changes asked')).toBeVisible();
  await expect(posted.getByText('Their comments: A bigger logo, please')).toBeVisible();
  await page.keyboard.press('Escape');
  await postForReview('The home page, second draft');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(review.getByText('For your review (1)')).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Approved: thank you. The team moves on to the next stage.')).toBeVisible();
  await expect(page.getByText('Stage 3: Revisions').first()).toBeVisible();
});
