import { FONTS_CACHED_KEY, FONTS_CLASS } from '../../src/shared/fonts';
import { expect, test } from './fixtures';

// Decision 028: a first visit paints in the fallback faces and swaps the web fonts in once the page
// has loaded; the pages after it paint in them from the start.

const bodyFont = () => getComputedStyle(document.body).fontFamily;

test('a first visit swaps the web fonts in after load, and the next page paints in them', async ({ page }) => {
  // Whether the switch was on when the document was parsed, before any script of the app ran.
  await page.addInitScript((name) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fontsAtParse: boolean }).fontsAtParse = document.documentElement.classList.contains(name);
    });
  }, FONTS_CLASS);

  await page.goto('/about');
  expect(await page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse)).toBe(false);
  await page.waitForFunction((name) => document.documentElement.classList.contains(name), FONTS_CLASS);
  expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), FONTS_CACHED_KEY)).toBe('1');

  await page.goto('/blog');
  expect(await page.evaluate(() => (window as unknown as { fontsAtParse: boolean }).fontsAtParse)).toBe(true);
  expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Variable"/);
});

test('until they are in, the text is set in the metric-matched fallback', async ({ page }) => {
  // Held back, the fonts never arrive: the page must read well without them.
  await page.route('**/*.woff2', () => undefined);
  await page.goto('/about');
  expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Fallback"/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
