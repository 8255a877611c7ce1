// `npm run screenshots [-- <name filter>]`: pictures of every screen at a phone's width and a
// desktop's, in docs/screenshots/<name>-<width>.png, for design reviews (issue 22).
//
// It shoots the built app: run `npm run build` first (it builds by itself only when there is no
// build at all). It starts that build on a free port with a fresh, seeded data folder, walks
// through the site as a visitor, a buyer at the test checkout, the demo customer and the demo
// admin, and stops the server when done. A filter keeps only the shots whose name contains it:
// `npm run screenshots -- landing`, `npm run screenshots -- admin-`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startAppServer } from '../bench/lib/server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const WIDTHS = [390, 1440];
const HEIGHT = 900;
const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin-demo-123' },
  customer: { email: 'customer@example.com', password: 'customer-demo-123' },
};
const filter = process.argv[2] ?? '';
const wanted = (name) => name.includes(filter);
const anyWanted = (...names) => names.some(wanted);

/** The ids of a list written in the sources (`id: 'users'` or `'files',`), so this script never holds its own copy. */
function idsInSource(file, startMarker, pattern) {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const start = source.indexOf(startMarker);
  const block = source.slice(start, source.indexOf('] as const', start));
  const ids = [...block.matchAll(pattern)].map((match) => match[1]);
  if (start < 0 || ids.length === 0) throw new Error(`no ids found after "${startMarker}" in ${file}`);
  return ids;
}
const ADMIN_TABS = idsInSource('src/shared/admin.ts', 'export const ADMIN_TABS', /id: '([a-z-]+)'/g);
const DASHBOARD_TABS = idsInSource(
  'src/client/features/dashboard/search.ts',
  'const DASHBOARD_TABS',
  /^\s*'([a-z-]+)',$/gm,
);

/** The build, in development mode so the demo accounts and the test checkout are there. */
async function startServer() {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) {
    console.log('No build found: running `npm run build` first.');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const server = await startAppServer({ NODE_ENV: 'development' });
  return { baseUrl: server.url, stop: server.stop };
}

/** Waits until the page has stopped loading: the network quiet, every image (lazy ones too) and the fonts in. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

let taken = 0;
/** One shot per width of what the page shows now; the whole page unless `viewportOnly`. */
async function shoot(page, name, { viewportOnly = false } = {}) {
  if (!wanted(name)) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page);
    const file = path.join(OUT_DIR, `${name}-${width}.png`);
    const shot = await page.screenshot({ fullPage: !viewportOnly, animations: 'disabled', caret: 'hide' });
    // A 256-colour palette (as pngquant would) makes the committed PNGs about a quarter of the size.
    await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 }).toFile(file);
    taken += 1;
    console.log(`  ${path.relative(ROOT, file)}`);
  }
}

/** Goes to a page and waits for the app to take it over (the root layout marks <html data-ready>). */
async function visit(page, url) {
  await page.goto(url);
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
}

/**
 * A browser context that has been here before: it has the web fonts, so every page paints in them
 * from the start, as a returning visitor's does (docs/decisions/029).
 */
async function returningContext(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce' });
  await context.addInitScript(() => localStorage.setItem('fonts-cached', '1'));
  return context;
}

async function signedInContext(browser, baseUrl, account) {
  const context = await returningContext(browser, baseUrl);
  const login = await context.request.post('/api/login', { data: account });
  if (!login.ok()) throw new Error(`could not sign in as ${account.email}: ${login.status()}`);
  const { access_token: token } = await login.json();
  // The app keeps its session in localStorage (spec part 1 §4).
  await context.addInitScript((value) => localStorage.setItem('auth-token', value), token);
  return context;
}

/** A new address each run, so the checkout always starts a fresh order. */
const newEmail = (prefix) => `${prefix}-${Date.now()}@example.test`;

async function publicPages(page) {
  if (anyWanted('landing', 'landing-top')) {
    await visit(page, '/');
    await shoot(page, 'landing-top', { viewportOnly: true });
    await shoot(page, 'landing');
  }
  const posts = await page.request.get('/api/blog').then((res) => res.json());
  for (const [name, url] of [
    ['about', '/about'],
    ['portfolio', '/portfolio'],
    ['blog', '/blog'],
    ['article', `/blog/${posts[0].slug}`],
  ]) {
    if (!wanted(name)) continue;
    await visit(page, url);
    await shoot(page, name);
  }
}

/** The booking wizard bought through as a new visitor: every step, with the test checkout between 2 and 3. */
async function bookingWizard(page) {
  const nextStep = () => page.getByRole('button', { name: /Next Step/ }).click();
  await visit(page, '/book/pro');
  await page.getByRole('heading', { name: 'Confirm Your Plan' }).waitFor();
  await shoot(page, 'book-pro-step-1');
  await nextStep();
  await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
  await shoot(page, 'book-pro-step-2');
  await page.getByLabel('Full name').fill('Sasha Screens');
  await page.getByLabel('Email').fill(newEmail('screens'));
  await page.getByLabel('Password', { exact: true }).fill('screens-pass-1');
  await page.getByLabel('Confirm password').fill('screens-pass-1');
  await page.getByText('Account created automatically!').waitFor();
  await page.getByRole('button', { name: /^Pay .* securely$/ }).click();
  await page.waitForURL(/\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
  await page.waitForURL(/\/book\/pro/);
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await page.getByRole('heading', { name: 'Business Information' }).waitFor();
  await shoot(page, 'book-pro-step-3');
  await page.getByLabel('Business name').fill('Sasha’s Studio');
  const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Preferred start date').fill(start);
  await nextStep();
  await page.getByRole('heading', { name: 'Website Design Preferences' }).waitFor();
  await shoot(page, 'book-pro-step-4');
  await nextStep();
  await page.getByRole('heading', { name: 'Service Agreement' }).waitFor();
  await shoot(page, 'book-pro-step-5');
}

/** An order started through the API, as the payment pages' tests do, then paid or cancelled at the test checkout. */
async function paymentPages(page) {
  const checkout = async () => {
    const res = await page.request.post('/api/payment/process', {
      data: {
        plan: 'starter',
        amount: 1,
        customer_name: 'Pat Payer',
        customer_email: newEmail('payer'),
        payment_method: 'stripe',
      },
    });
    await visit(page, (await res.json()).checkout_url);
    await page.getByText('Test checkout: no real payment').waitFor();
  };
  await checkout();
  await shoot(page, 'test-checkout');
  if (wanted('payment-success')) {
    await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
    await page.waitForURL(/\/payment-success\?order_id=/);
    await page.getByRole('heading', { name: 'Payment successful!' }).waitFor();
    await shoot(page, 'payment-success');
  }
  if (wanted('payment-cancelled')) {
    await checkout();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL(/\/payment-cancelled/);
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    await shoot(page, 'payment-cancelled');
  }
}

async function dashboardTabs(page) {
  for (const tab of DASHBOARD_TABS) {
    const name = `dashboard-${tab}`;
    if (!wanted(name)) continue;
    await visit(page, tab === 'overview' ? '/dashboard' : `/dashboard?tab=${tab}`);
    await page.getByRole('tablist', { name: 'Dashboard sections' }).waitFor();
    await shoot(page, name);
  }
}

async function adminTabs(page) {
  for (const tab of ADMIN_TABS) {
    const name = `admin-${tab}`;
    if (!wanted(name)) continue;
    await visit(page, tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
    await page.getByRole('tablist', { name: 'Admin sections' }).waitFor();
    await shoot(page, name);
  }
}

/** The demo customer starts a live chat from the dashboard and the demo admin takes it in the console. */
async function liveChat(customer, admin) {
  await visit(customer, '/dashboard?tab=contact');
  await customer.getByRole('button', { name: 'Start live chat' }).click();
  const panel = customer.getByRole('dialog', { name: 'Live chat' });
  await panel.getByLabel('What can we help with?').fill('Could you add a booking form to our site?');
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await panel.getByText('Waiting for our team to join…').waitFor();
  await visit(admin, '/admin-chat/inbox');
  await admin.getByRole('heading', { name: 'Live Chat Console' }).waitFor();
  await admin
    .getByRole('button', { name: /^Accept Chat with / })
    .first()
    .click();
  await admin.getByRole('button', { name: 'End Chat' }).waitFor();
  await panel.getByText(/joined the chat/).waitFor();
  await shoot(customer, 'chat-customer', { viewportOnly: true });
  await shoot(admin, 'chat-admin', { viewportOnly: true });
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log(`Shooting ${server.baseUrl} into ${path.relative(ROOT, OUT_DIR)}/${filter ? ` (only "${filter}")` : ''}`);
  const visitor = await returningContext(browser, server.baseUrl);
  const visitorPage = await visitor.newPage();
  if (anyWanted('landing-top', 'landing', 'about', 'portfolio', 'blog', 'article')) await publicPages(visitorPage);
  if (anyWanted('test-checkout', 'payment-success', 'payment-cancelled')) await paymentPages(visitorPage);
  await visitor.close();
  // The wizard signs its buyer in: a context of its own.
  if ([1, 2, 3, 4, 5].some((step) => wanted(`book-pro-step-${step}`))) {
    const buyer = await returningContext(browser, server.baseUrl);
    await bookingWizard(await buyer.newPage());
    await buyer.close();
  }
  const wantsChat = anyWanted('chat-customer', 'chat-admin');
  if (
    wantsChat ||
    DASHBOARD_TABS.some((tab) => wanted(`dashboard-${tab}`)) ||
    ADMIN_TABS.some((tab) => wanted(`admin-${tab}`))
  ) {
    const customer = await (await signedInContext(browser, server.baseUrl, DEMO.customer)).newPage();
    const admin = await (await signedInContext(browser, server.baseUrl, DEMO.admin)).newPage();
    await dashboardTabs(customer);
    await adminTabs(admin);
    if (wantsChat) await liveChat(customer, admin);
  }
  console.log(`${taken} screenshot(s) written.`);
  if (taken === 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
