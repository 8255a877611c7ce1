import { expect, latestMail, test, toast, uniqueEmail } from './fixtures';

const nextDayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Seen from Tokyo, 3 PM in California is the next morning: the confirmation gives both days and times.
test.describe('from a time zone a day ahead of Pacific', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a guest books a Zoom call and receives the details with a calendar invite', async ({ page }) => {
    const email = uniqueEmail('guest');
    await page.goto('/book-zoom');
    await expect(page.getByRole('heading', { name: 'Book a Zoom call' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await page.getByRole('button', { name: 'Book Zoom Meeting' }).click();
    await expect(page.getByText('Please select both date and time')).toBeVisible();

    // A day of next month other than its first and last: the other journeys book on those, and a
    // slot they hold would leave this day with fewer than its ten.
    await page.getByRole('button', { name: 'Next month' }).click();
    const day = page.getByRole('grid').getByRole('button', { disabled: false }).nth(1);
    const dayLabel = (await day.getAttribute('aria-label'))!;
    await day.click();
    const times = page.getByRole('group', { name: 'Available times' }).getByRole('button');
    await expect(times).toHaveCount(10);
    await expect(times.first()).toHaveText('12:00 PM');
    await times.nth(3).click();
    await expect(page.getByText(/Selected: 3:00 PM P[SD]T/)).toBeVisible();

    await page.getByLabel('Name').fill('Guest Visitor');
    await page.getByLabel('Email').fill('guest-without-at');
    await page.getByRole('button', { name: 'Book Zoom Meeting' }).click();
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Book Zoom Meeting' }).click();
    const nextDay = nextDayName.format(new Date(new Date(`${dayLabel} 12:00 UTC`).getTime() + 24 * 3600_000));
    await expect(
      page.getByText(
        new RegExp(
          `Zoom meeting booked successfully! Your call is on ${escape(dayLabel)}, 3:00 PM P[SD]T \\(${escape(nextDay)}, [78]:00 AM GMT\\+9 your time\\)\\. Please check your email`,
        ),
      ),
    ).toBeVisible();
    await expect(toast(page, 'Zoom meeting booked successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

    const mail = await latestMail(email);
    expect(mail).toMatch(/^Subject: Your Zoom consultation: /m);
    expect(mail).toContain('text/calendar');
    expect(mail).toContain('consultation.ics');
  });
});

test('a slot another visitor booked is no longer offered', async ({ page, request }) => {
  await page.goto('/book-zoom');
  const days = page.getByRole('grid').getByRole('button', { disabled: false });
  if ((await days.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  const day = days.last();
  const label = (await day.getAttribute('aria-label'))!;
  const iso = new Date(`${label} 12:00 UTC`).toISOString().slice(0, 10);
  await day.click();
  const times = page.getByRole('group', { name: 'Available times' }).getByRole('button');
  await expect(times.first()).toBeVisible();
  const offered = await times.allTextContents();
  const firstText = offered[0]!;
  const [clock, meridiem] = firstText.split(' ') as [string, string];
  const hour = (Number(clock.split(':')[0]) % 12) + (meridiem === 'PM' ? 12 : 0);

  const booked = await request.post('/api/zoom/book', {
    data: { user_email: uniqueEmail('taken'), user_name: 'Taken', meeting_date: iso, meeting_time: `${hour}:00` },
  });
  expect(booked.status()).toBe(200);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
  if (!(await page.getByRole('button', { name: label }).isVisible()))
    await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: label }).click();
  await expect(times.first()).toBeVisible();
  await expect(times.filter({ hasText: firstText })).toHaveCount(0);
  // Other specs book in parallel, so other times of the day may go as well, but none may appear.
  const left = await times.allTextContents();
  expect(left.length).toBeLessThan(offered.length);
  expect(left.filter((time) => !offered.includes(time))).toEqual([]);
});

test('when availability cannot be fetched the usual hours show with a warning', async ({ page }) => {
  await page.goto('/book-zoom');
  await page.route('**/trpc/schedule.available**', (route) => route.abort());
  const days = page.getByRole('grid').getByRole('button', { disabled: false });
  if ((await days.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await days.first().click();
  await expect(page.getByText(/These are our usual hours; please check with an admin/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('group', { name: 'Available times' }).getByRole('button')).toHaveCount(10);
});
