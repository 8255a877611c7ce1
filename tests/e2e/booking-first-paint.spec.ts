import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// /book/{plan} is rendered on the server as a new visitor first sees it, so that the plan and its
// price are on screen before any script runs, and nothing moves when the app takes over.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wizard’s first step arrives rendered and styled, its buttons waiting for the app', async ({ context }) => {
    // A page of its own: the fixture's goto waits for hydration, which never comes without scripts.
    const page = await context.newPage();
    await page.goto('/book/pro');
    await expect(page.getByRole('heading', { name: 'Pro plan', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confirm Your Plan' })).toBeVisible();
    await expect(page.getByText('$900', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Next Step/ })).toBeDisabled();
    // booking.css comes with the page, not with the screen's script: the steps are laid out in a row.
    const steps = page.locator('.wizard-steps li');
    const [first, second] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x);
  });

  test('the payment step opened by its address arrives rendered and styled, its form empty', async ({ context }) => {
    const page = await context.newPage();
    await page.goto('/book/pro?step=2&utm_source=mail');
    await expect(page.getByRole('heading', { name: 'Pro plan', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    // The screen's own styles come with the page: its fields are laid out as the app lays them out.
    const field = await page.getByLabel('Full name').boundingBox();
    expect(field!.height).toBeGreaterThan(40);
  });
});

test('a returning visitor’s payment step fills in what they typed, and nothing moves', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 2400 });
  await page.goto('/book/pro?step=2');
  await page.getByLabel('Full name').fill('Robin Returning');
  await page.getByLabel('Email').fill('robin@example.com');
  await recordLayoutShifts(page);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Returning');
  await expect(page.getByLabel('Email')).toHaveValue('robin@example.com');
  await page.waitForLoadState('networkidle');
  expect(await totalShift(page)).toBeLessThan(0.01);
});

/** Records the page's layout shifts from its first paint; totalShift reads their sum. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const totalShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );

test('a new visitor’s page does not move when it becomes interactive', async ({ page }) => {
  // Shifts count only on screen: a viewport tall enough to show the footer, which any change of
  // height above it would move.
  await page.setViewportSize({ width: 412, height: 2400 });
  await recordLayoutShifts(page);
  await page.goto('/book/pro');
  await expect(page.getByRole('button', { name: /Next Step/ })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await totalShift(page)).toBeLessThan(0.01);
  await page.getByRole('button', { name: /Next Step/ }).click();
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
});

test('a page that arrives slowly is not drawn half way, with its footer pinned to the bottom', async ({ page }) => {
  // The parser stops inside the footer for a script that is slow to come, as it stops at a chunk
  // boundary on a slow connection: a frame drawn then shows an empty footer at the foot of the
  // window, which jumps up once its links arrive.
  await page.setViewportSize({ width: 412, height: 2400 });
  await page.route('**/book/pro', async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/html',
      body: html.replace(
        '<footer class="site-footer">',
        '<footer class="site-footer"><script src="/slow.js"></script>',
      ),
    });
  });
  await page.route('**/slow.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    // It takes itself out again, for the app to find the markup it rendered.
    await route.fulfill({ contentType: 'text/javascript', body: 'document.currentScript.remove()' });
  });
  await recordLayoutShifts(page);
  await page.goto('/book/pro');
  await page.waitForLoadState('networkidle');
  expect(await totalShift(page)).toBeLessThan(0.01);
});

test('a later step opened by its address shows with the plans its page brought, asking for nothing first', async ({
  page,
}) => {
  // The browser draws this step, from the plans in the page: a request for them never answers.
  await page.route('**/trpc/content.pricing**', () => undefined);
  await page.goto('/book/pro?step=2');
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro plan', level: 1 })).toBeVisible();
});

test('a later step opened by its address does not push the footer around while it loads', async ({ page }) => {
  // Slow plans (a page cached long enough ago refreshes them) must not move the page either.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.route('**/trpc/content.pricing**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await recordLayoutShifts(page);
  await page.goto('/book/pro?step=2');
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await totalShift(page)).toBeLessThan(0.01);
});

test('a plan in the wrong case is moved to its address by the server', async ({ request }) => {
  const res = await request.get('/book/PRO?ref=ad', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/book/pro?ref=ad');
});

test('a payment provider’s return to the wizard is rendered in the browser only', async ({ request }) => {
  const page = await (await request.get('/book/pro?order_id=ord_123&session_id=cs_1')).text();
  expect(page).toContain('<div id="root"></div>');
  expect(page).not.toContain('Confirm Your Plan');
});

test('an unknown plan is a missing page the server renders itself, with the spec’s message', async ({ request }) => {
  const res = await request.get('/book/foo');
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain('<title>Plan not found · Goldline Studio</title>');
  expect(html).toContain('Invalid plan &quot;foo&quot;. Valid plans are: starter, pro, elite, admin_special');
  const known = await (await request.get('/book/elite')).text();
  expect(known).toContain('<title>Book the Elite plan · Goldline Studio</title>');
});
