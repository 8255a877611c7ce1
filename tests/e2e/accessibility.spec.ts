import AxeBuilder from '@axe-core/playwright';
import { BLOG_POSTS } from '../../src/shared/content/blog';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, uniqueEmail } from './fixtures';

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
