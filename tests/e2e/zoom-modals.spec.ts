import { formatSlotTime } from '../../src/shared/schedule';
import type { Locator } from '@playwright/test';
import { DEMO, expect, signIn, signUp, test, toast, uniqueEmail } from './fixtures';

async function pickFirstDayAndTime(dialog: Locator, timeIndex: number): Promise<void> {
  const days = dialog.getByRole('grid').getByRole('button', { disabled: false });
  if ((await days.count()) === 0) await dialog.getByRole('button', { name: 'Next month' }).click();
  await days.first().click();
  const times = dialog.getByRole('group', { name: 'Available times' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  await times.nth(timeIndex).click();
}

test('a customer books a Zoom meeting in the dashboard modal, sees Join, and cancels it', async ({ page }) => {
  const email = uniqueEmail('zoomer');
  await signUp(page, { name: 'Zoe Zoomer', email, password: 'zoom-pass-1' });

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Book Zoom Meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoom meeting' });
  await dialog.getByRole('button', { name: 'Book Meeting' }).click();
  await expect(dialog.getByText('Please select both date and time')).toBeVisible();
  await pickFirstDayAndTime(dialog, 5);
  await dialog.getByRole('button', { name: 'Book Meeting' }).click();
  await expect(toast(page, 'Zoom meeting booked successfully!')).toBeVisible();
  // The card says when without opening anything: the dialog holds the same words.
  const card = page.locator('#zoom-meeting');
  await expect(card.locator('.booking-when')).toContainText(/ P[SD]T/);
  const when = await card.locator('.booking-when').textContent();

  await page.getByRole('button', { name: 'View Zoom Meeting' }).click();
  await expect(dialog.locator('.booking-when')).toHaveText(when!);
  await expect(dialog.getByRole('link', { name: 'Join Meeting' })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'Cancel Meeting' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Meeting' }).click();
  await expect(toast(page, 'Booking cancelled successfully.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book Meeting' })).toBeVisible();
});

test('an admin books over a taken slot and the server says what was overridden', async ({ page, request }) => {
  const takenBy = uniqueEmail('holder');
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('tablist', { name: 'Admin sections' })
    .getByRole('tab', { name: /Zoom Bookings/ })
    .click();
  await page.getByRole('button', { name: 'Manage Zoom Bookings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoom bookings' });

  const days = dialog.getByRole('grid').getByRole('button', { disabled: false });
  if ((await days.count()) === 0) await dialog.getByRole('button', { name: 'Next month' }).click();
  const label = (await days.last().getAttribute('aria-label'))!;
  const iso = new Date(`${label} 12:00 UTC`).toISOString().slice(0, 10);
  // The latest time still free that day: a retry finds the first try's booking in place.
  const free = (
    (await (await request.get(`/api/timeslots/available/${iso}`)).json()) as { available_slots: { time: string }[] }
  ).available_slots;
  const time = free.at(-1)!.time;
  const taken = await request.post('/api/zoom/book', {
    data: { user_email: takenBy, user_name: 'Holder', meeting_date: iso, meeting_time: time },
  });
  expect(taken.status()).toBe(200);

  const client = `Priority Client ${Date.now()}`;
  await dialog.getByLabel('Customer name').fill(client);
  await dialog.getByLabel('Customer email').fill(uniqueEmail('priority'));
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog.getByText('Admin Override Active')).toBeVisible();
  await dialog.getByRole('button', { name: `${formatSlotTime(time)} (Taken)` }).click();
  await dialog.getByRole('button', { name: 'Book for Customer' }).click();
  await expect(toast(page, `Admin override: the booking of Holder (${takenBy}) was cancelled`).first()).toBeVisible();
  await expect(dialog.getByText(client)).toBeVisible();
  await expect(dialog.getByText(takenBy)).toHaveCount(0);
});

test('an admin moves through the Zoom calendar with the keyboard and picks a day', async ({ page }) => {
  // Monday, December 7, 2026, 8 AM in Los Angeles: today is closed, tomorrow is the first open day.
  await page.clock.setFixedTime(new Date('2026-12-07T16:00:00Z'));
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin?tab=zoom-bookings');
  await page.getByRole('button', { name: 'Manage Zoom Bookings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoom bookings' });
  const days = dialog.getByRole('grid');
  const day = (name: string) => days.getByRole('button', { name, exact: true });

  // The month is one Tab stop, on the first open day, and the next Tab leaves it.
  await dialog.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Tab');
  await expect(day('Tuesday, December 8, 2026')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(days.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(day('Tuesday, December 8, 2026')).toBeFocused();

  // A closed day is on the way and says so.
  await page.keyboard.press('ArrowLeft');
  await expect(day('Monday, December 7, 2026')).toBeFocused();
  await expect(day('Monday, December 7, 2026')).toBeDisabled();

  const steps: [key: string, focused: string][] = [
    ['ArrowDown', 'Monday, December 14, 2026'],
    ['ArrowRight', 'Tuesday, December 15, 2026'],
    ['End', 'Saturday, December 19, 2026'],
    ['Home', 'Sunday, December 13, 2026'],
    ['ArrowUp', 'Sunday, December 6, 2026'],
    ['PageDown', 'Wednesday, January 6, 2027'],
    ['PageUp', 'Sunday, December 6, 2026'],
    ['ArrowDown', 'Sunday, December 13, 2026'],
    ['ArrowRight', 'Monday, December 14, 2026'],
  ];
  for (const [key, focused] of steps) {
    await page.keyboard.press(key);
    await expect(day(focused), `after ${key}`).toBeFocused();
  }
  await expect(days).toHaveAccessibleName('December 2026');

  await page.keyboard.press('Enter');
  await expect(day('Monday, December 14, 2026')).toHaveAttribute('aria-pressed', 'true');
  // The day's times come next in the Tab order, once they have loaded.
  const times = dialog.getByRole('group', { name: 'Available times' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  // Back in the month after a Tab away and back, the chosen day is the stop.
  await page.keyboard.press('Tab');
  await expect(times.first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(day('Monday, December 14, 2026')).toBeFocused();
});
