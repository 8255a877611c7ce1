import type { Locator, Page } from '@playwright/test';
import { CONNECTION_MESSAGES } from '../../src/shared/schemas/connection-messages';
import { CUSTOMER_MESSAGES } from '../../src/shared/schemas/customer';
import { DEMO, expect, queryDb, signIn, test, toast } from './fixtures';

// Decision 054: a request that gets no answer, or a proxy's error page instead of the app's, says
// so in words, leaves the form as it was, and works when tried again.

const PROXY_ERROR_PAGE = { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' };

async function contactForm(page: Page) {
  await signIn(page, DEMO.customer.email, DEMO.customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard?tab=contact');
  return page.getByLabel('Your message');
}

/** Sends the contact form, which fails: the reason shows and what was typed stays. */
async function sendFails(page: Page, message: Locator, text: string, reason: string) {
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, reason)).toBeVisible();
  await expect(message).toHaveValue(text);
}

const messagesSaying = (text: string) => queryDb('select id from customer_messages where message = ?', text);

test('offline, a message is not left waiting: it says so, keeps the text and sends once back online', async ({
  page,
  context,
}) => {
  const text = `Sent while offline ${Date.now()}`;
  const message = await contactForm(page);
  await message.fill(text);
  await context.setOffline(true);
  await sendFails(page, message, text, CONNECTION_MESSAGES.unreachable);
  expect(messagesSaying(text)).toEqual([]);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, CUSTOMER_MESSAGES.messageSent)).toBeVisible();
  expect(messagesSaying(text)).toHaveLength(1);
});

test("a tab that cannot fetch the toasts' code still shows them, and keeps what was typed", async ({
  page,
  context,
}) => {
  // The stack's code loads with the first toast; offline, that first toast is often the one saying so.
  await page.route('**/assets/ToastStack-*.js', (route) => route.abort('internetdisconnected'));
  const text = `Sent with no toast code ${Date.now()}`;
  const message = await contactForm(page);
  await message.fill(text);
  await context.setOffline(true);
  await sendFails(page, message, text, CONNECTION_MESSAGES.unreachable);
  await page.getByRole('button', { name: 'Dismiss notification' }).last().click();
  await expect(toast(page, CONNECTION_MESSAGES.unreachable)).toHaveCount(0);
});

test("a proxy's error page instead of the answer says the server could not answer, not what the page holds", async ({
  page,
}) => {
  const text = `Sent through a failing proxy ${Date.now()}`;
  const message = await contactForm(page);
  await page.route('**/trpc/customer.sendMessage**', (route) => route.fulfill(PROXY_ERROR_PAGE));
  await message.fill(text);
  await sendFails(page, message, text, CONNECTION_MESSAGES.serverTrouble);

  await page.unroute('**/trpc/customer.sendMessage**');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, CUSTOMER_MESSAGES.messageSent)).toBeVisible();
  expect(messagesSaying(text)).toHaveLength(1);
});

test('a sign-in whose connection drops says the server could not be reached, and the next try signs in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.route('**/trpc/auth.login**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password').fill(DEMO.customer.password);
  const signInButton = page.getByRole('button', { name: 'Sign In' });
  await signInButton.click();
  await expect(page.getByRole('alert')).toContainText(CONNECTION_MESSAGES.unreachable);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.customer.email);

  await page.unroute('**/trpc/auth.login**');
  await signInButton.click();
  await expect(page).toHaveURL(/\/$/);
});

test("an admin's message that meets a proxy's error page keeps the spec's words and says why underneath", async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name: /Customers/ })
    .click();
  await page.getByLabel('Search customers').fill(DEMO.customer.email);
  await page.getByRole('button', { name: `Send a message to ${DEMO.customer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send message' });
  await dialog.getByLabel('Subject').fill('About your launch');
  await dialog.getByLabel('Message').fill('We go live on Monday.');
  await page.route('**/trpc/admin.**', (route) => route.fulfill(PROXY_ERROR_PAGE));
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Failed to send message')).toBeVisible();
  await expect(toast(page, CONNECTION_MESSAGES.serverTrouble)).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue('We go live on Monday.');
});

test('a screen whose code is gone (a tab older than the last deploy) says so and reloads into it', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.route('**/assets/EmailsTab-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await tabs.getByRole('tab', { name: /Emails/ }).click();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Reload the page to get the latest version.');
  // The header stays, so the rest of the site is a click away.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute('**/assets/EmailsTab-*.js');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: /Emails/ })).toHaveAttribute('aria-selected', 'true');
});
