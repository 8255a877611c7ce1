import { expect, latestMailLink, pickFirstDay, queryDb, test, timeOf, toast, uniqueEmail } from './fixtures';

// Issue 18 §4: a guest's booking is changed or cancelled through the secret link in its email,
// never by someone who only knows the address.

test('a guest moves and then cancels a Zoom call from the link in its email', async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('manage');
  await page.goto('/book-zoom');
  // Other tests book on the same days in parallel: which times are free is read, never assumed.
  const times = await pickFirstDay(page);
  const booked = await timeOf(times.nth(1));
  await times.nth(1).click();
  await page.getByLabel('Name').fill('Link Holder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Book Zoom Meeting' }).click();
  await expect(page.getByText(/it also has a link to change or cancel your booking/)).toBeVisible();

  const first = await latestMailLink(email, '/book-zoom');
  expect(first).toMatch(/\/book-zoom\?manage=[a-z2-7]{32}$/);
  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'Your consultation, Link Holder' })).toBeVisible();
  await expect(page.locator('.booking-when')).toContainText(booked);

  // Someone who knows only the address cannot book over it.
  const [row] = queryDb<{ date: string }>("select date from meetings where email = ? and status = 'booked'", email);
  const stranger = await page.request.post('/api/zoom/book', {
    data: { user_email: email, user_name: 'Stranger', meeting_date: row!.date, meeting_time: '20:00' },
  });
  expect(stranger.status()).toBe(409);
  expect(((await stranger.json()) as { detail: string }).detail).toMatch(
    /^This email address already has a consultation booked/,
  );

  await page.getByRole('button', { name: 'Change Time' }).click();
  await page.getByRole('button', { name: 'Move My Meeting' }).click();
  await expect(page.getByText('Please select both date and time')).toBeVisible();
  const newTimes = await pickFirstDay(page);
  const later = newTimes.filter({ hasNotText: booked }).last();
  const moved = await timeOf(later);
  await later.click();
  await page.getByRole('button', { name: 'Move My Meeting' }).click();
  await expect(page.getByText(/Your call is now on .*the link you used no longer works/)).toContainText(moved);
  await expect(toast(page, 'Your Zoom meeting was moved.')).toBeVisible();

  await page.goto(first);
  await expect(page.getByText(/This link no longer works/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a new time' })).toBeVisible();

  const second = await latestMailLink(email, '/book-zoom');
  expect(second).not.toBe(first);
  await page.goto(second);
  await expect(page.locator('.booking-when')).toContainText(moved);
  await page.getByRole('button', { name: 'Cancel Meeting' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this meeting?' });
  // The way out says what it keeps, not a second "Cancel".
  await confirm.getByRole('button', { name: 'Keep Meeting' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('.booking-when')).toContainText(moved);
  await page.getByRole('button', { name: 'Cancel Meeting' }).click();
  await confirm.getByRole('button', { name: 'Cancel Meeting' }).click();
  await expect(page.getByText('Booking cancelled successfully. We have emailed you a confirmation.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/This link no longer works/)).toBeVisible();
});
