import { expect, test } from './fixtures';

// Each route declares its title and description (staticData.page); the server writes them into the
// page it sends, and the app keeps them right on every client-side navigation, screens the
// browser renders included.

test('the title and description follow client-side navigation, to every kind of page and back', async ({ page }) => {
  const header = page.locator('header');
  const description = page.locator('meta[name="description"]');
  await page.goto('/');
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
  await expect(page).toHaveTitle('Goldline Studio · Custom websites, one fixed price');

  await header.getByRole('link', { name: 'Portfolio', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Portfolio · Goldline Studio');
  await expect(description).toHaveAttribute('content', /bakeries, law firms/);

  await header.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Goldline Studio');

  await page.goBack();
  await expect(page).toHaveTitle('Portfolio · Goldline Studio');

  await header.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Password').fill('customer-demo-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page).toHaveTitle('Dashboard · Goldline Studio');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the styleguide says noindex only while it is shown', async ({ page }) => {
  await page.goto('/styleguide');
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveTitle(/^Blog · /);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
