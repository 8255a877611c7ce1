import AxeBuilder from '@axe-core/playwright';
import { BLOG_POSTS } from '../../src/shared/content/blog';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, signInByApi, test, uniqueEmail } from './fixtures';

const PAGES = [
  '/',
  '/about',
  '/portfolio',
  '/resume',
  '/blog',
  `/blog/${BLOG_POSTS[0]!.slug}`,
  '/login',
  '/signup',
  '/reset-password',
  '/book/pro',
  '/payment-cancelled',
  '/payment-success',
];

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const path of PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    // axe leaves frames out, and Chromium's PDF viewer in the résumé's frame loads its own
    // resources for seconds, at times past the network-idle wait: the PDF is not fetched here.
    await page.route('**/*.pdf', (route) => route.abort());
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test('the test checkout and the project setup page have no accessibility violations', async ({ page, request }) => {
  // Three pages and three axe runs.
  test.setTimeout(60_000);
  const res = await request.post('/api/payment/process', {
    data: { plan: 'pro', customer_name: 'Axe Buyer', customer_email: uniqueEmail('axe') },
  });
  const {
    checkout_url: checkoutUrl,
    order_id: orderId,
    checkout_secret: secret,
  } = (await res.json()) as { checkout_url: string; order_id: string; checkout_secret: string };
  await page.goto(checkoutUrl);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Pay $900 (test)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto(`/file-upload-contract?order_id=${orderId}&checkout_secret=${secret}`);
  await expect(page.getByRole('heading', { name: 'Sign the service agreement', exact: false })).toBeVisible();
  await expectNoViolations(page);
});

test('the admin dashboard tabs have no accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expectNoViolations(page);
  for (const tab of ['customers', 'projects', 'social-media', 'admin-monitoring']) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).not.toHaveText(/^Overview/);
    await expectNoViolations(page);
  }
});

/**
 * The smaller side of what a tap reaches for this control: the control itself, or a label around it
 * or for it (a tap on the label works the control), whichever is largest.
 */
const tapSide = (control: Locator) =>
  control.evaluate((element) => {
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    const boxes = [element, ...labels].map((each) => each.getBoundingClientRect());
    return Math.max(...boxes.map((box) => Math.min(box.width, box.height)));
  });

/** Every one of `controls` can be tapped on at least 24 by 24 CSS pixels (WCAG 2.2 SC 2.5.8). */
async function expectTappable(controls: Locator, what: string) {
  await expect(controls.first(), `${what}: none shown`).toBeVisible();
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim();
    expect.soft(await tapSide(control), `${what}: ${name}`).toBeGreaterThanOrEqual(24);
  }
}

test('on a phone, small controls can be tapped on 24 px at least', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/book/pro');
  await expectTappable(page.getByRole('contentinfo').getByRole('link'), 'footer links');
  await page.getByRole('button', { name: /Next Step/ }).click();
  await page.getByRole('button', { name: /Next Step/ }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expectTappable(page.getByRole('button', { name: 'Dismiss message' }), 'the wizard');
  await expectTappable(page.getByRole('button', { name: 'Clear Messages' }), 'the wizard');
  await expectTappable(page.getByRole('radio'), 'payment methods');

  const res = await request.post('/api/payment/process', {
    data: { plan: 'pro', customer_name: 'Tap Buyer', customer_email: uniqueEmail('tap') },
  });
  const order = (await res.json()) as { checkout_url: string; order_id: string; checkout_secret: string };
  await page.goto(order.checkout_url);
  await page.getByRole('button', { name: 'Pay $900 (test)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
  await page.goto(`/file-upload-contract?order_id=${order.order_id}&checkout_secret=${order.checkout_secret}`);
  await expect(page.getByRole('heading', { name: 'Sign the service agreement', exact: false })).toBeVisible();
  await expectTappable(page.getByRole('checkbox'), 'the agreement');
  await expectTappable(page.getByRole('button', { name: /^choose / }), 'the file picker');

  const token = await signInByApi(request, DEMO.admin);
  await page.evaluate((value) => localStorage.setItem('auth-token', value), token);
  await page.goto('/admin?tab=social-media');
  await expectTappable(page.getByRole('main').getByRole('checkbox'), 'the Social Media tab');
  for (const [tab, opener, dialogName] of [
    ['social-media', 'Add Link', 'Add social media link'],
    ['create-users', 'New Admin', 'Create admin'],
    ['create-users', 'New User', 'Create user'],
  ] as const) {
    await page.goto(`/admin?tab=${tab}`);
    await page.getByRole('button', { name: opener }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expectTappable(dialog.getByRole('checkbox').or(dialog.getByRole('radio')), dialogName);
  }
  await page.goto('/admin?tab=projects');
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /^Complete / }).click();
  await expectTappable(
    page.getByRole('dialog', { name: 'Complete project' }).getByRole('checkbox'),
    'Complete project',
  );
});
