import type { Locator, Page } from '@playwright/test';
import { FONTS_CACHED_KEY } from '../../src/shared/fonts';
import { expect, test } from './fixtures';

// Issue 22: the styleguide and the landing page compared with their baselines, at a phone's width
// and a desktop's. The baselines live in visual.spec.ts-snapshots/ and are made on the reference
// machine with `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.

const WIDTHS = [390, 1440] as const;
const HEIGHT = 900;

// Nothing that moves is compared: motion is reduced, CSS animations are stopped at their start,
// and the scroll-driven golden beam (it grows with the scroll position) is hidden.
test.use({ reducedMotion: 'reduce' });
const FREEZE = `[data-testid='golden-beam'] { display: none !important; }`;

const SCREENSHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02, timeout: 20_000 } as const;

/** Loads every image now (lazy ones too) and waits for it and the web fonts, so a shot never catches one half in. */
async function settle(page: Page) {
  await page.addStyleTag({ content: FREEZE });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

/** The client-work carousel shows one seeded project of many: its slide is masked, its frame compared. */
const moving = (page: Page): Locator[] => [page.locator('[aria-roledescription="slide"]')];

// As a returning visitor, who has the web fonts: the pages paint in them from the start
// (docs/decisions/029; a first visit keeps the fallback faces until it moves on).
test.beforeEach(({ page }) => page.addInitScript((key) => localStorage.setItem(key, '1'), FONTS_CACHED_KEY));

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test('the styleguide looks as it did', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/styleguide');
      await expect(page.getByRole('heading', { name: 'Styleguide', level: 1 })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`styleguide-${width}.png`, { ...SCREENSHOT, fullPage: true });
    });

    test('the landing page looks as it did, first screen and whole page', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await settle(page);
      await expect(page).toHaveScreenshot(`landing-top-${width}.png`, { ...SCREENSHOT, mask: moving(page) });
      await expect(page).toHaveScreenshot(`landing-full-${width}.png`, {
        ...SCREENSHOT,
        fullPage: true,
        mask: moving(page),
      });
    });
  });
}
