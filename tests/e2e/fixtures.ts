import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { bearer } from '../fixtures/bearer';
import { waitForApp } from './throttle';

export { bearer };

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-123' },
  customer: { email: 'customer@example.com', password: 'customer-demo-123' },
} as const;

/**
 * The server from global-setup, and a guard that fails any test whose page logged a
 * Content-Security-Policy violation or an uncaught error.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // Each test is its own visitor, from its own address (the server trusts the proxy header, as
  // behind a load balancer): the per-address limits then count one test's calls, not the suite's.
  // eslint-disable-next-line no-empty-pattern -- as above.
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'X-Forwarded-For': visitorAddress(testInfo.testId) }),
  // Server-rendered pages are visible before they are interactive: wait for hydration after goto.
  // A public page starts its app at the visitor's first interaction (decision 046): the visitor
  // moves the mouse first.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await startApp(page);
      return response;
    };
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Chromium logs only some violations to the console (not an eval that the page catches, as
      // a library probing for eval does); the event reports every one.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          problems.push(message.text());
      });
      await use(problems);
      expect(problems, 'the page logged CSP violations or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Waits for the app to take the page over, first moving the mouse where the page starts it at the
 * first interaction (a pointer event sent to the document: a real move would hover something).
 */
export async function startApp(page: Page) {
  await page.waitForSelector('#root', { state: 'attached' });
  await page.evaluate(() => {
    if (document.getElementById('root')?.dataset.entry)
      document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
  });
  await waitForApp(page);
}

/** A private address of the 10/8 block, the same for each try of one test. */
function visitorAddress(testId: string): string {
  const hash = [...testId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.test`;
}

/**
 * A mail with each folded header line joined, in the part headers too. Not after a
 * quoted-printable soft break ("PM=" ending one line, " GMT+1" starting the next), which mailBody
 * joins; an encoded word's end ("?=") is no soft break.
 */
const unfolded = (raw: string) => raw.replace(/(?<![^?]=\r?)\r?\n[ \t]+/g, ' ');

/** The newest .eml the server wrote to `to` (headers unfolded), waiting up to 5 s for it. */
export async function latestMail(to: string, accept: (raw: string) => boolean = () => true): Promise<string> {
  const mailDir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const toHeader = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
    for (const file of files) {
      const raw = unfolded(fs.readFileSync(path.join(mailDir, file), 'utf8'));
      if (toHeader.test(raw.split(/\r?\n\r?\n/)[0] ?? '') && accept(raw)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no matching mail was written for ${to}`);
}

/**
 * The action link of the newest mail to `to` whose link opens `page`: an account gets several
 * (the address's confirmation at sign-up, then a reset link), and the one awaited may not be
 * written yet when an earlier one already is.
 */
export async function latestMailLink(to: string, page: string): Promise<string> {
  const linkTo = (text: string) => text.match(/^X-Action-Link: (\S+)/im)?.[1];
  const raw = await latestMail(to, (text) => new URL(linkTo(text) ?? 'http://none/').pathname === page);
  return linkTo(raw)!;
}

/** Opens the `nth` day the meeting picker offers (into the next month when this one has too few); its time buttons. */
async function pickBookableDay(page: Page, nth: number) {
  const days = page.getByRole('grid').getByRole('button', { disabled: false });
  const inThisMonth = await days.count();
  if (inThisMonth >= nth) await days.nth(nth - 1).click();
  else {
    await page.getByRole('button', { name: 'Next month' }).click();
    await days.nth(nth - 1 - inThisMonth).click();
  }
  return page.getByRole('group', { name: 'Available times' }).getByRole('button');
}

export const pickFirstDay = (page: Page) => pickBookableDay(page, 1);

/**
 * A day whose every slot is more than a day away, whatever the time now: the first bookable day
 * can be tomorrow (no meeting is booked for the same day), the second is two days out at least.
 * A reminder the day before is then still to come.
 */
export const pickDayMoreThanADayAway = (page: Page) => pickBookableDay(page, 2);

/** The time a slot's button offers, as the booking shows it afterwards ("1:00 PM"). */
export async function timeOf(slot: Locator) {
  const time = /\d{1,2}:\d{2} [AP]M/.exec((await slot.textContent()) ?? '')?.[0];
  expect(time, 'a slot button names its time').toBeTruthy();
  return time!;
}

/** A mail's body as its reader sees it: quoted-printable soft breaks joined and escapes decoded. */
export const mailBody = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The demo admin signs in and opens the details of `customerName`'s project from its row's menu: the dialog. */
export async function projectDetailsAsAdmin(page: Page, customerName: string) {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin?tab=projects');
  await page.getByRole('button', { name: `More actions for ${customerName}'s project` }).click();
  await page.getByRole('menuitem', { name: `Details of ${customerName}'s project` }).click();
  return page.getByRole('dialog', { name: 'Project details' });
}

/**
 * A toast in the top-right stack (Radix also announces it in a hidden live region, not this).
 * includeHidden: an open modal marks everything outside it aria-hidden, the toast stack included.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText(text);
}

/** Creates an account through the sign-up screen; the visitor ends signed in on the home page. */
export async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Creates an account through the API (POST /api/signup): its bearer token. */
export async function signUpByApi(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const signup = await request.post('/api/signup', { data: account });
  expect(signup.ok()).toBe(true);
  return ((await signup.json()) as { access_token: string }).access_token;
}

/** Signs in through the API (POST /api/login): the account's bearer token. */
export async function signInByApi(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/login', { data: account });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** An admin the demo owner creates with only `permissions` (POST /api/admin/create-admin), and their token. */
export async function createAdminByApi(
  request: APIRequestContext,
  admin: { name: string; permissions?: string[]; adminLevel?: 'standard' | 'super_admin' },
) {
  const email = uniqueEmail('admin');
  const password = 'admin-pass-1';
  const created = await request.post('/api/admin/create-admin', {
    data: {
      email,
      name: admin.name,
      password,
      admin_level: admin.adminLevel ?? 'standard',
      permissions: admin.permissions,
    },
    headers: bearer(await signInByApi(request, DEMO.admin)),
  });
  expect(created.status()).toBe(200);
  return { email, password, token: await signInByApi(request, { email, password }) };
}

/** The page starts signed in as `token`'s account, as after a sign-in: the token is stored before any script runs. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('auth-token', value), token);
}

/** Starts the test checkout of a plan as `token`'s customer (POST /api/payment/process). */
export async function startCheckoutByApi(
  request: APIRequestContext,
  token: string,
  order: { plan: string; name: string; email: string },
) {
  const started = await request.post('/api/payment/process', {
    data: { plan: order.plan, customer_name: order.name, customer_email: order.email },
    headers: bearer(token),
  });
  expect(started.ok()).toBe(true);
  const body = (await started.json()) as { session_id: string; checkout_url: string; order_id: string };
  return { sessionId: body.session_id, checkoutUrl: body.checkout_url, orderId: body.order_id };
}

/** Buys a plan as `token`'s customer: the test checkout started and paid, as its Pay button would. */
export async function buyPlanByApi(
  request: APIRequestContext,
  token: string,
  order: { plan: string; name: string; email: string },
) {
  const { sessionId } = await startCheckoutByApi(request, token, order);
  const paid = await request.post('/trpc/payment.finishTestCheckout', {
    data: { sessionId, outcome: 'succeed' },
    headers: bearer(token),
  });
  expect(paid.ok()).toBe(true);
}

/** Signs the bought plan's agreement as `token`'s customer, in the name given (POST /api/contract/sign). */
export async function signAgreementByApi(request: APIRequestContext, token: string, signature: string) {
  const signed = await request.post('/api/contract/sign', { data: { signature }, headers: bearer(token) });
  expect(signed.status()).toBe(200);
}

function withDb<T>(readonly: boolean, use: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.db'), { readonly, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Reads the e2e server's database directly, to prove what a journey stored. */
export const queryDb = <T>(sql: string, ...params: unknown[]): T[] =>
  withDb(true, (db) => db.prepare(sql).all(...params) as T[]);

/** Writes what a screen that does not exist yet (the admin area) would write, to test what customers see. */
export const execDb = (sql: string, ...params: unknown[]) => withDb(false, (db) => db.prepare(sql).run(...params));
