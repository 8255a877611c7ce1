import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_TABS } from '../../src/shared/admin';
import { BLOG_POSTS } from '../../src/shared/content/blog';
import { DEMO, expect, signIn, signInByApi, test, toast } from './fixtures';

// Nothing on the main screens is wider than the window, from the smallest phone to a wide
// desktop, and on a laptop the admin area's tabs fit on one row.

const WIDTHS = [320, 390, 768, 1280, 1440] as const;

/** Each public page, with something on it that says it has finished loading. */
const PUBLIC_PAGES: [path: string, ready: (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['/', (page) => page.getByRole('heading', { level: 1 })],
  ['/about', (page) => page.getByRole('heading', { level: 1 })],
  ['/portfolio', (page) => page.getByRole('heading', { level: 1 })],
  ['/blog', (page) => page.getByRole('heading', { level: 1 })],
  [`/blog/${BLOG_POSTS[0]!.slug}`, (page) => page.getByRole('heading', { level: 1 })],
  ['/book/pro', (page) => page.getByRole('heading', { name: 'Confirm Your Plan' })],
  ['/login', (page) => page.getByRole('button', { name: 'Sign In' })],
  ['/signup', (page) => page.getByRole('button', { name: 'Create Account' })],
];

/** How far the page is wider than its window, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

async function expectNoOverflow(page: Page, what: string) {
  expect.soft(await overflow(page), `${what} is wider than the window by this many pixels`).toBe(0);
}

/** Signs this page in as someone, the way the app keeps a session (the token in localStorage). */
async function signInAs(page: Page, request: APIRequestContext, account: { email: string; password: string }) {
  const token = await signInByApi(request, account);
  await page.evaluate((value) => localStorage.setItem('auth-token', value), token);
}

/**
 * Lays the current screen out at every width in turn. Resizing lays the page out afresh exactly as
 * loading it at that width would: the layout is CSS alone (no script reads the window's width).
 */
async function atEveryWidth(page: Page, what: string, check: (width: number) => Promise<void> = async () => {}) {
  for (const width of WIDTHS) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expectNoOverflow(page, `${what} at ${width} px`);
      await check(width);
    });
  }
}

// One page load per screen, not one per screen and width: the screens are measured at every width.
test.use({ viewport: { width: WIDTHS[0], height: 900 } });

test(`the public pages fit the window at ${WIDTHS.join(', ')} px`, async ({ page }) => {
  test.setTimeout(60_000);
  for (const [path, ready] of PUBLIC_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready(page).first()).toBeVisible();
      await atEveryWidth(page, path);
    });
  }
});

test(`the dashboard and every admin tab fit the window at ${WIDTHS.join(', ')} px`, async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await signInAs(page, request, DEMO.customer);
  await test.step('/dashboard', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
    await atEveryWidth(page, '/dashboard');
  });

  await signInAs(page, request, DEMO.admin);
  const tabBar = page.getByRole('tablist', { name: 'Admin sections' });
  for (const tab of ADMIN_TABS) {
    await test.step(`/admin?tab=${tab.id}`, async () => {
      await page.goto(tab.id === 'overview' ? '/admin' : `/admin?tab=${tab.id}`);
      await expect(tabBar.getByRole('tab', { name: tab.label, selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await atEveryWidth(page, `/admin?tab=${tab.id}`, async (width) => {
        if (width !== 1280) return;
        const tops = await tabBar
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
        expect.soft(new Set(tops).size, `the admin tabs sit on ${new Set(tops).size} rows`).toBe(1);
        // One row that scrolls sideways hides tabs as surely as a second row would.
        const hidden = await tabBar.evaluate((list) => list.scrollWidth - list.clientWidth);
        expect.soft(hidden, 'the admin tab row is this many pixels wider than its bar').toBeLessThanOrEqual(0);
      });
    });
  }
});

test('a toast starts below the header: it never covers Logout, and the open phone menu covers it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.customer.email, DEMO.customer.password);
  const welcome = toast(page, 'Welcome back, Casey Customer!');
  await expect(welcome).toBeVisible();
  const header = page.locator('.site-header');
  const edgesOf = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return { top: box.y, bottom: box.y + box.height };
  };

  for (const width of [1440, 390]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      expect((await edgesOf(welcome)).top).toBeGreaterThanOrEqual((await edgesOf(header)).bottom);
      const nav = page.getByRole('navigation', { name: 'Main' });
      // A trial click fails when anything else would take the click, as a covering toast did.
      if (width < 960) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await nav.getByRole('link', { name: 'Home' }).click({ trial: true, timeout: 1_000 });
      }
      await nav.getByRole('button', { name: 'Logout' }).click({ trial: true, timeout: 1_000 });
      await expect(welcome).toBeVisible();
    });
  }
});

test('a centred section centres its heading and lead, not only their text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const offCentre = await page.evaluate(() =>
    ['#contact-title', '#contact .section-lead'].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return Math.abs(box.left + box.width / 2 - document.documentElement.clientWidth / 2);
    }),
  );
  expect(
    offCentre.every((pixels) => pixels <= 1),
    `off centre by ${offCentre.join(' and ')} px`,
  ).toBe(true);
});
