import { DEMO, expect, signIn, test } from './fixtures';

test('the landing page shows its sections in the spec order', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites crafted with care, not code dumps.');
  const headings = await page.locator('main h2').allTextContents();
  expect(headings).toEqual([
    'A better way to get a website',
    'Stores we love to build',
    'Everything your website needs, included',
    'Websites that work as hard as our clients',
    'Clients who found their customers online',
    'Simple, fair and written down',
    'One price. Yours forever.',
    'Hosting',
    'Questions, answered',
    "Let's talk about your website",
    'Follow our latest launches',
  ]);
  // The tip and the scarcity banner sit between the policies and the pricing.
  const order = await page.evaluate(() =>
    ['policies-title', 'tax-tip', 'availability', 'pricing-title'].map((id) => {
      const element = document.getElementById(id) ?? document.querySelector(`[data-section="${id}"]`);
      return element ? element.getBoundingClientRect().top + window.scrollY : -1;
    }),
  );
  expect(order.every((top, i) => top > 0 && (i === 0 || top > order[i - 1]!))).toBe(true);
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
});

test('See Plans & Pricing scrolls to the pricing section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'See Plans & Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'One price. Yours forever.' })).toBeInViewport();
});

test('a website example opens in a modal that the close button and the backdrop close', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Luxury Jewelry Store/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Luxury Jewelry Store' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Luxury Jewelry Store/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /Pet Store/ }).click();
  await expect(page.getByRole('dialog', { name: 'Pet Store' })).toBeVisible();
  await page.mouse.click(8, 400);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: /Tech Store/ }).click();
  await page.getByRole('link', { name: 'Build Similar Website' }).click();
  await expect(page).toHaveURL(/\/book\/pro$/);
});

test('the client work carousel wraps around in both directions', async ({ page }) => {
  await page.goto('/');
  const carousel = page
    .getByRole('region', { name: 'Recent client work' })
    .or(page.locator('[aria-roledescription="carousel"]'));
  await expect(carousel.getByText('1 / 8')).toBeVisible();
  await page.getByRole('button', { name: 'Previous project' }).click();
  await expect(carousel.getByText('8 / 8')).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Northbound Coffee Roasters' })).toBeVisible();
  await page.getByRole('button', { name: 'Next project' }).click();
  await expect(carousel.getByText('1 / 8')).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Hearth & Crumb Bakery' })).toBeVisible();
});

test('Start Pro Plan highlights Pro, says Great choice! and opens /book/pro after 2 s', async ({ page }) => {
  await page.goto('/');
  // The redirect timer starts on the click, so time measured from just before it is at least 2 s.
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Start Pro Plan' }).click();
  await expect(page.getByText('Great choice!')).toBeVisible();
  await expect(page.locator('[data-plan="pro"]')).toHaveClass(/plan-highlighted/);
  await expect(page.locator('[data-plan="starter"]')).toHaveClass(/plan-dimmed/);
  await expect(page.locator('[data-plan="elite"]')).toHaveClass(/plan-dimmed/);
  await expect(page.getByTestId('golden-beam')).toHaveClass(/golden-beam-active/);
  await page.waitForURL(/\/book\/pro$/, { timeout: 6000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1950);
});

test('Starter and Elite are plain links to their booking pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Starter Plan' })).toHaveAttribute('href', '/book/starter');
  await expect(page.getByRole('link', { name: 'Start Elite Plan' })).toHaveAttribute('href', '/book/elite');
});

test('the Admin Special card shows once, for admins only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('ADMIN ONLY')).toHaveCount(0);
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/#pricing');
  await expect(page.getByText('ADMIN ONLY')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Start Admin Special' })).toHaveAttribute('href', '/book/admin_special');
  // The pricing answer fetched with the admin's session lists admin_special too: still one card.
  await page.reload();
  await expect(page.getByRole('link', { name: /Start Admin Special/ })).toHaveCount(1);
});

test('the FAQ opens one answer at a time with Enter and Space', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('button', { name: 'How do I get started?' });
  const second = page.getByRole('button', { name: 'Which plan is right for me?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Pick a plan in the pricing section/)).toBeVisible();
  await second.focus();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#faq').getByRole('button')).toHaveCount(11);
});

test('Connect With Us and the footer show the social links from the settings', async ({ page }) => {
  await page.goto('/');
  const instagram = page.getByRole('link', { name: /Instagram.*@goldlinestudio/ });
  await expect(instagram).toHaveAttribute('href', 'https://instagram.com/goldlinestudio');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /LinkedIn/ })).toBeVisible();
});

test('the landing page arrives rendered: content and pricing without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites crafted with care, not code dumps.');
  await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
  await expect(page.getByText('1 / 8')).toBeVisible();
  await context.close();
});

test('a phone gets a layout without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/about', '/portfolio', '/blog', '/resume']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the boot script statically imports a few bytes only, so the page paints before the app loads', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  // Named by a script element, or on the root for the head script to add at load (decision 046).
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"|\sdata-entry="([^"]+)"/.exec(html)?.slice(1).find(Boolean);
  expect(entry, 'the page has a boot script').toBeTruthy();
  // Everything a module imports statically runs before it does: React or the routes in that graph
  // would run before the first paint that the boot script waits for.
  const graph = new Map<string, number>();
  const visit = async (path: string): Promise<void> => {
    if (graph.has(path)) return;
    const code = await (await request.get(path)).text();
    graph.set(path, code.length);
    for (const [, dependency] of code.matchAll(/\bimport\s*(?:[^"'();]*?from\s*)?"(\.\/[^"]+)"/g))
      await visit(new URL(dependency!, `http://localhost${path}`).pathname);
  };
  await visit(entry!);
  const bytes = [...graph.values()].reduce((sum, size) => sum + size, 0);
  // React's own chunk alone is some 220 KB: the bound tells a boot script from one that pulls in the app.
  expect(bytes, [...graph.keys()].join(', ')).toBeLessThan(4_500);
});
