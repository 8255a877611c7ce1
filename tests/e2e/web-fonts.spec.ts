import type { Page } from '@playwright/test';
import { FONTS_CACHED_KEY, FONTS_CLASS } from '../../src/shared/fonts';
import { expect, test } from './fixtures';

// Decision 029: a first visit reads its first page in the fallback faces, with no swap under the
// reader; the web fonts come on at the next navigation, and later page loads paint in them.

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const fontsOn = (page: Page) => page.evaluate((name) => document.documentElement.classList.contains(name), FONTS_CLASS);

test('a first visit swaps fonts only when it moves on, and its next page load paints in them', async ({ page }) => {
  // Whether the switch was on when the document was parsed, before any script of the app ran.
  await page.addInitScript((name) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fontsAtParse: boolean }).fontsAtParse = document.documentElement.classList.contains(name);
    });
  }, FONTS_CLASS);
  const fontsAtParse = () => page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse);

  await page.goto('/about');
  expect(await fontsAtParse()).toBe(false);
  // Loaded in the background once the app runs, and noted for next time...
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', FONTS_CACHED_KEY);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  // ...but the page being read keeps its faces.
  expect(await fontsOn(page)).toBe(false);
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);

  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await fontsOn(page)).toBe(true);
  expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);

  await page.goto('/portfolio');
  expect(await fontsAtParse()).toBe(true);
  expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
});

test("the wizard's steps are one page: they keep the faces the visit began with", async ({ page }) => {
  await page.goto('/book/pro');
  await page.waitForFunction((key) => localStorage.getItem(key) === '1', FONTS_CACHED_KEY);
  await page.getByRole('button', { name: /Next Step/ }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  expect(await fontsOn(page)).toBe(false);
});

test('until they are in, the text is set in the metric-matched fallback', async ({ page }) => {
  // Held back, the fonts never arrive: the page must read well without them.
  await page.route('**/*.woff2', () => undefined);
  await page.goto('/about');
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
