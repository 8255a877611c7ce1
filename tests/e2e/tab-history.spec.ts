import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, signUpByApi, test, uniqueEmail, useToken } from './fixtures';

/** A tab's accessible name starts with its label; admin tabs add a count after it. */
const named = (label: string) => new RegExp(`^${label}`);

/**
 * Opens `first` then `second` from `start`, and checks the selected tab and the address after each
 * Back, Forward and a reload.
 */
async function walkTabs(page: Page, tablist: Locator, start: string, tabs: [first: string, second: string]) {
  const [first, second] = tabs;
  const selected = () => tablist.getByRole('tab', { selected: true });
  const isOn = async (label: string, query: RegExp) => {
    await expect(selected()).toHaveText(named(label));
    await expect(page).toHaveURL(query);
  };
  const queryOf = (label: string) => new RegExp(`\\?tab=${label.toLowerCase().replace(/ /g, '-')}$`);
  const noTab = /\/(admin|dashboard)$/;

  await isOn(start, noTab);
  await tablist.getByRole('tab', { name: named(first) }).click();
  await isOn(first, queryOf(first));
  await tablist.getByRole('tab', { name: named(second) }).click();
  await isOn(second, queryOf(second));

  await page.goBack();
  await isOn(first, queryOf(first));
  await page.goBack();
  await isOn(start, noTab);
  await page.goForward();
  await isOn(first, queryOf(first));
  await page.goForward();
  await isOn(second, queryOf(second));

  await page.reload();
  await isOn(second, queryOf(second));
}

test('the dashboard tab is in the address: Back, Forward and reload keep the place', async ({ page, request }) => {
  test.setTimeout(60_000);
  await useToken(
    page,
    await signUpByApi(request, { name: 'Tess Tabs', email: uniqueEmail('tabs'), password: 'tabs-pass-1' }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Tess Tabs' })).toBeVisible();

  await walkTabs(page, page.getByRole('tablist', { name: 'Dashboard sections' }), 'Overview', ['Files', 'Billing']);
  await expect(page.getByRole('heading', { name: 'Welcome, Tess Tabs' })).toBeVisible();
});

test('the admin tab is in the address: Back, Forward and reload keep the place', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await walkTabs(page, page.getByRole('tablist', { name: 'Admin sections' }), 'Overview', ['Customers', 'Payments']);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('an unknown admin tab in the address shows the overview', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin?tab=nowhere');
  await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { selected: true })).toHaveText(
    named('Overview'),
  );
});
