import {
  execDb,
  expect,
  latestMail,
  mailBody,
  pickDayMoreThanADayAway,
  queryDb,
  test,
  timeOf,
  uniqueEmail,
} from './fixtures';

// Issue 35 §1 and §3: a reminder before the meeting, with the time where the guest is, and a link
// that opens a page: opening it changes nothing, the button there cancels.
test.use({ timezoneId: 'Europe/Berlin' });

const statusOf = (email: string) =>
  queryDb<{ status: string }>('select status from meetings where email = ? order by id desc limit 1', email)[0]?.status;

test('a guest is reminded the day before in their own time, confirms, then cancels with a reason', async ({ page }) => {
  const email = uniqueEmail('reminded');
  await page.goto('/book-zoom');
  const times = await pickDayMoreThanADayAway(page);
  const booked = await timeOf(times.first());
  await times.first().click();
  await page.getByLabel('Name').fill('Remi Nder');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Book Zoom Meeting' }).click();
  await expect(page.getByText(/it also has a link to change or cancel your booking/)).toBeVisible();

  const reminders = () =>
    queryDb<{ subject: string; status: string }>(
      'select subject, status from email_outbox where "to" = ? and subject like \'Reminder:%\' order by not_before',
      email,
    );
  expect(reminders().map((row) => row.status)).toEqual(['queued', 'queued']);
  // The day-before reminder's moment comes: the outbox sends it within its next pass.
  execDb(
    'update email_outbox set not_before = ? where "to" = ? and subject like \'Reminder:%24 hours%\'',
    Date.now(),
    email,
  );
  const reminder = mailBody(await latestMail(email, (raw) => raw.includes('Subject: Reminder: your Zoom')));
  expect(reminder).toContain(`in 24 hours`);
  expect(reminder).toContain(booked);
  expect(reminder).toMatch(
    /When: \w+day, .* at \d{1,2}:\d{2} [AP]M GMT\+[12] \((\w+day, .* at )?\d{1,2}:\d{2} [AP]M P[SD]T, our time\)\./,
  );
  expect(reminder).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');

  // "Still coming?": following the link, as a mail filter's scanner would, only opens the page.
  const confirmLink = /(http\S+&confirm=1)/.exec(reminder)?.[1];
  expect(confirmLink).toBeDefined();
  const scanned = await page.request.get(confirmLink!);
  expect(scanned.status()).toBe(200);
  await page.goto(confirmLink!);
  await expect(page.getByRole('heading', { name: 'Your consultation, Remi Nder' })).toBeVisible();
  await expect(page.locator('.booking-when')).toContainText(booked);
  expect(queryDb('select confirmed_at from meetings where email = ? and confirmed_at is not null', email)).toEqual([]);
  await page.getByRole('button', { name: 'Yes, I will be there' }).click();
  await expect(page.getByText(/^You confirmed on .*\. See you then!$/)).toBeVisible();
  expect(statusOf(email)).toBe('booked');

  // Plans change after all: the page's button cancels, with a reason for the team.
  await page.getByRole('button', { name: 'Cancel Meeting' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this meeting?' });
  await confirm.getByLabel('Reason').fill('Travelling that week');
  await confirm.getByRole('button', { name: 'Cancel Meeting' }).click();
  await expect(page.getByText('Booking cancelled successfully. We have emailed you a confirmation.')).toBeVisible();
  expect(statusOf(email)).toBe('cancelled');
  expect(queryDb('select change_reason from meetings where email = ? and status = ?', email, 'cancelled')).toEqual([
    { change_reason: 'Travelling that week' },
  ]);
  // The hour-before reminder goes with the meeting.
  expect(reminders().map((row) => row.status)).toEqual(['written', 'dropped']);
});
