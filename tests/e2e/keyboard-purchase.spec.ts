import type { Locator, Page } from '@playwright/test';
import { expect, queryDb, test, uniqueEmail } from './fixtures';
import { focusStop, type FocusStop } from './focus-indicator';

// Issue 38: a person who never touches a mouse buys a plan. Only key presses drive the pages (no
// click, no fill); every focus stop on the way must show a ring of 3:1 or more against what is
// behind it, and every dialog, sheet and chat window hands focus back to what opened it.

const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** Where the keyboard has been, for the contrast check at the end. */
class Keyboard {
  readonly stops: FocusStop[] = [];
  constructor(private readonly page: Page) {}

  private async note() {
    const stop = await focusStop(this.page);
    if (stop) this.stops.push(stop);
  }

  /** Tabs (or Shift+Tabs) until `target` has focus, noting every stop; fails after `most` presses. */
  async tabTo(target: Locator, { most = 60, back = false } = {}) {
    await expect(target).toBeVisible();
    for (let presses = 1; presses <= most; presses += 1) {
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      await this.note();
      if (await target.evaluate((element) => element === document.activeElement)) return presses;
    }
    throw new Error(`${String(target)} not reached in ${most} presses of Tab`);
  }

  async press(key: string) {
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  /** Focus moved by the page itself (a new step's title, the next action): noted like a Tab stop. */
  async expectFocusOn(target: Locator) {
    await expect(target).toBeFocused();
    await this.note();
  }

  /** Stops whose ring is missing or fainter than 3:1, as `label: ratio`. */
  faintStops() {
    return this.stops
      .filter((stop) => stop.ringWidth < 2 || stop.contrast < 3)
      .map((stop) => `${stop.label}: ${stop.ringWidth}px at ${stop.contrast.toFixed(2)}:1`);
  }
}

/** Tabs to `opener`, opens its dialog with Enter, checks focus went inside, closes it with Escape. */
async function openAndEscape(
  keys: Keyboard,
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  reach: Parameters<Keyboard['tabTo']>[1] = {},
) {
  await keys.tabTo(opener, reach);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: 'focus moves into the dialog',
    })
    .toBe(true);
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'focus returns to what opened the dialog').toBeFocused();
}

/** A local calendar date this many days ahead, as mmddyyyy: what a date field takes from the keyboard. */
function typedDateAhead(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getMonth() + 1)}${two(date.getDate())}${date.getFullYear()}`;
}

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test('the keyboard alone buys Pro, and every dialog gives focus back', async ({ page }) => {
      test.setTimeout(120_000);
      const keys = new Keyboard(page);
      const email = uniqueEmail(`keys-${width}`);
      await page.goto('/');

      // The chat window: the launcher is the page's last stop.
      const launcher = page.getByRole('button', { name: 'Chat with us' });
      await openAndEscape(keys, page, launcher, 'Live chat', { back: true, most: 5 });
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(launcher).toBeFocused();
      // Back to the top of the page, as a keyboard user would start.
      await page.keyboard.press('Tab');

      if (width === 'phone') {
        const toggle = page.getByRole('button', { name: 'Open menu' });
        await keys.tabTo(toggle);
        await keys.press('Enter');
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }),
        ).toBeVisible();
        await keys.press('Tab');
        await keys.press('Escape');
        await expect(page.getByRole('button', { name: 'Open menu' }), 'Escape closes the menu').toBeFocused();
      }

      const example = page.locator('.example-card').first();
      await openAndEscape(keys, page, example, /./);

      await keys.tabTo(page.getByRole('button', { name: 'Start Pro Plan' }));
      await keys.press('Enter');
      await expect(page).toHaveURL(/\/book\/pro$/);
      await expect(page.getByRole('heading', { name: 'Confirm Your Plan' })).toBeVisible();
      await keys.tabTo(page.getByRole('button', { name: /Next Step/ }));
      await keys.press('Enter');

      await keys.expectFocusOn(page.getByRole('heading', { name: 'Secure Payment' }));
      await keys.tabTo(page.getByLabel('Full name'));
      await keys.type('Kim Keys');
      await keys.tabTo(page.getByLabel('Email'));
      await keys.type(email);
      await keys.tabTo(page.getByLabel('Password', { exact: true }));
      await keys.type('keyboard-pass-1');
      await keys.tabTo(page.getByLabel('Confirm password'));
      await keys.type('keyboard-pass-1');
      await keys.press('Tab');
      await expect(page.getByText('Account created automatically! You can continue or exit anytime.')).toBeVisible();
      await keys.tabTo(page.getByRole('button', { name: 'Pay $900 securely' }));
      await keys.press('Enter');

      await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
      await keys.tabTo(page.getByRole('button', { name: 'Pay $900 (test)' }));
      await keys.press('Enter');
      await expect(page).toHaveURL(/\/book\/pro/);
      // Back from the checkout, the next action is where the keyboard already is.
      await keys.expectFocusOn(page.getByRole('button', { name: 'Continue to Next Step' }));
      await keys.press('Enter');

      await keys.expectFocusOn(page.getByRole('heading', { name: 'Business Information' }));
      await keys.tabTo(page.getByLabel('Business name'));
      await keys.type('Keys & Co');
      await keys.tabTo(page.getByLabel('Preferred start date'));
      await keys.type(typedDateAhead(40));
      await keys.tabTo(page.getByRole('button', { name: /Next Step/ }));
      await keys.press('Enter');

      await keys.expectFocusOn(page.getByRole('heading', { name: 'Website Design Preferences' }));
      await keys.tabTo(page.getByRole('button', { name: /Next Step/ }));
      await keys.press('Enter');

      await keys.expectFocusOn(page.getByRole('heading', { name: 'Service Agreement' }));
      await keys.tabTo(page.getByLabel('Signature'));
      await keys.type('Kim Keys');
      await keys.tabTo(page.getByLabel('I have read and agree to the service agreement.'));
      await keys.press('Space');
      await keys.tabTo(page.getByRole('button', { name: 'Complete Booking' }));
      await keys.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });

      await openAndEscape(keys, page, page.getByRole('button', { name: 'Book Zoom Meeting' }), 'Zoom meeting');

      expect(queryDb('select status, plan from orders where email = ?', email)).toEqual([
        { status: 'paid', plan: 'pro' },
      ]);
      expect(keys.stops.length).toBeGreaterThan(20);
      expect(keys.faintStops(), 'focus stops whose ring is missing or under 3:1').toEqual([]);
    });
  });
}
