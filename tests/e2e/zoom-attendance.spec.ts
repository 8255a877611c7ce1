import { DEMO, execDb, expect, signIn, test, toast, uniqueEmail } from './fixtures';

/** A meeting at noon of the day `startsAt` falls on, written as the booking screens would leave it. */
function plantMeeting(meeting: {
  email: string;
  name: string;
  startsAt: number;
  status: 'booked' | 'cancelled';
  cancelReason?: string;
  changeReason?: string;
  moveCount?: number;
  plan?: string;
}) {
  execDb(
    `insert into meetings (slot_id, date, time, starts_at, status, email, name, cancel_reason, change_reason, move_count, plan)
     values (?, ?, '12:00', ?, ?, ?, ?, ?, ?, ?, ?)`,
    `slot_${meeting.email}`,
    new Date(meeting.startsAt).toISOString().slice(0, 10),
    meeting.startsAt,
    meeting.status,
    meeting.email,
    meeting.name,
    meeting.cancelReason ?? null,
    meeting.changeReason ?? null,
    meeting.moveCount ?? 0,
    meeting.plan ?? null,
  );
}

// Issue 35 §4-5: the team sees who confirmed, who moved or cancelled and why, and marks a no-show.
test('an admin sees attendance and reasons in the Zoom tab and marks a past meeting as a no-show', async ({ page }) => {
  const absent = uniqueEmail('absent');
  const leaver = uniqueEmail('leaver');
  plantMeeting({
    email: absent,
    name: 'Abe Sent',
    startsAt: Date.now() - 24 * 3_600_000,
    status: 'booked',
    plan: 'pro',
  });
  plantMeeting({
    email: leaver,
    name: 'Lee Ver',
    startsAt: Date.now() + 7 * 24 * 3_600_000,
    status: 'cancelled',
    cancelReason: 'cancelled at your request.',
    changeReason: 'Found a cheaper option',
    moveCount: 1,
  });

  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin?tab=zoom-bookings');
  await page.getByRole('button', { name: 'Past', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: absent });
  await expect(row.getByText('Not confirmed')).toBeVisible();
  // The plan by its name, as every other screen gives it.
  await expect(row.getByRole('cell', { name: 'Pro', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Mark ${absent} as not attending` }).click();
  await expect(toast(page, 'Abe Sent marked as not attending')).toBeVisible();
  await expect(row.getByText('No-show', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Undo the no-show of ${absent}` })).toBeVisible();

  await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
  const cancelled = page.getByRole('row').filter({ hasText: leaver });
  await expect(cancelled.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(cancelled.getByText('cancelled at your request. "Found a cheaper option"')).toBeVisible();
});
