import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { firstDayFrom, meetingDay } from '../../../../tests/fixtures/dates';
import { MAX_MEETING_MOVES, pacificToUtc, SCHEDULE_MESSAGES, tooLateToChange } from '../../../shared/schedule';
import { adminActivity, adminNotices, meetings } from '../../db/schema';
import { deliverDue, emailDeps } from '../email/service';

// Issue 35 §4 (rules for changes) and §5 ("Still coming?", no-shows).

let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t.app.close();
});

const date = meetingDay();
const laterDay = firstDayFrom(9, (day) => day >= 1 && day <= 4);
const startsAt = pacificToUtc(date, '12:00');
const HOUR = 3_600_000;

async function book(email: string, time = '12:00') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/zoom/book',
    payload: { user_email: email, user_name: 'Pat', meeting_date: date, meeting_time: time },
  });
  expect(res.statusCode).toBe(200);
}
const tokenOf = (email: string) =>
  new URL(t.mail.messages.findLast((message) => message.to === email && message.link)!.link!).searchParams.get(
    'manage',
  )!;
const rowsOf = (email: string) =>
  t.app.deps.db
    .select()
    .from(meetings)
    .all()
    .filter((row) => row.email === email);
const at = (time: number) => vi.useFakeTimers({ toFake: ['Date'], now: time });

describe('rules for self-service changes', () => {
  it('refuses a move or a cancel within two hours of the start; an admin of bookings still may', async () => {
    t = await makeTestApp();
    await book('late@example.com');
    const token = tokenOf('late@example.com');
    at(startsAt - 2 * HOUR + 60_000);
    await expect(t.caller().schedule.cancelManaged({ token })).rejects.toThrow(tooLateToChange(120));
    await expect(t.caller().schedule.rescheduleManaged({ token, date: laterDay, time: '15:00' })).rejects.toThrow(
      tooLateToChange(120),
    );
    expect(rowsOf('late@example.com').map((row) => [row.time, row.status])).toEqual([['12:00', 'booked']]);

    const admin = await t.account({ isAdmin: true });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/zoom/booking/late@example.com',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(rowsOf('late@example.com')[0]?.status).toBe('cancelled');
  });

  it('honours MEETING_CHANGE_CUTOFF_MINUTES, and a signed-in owner is held to it too', async () => {
    t = await makeTestApp({ meetingChangeCutoffMinutes: 30 });
    const owner = await t.account({ email: 'owner@example.com' });
    await book('owner@example.com');
    at(startsAt - HOUR);
    await t.caller(owner.token).schedule.cancelMine({ reason: 'Something came up' });
    expect(rowsOf('owner@example.com')[0]).toMatchObject({ status: 'cancelled', changeReason: 'Something came up' });
  });

  it(`allows ${MAX_MEETING_MOVES} moves of one booking, then refuses the next`, async () => {
    t = await makeTestApp();
    await book('mover@example.com');
    const times = ['13:00', '14:00', '15:00', '16:00'];
    for (const time of times.slice(0, MAX_MEETING_MOVES))
      await t.caller().schedule.rescheduleManaged({ token: tokenOf('mover@example.com'), date, time });
    await expect(
      t.caller().schedule.rescheduleManaged({ token: tokenOf('mover@example.com'), date, time: times[3]! }),
    ).rejects.toThrow(SCHEDULE_MESSAGES.tooManyMoves);
    const live = rowsOf('mover@example.com').filter((row) => row.status === 'booked');
    expect(live.map((row) => [row.time, row.moveCount])).toEqual([['15:00', 3]]);
  });

  it('keeps a booking its account made with that account when it is moved by its manage link', async () => {
    t = await makeTestApp();
    const account = await t.account({ email: 'owner@example.com', emailVerified: false });
    await t.caller(account.token).schedule.book({ date, time: '12:00', name: 'Owen', email: account.email });
    const moved = await t.app.inject({
      method: 'POST',
      url: '/trpc/schedule.rescheduleManaged',
      payload: { token: tokenOf(account.email), date, time: '14:00' },
    });
    expect(moved.statusCode).toBe(200);
    const live = rowsOf(account.email).filter((row) => row.status === 'booked');
    expect(live.map((row) => [row.time, row.userId])).toEqual([['14:00', account.id]]);
    expect((await t.caller(account.token).schedule.myBooking())?.time).toBe('14:00');
  });

  it('keeps the reason given for a move or a cancel, shows it to the team, and tells them of the cancel', async () => {
    t = await makeTestApp();
    const admin = await t.account({ isAdmin: true, email: 'bookings@example.com' });
    await book('why@example.com');
    await t.caller().schedule.rescheduleManaged({
      token: tokenOf('why@example.com'),
      date,
      time: '14:00',
      reason: '  Clashes with school pickup ',
    });
    await t.caller().schedule.cancelManaged({ token: tokenOf('why@example.com'), reason: 'Found another agency' });
    const listed = await t.caller(admin.token).schedule.adminBookings();
    expect(listed.filter((row) => row.email === 'why@example.com')).toMatchObject([
      { status: 'cancelled', time: '14:00', moveCount: 1, changeReason: 'Found another agency' },
    ]);
    // The booking's notice went out at once; the others wait for the admin's digest (issue 33).
    const notices = t.app.deps.db
      .select()
      .from(adminNotices)
      .all()
      .filter((row) => row.recipient === admin.email);
    expect(notices.map((row) => row.summary)).toEqual([
      expect.stringMatching(/^New Zoom booking: Pat <why@example.com>, [^(]*$/),
      expect.stringMatching(/^New Zoom booking: Pat <why@example.com>, .* \(moved: "Clashes with school pickup"\)$/),
      expect.stringMatching(/^Zoom booking cancelled by Pat <why@example.com>: .* \("Found another agency"\)$/),
    ]);
    await expect(
      t.caller().schedule.cancelManaged({ token: tokenOf('why@example.com'), reason: 'x'.repeat(501) }),
    ).rejects.toThrow('Please keep the reason under 500 characters');
  });
});

describe('"Still coming?"', () => {
  it('asks in the day-before reminder, whose link opens the page; only its button confirms', async () => {
    t = await makeTestApp();
    const admin = await t.account({ isAdmin: true });
    await book('coming@example.com');
    await deliverDue(emailDeps(t.app.deps), startsAt - HOUR);
    const [dayBefore, hourBefore] = t.mail.messages.filter((message) => message.subject.startsWith('Reminder'));
    const confirmLink = /(http:\/\/localhost:3000\/book-zoom\?manage=[a-z2-7]{32}&confirm=1)/.exec(
      dayBefore!.text,
    )?.[1];
    expect(confirmLink).toBeDefined();
    expect(hourBefore!.text).not.toContain('confirm=1');

    const token = new URL(confirmLink!).searchParams.get('manage')!;
    expect((await t.caller().schedule.managed({ token })).confirmedAt).toBeNull();
    const answer = await t.caller().schedule.confirmManaged({ token });
    expect(answer.message).toBe(SCHEDULE_MESSAGES.confirmedAttendance);
    expect(answer.booking.confirmedAt).not.toBeNull();
    const listed = await t.caller(admin.token).schedule.adminBookings();
    expect(listed.find((row) => row.email === 'coming@example.com')?.confirmedAt).toBe(answer.booking.confirmedAt);
    await expect(t.caller().schedule.confirmManaged({ token: 'not-a-token' })).rejects.toThrow(
      SCHEDULE_MESSAGES.manageLinkInvalid,
    );
  });

  it('lets an admin of bookings mark a no-show once the meeting has begun, audited, and no one else', async () => {
    t = await makeTestApp();
    const admin = await t.account({ isAdmin: true, email: 'desk@example.com' });
    const customer = await t.account();
    await book('absent@example.com');
    const id = rowsOf('absent@example.com')[0]!.id;
    await expect(t.caller(admin.token).schedule.adminMarkNoShow({ id, noShow: true })).rejects.toThrow(
      SCHEDULE_MESSAGES.noShowTooEarly,
    );
    at(startsAt + HOUR);
    await expect(t.caller(customer.token).schedule.adminMarkNoShow({ id, noShow: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await t.caller(admin.token).schedule.adminMarkNoShow({ id, noShow: true })).toEqual({
      message: 'Pat marked as not attending',
    });
    expect(rowsOf('absent@example.com')[0]?.noShowAt).not.toBeNull();
    expect(t.app.deps.db.select().from(adminActivity).all().at(-1)).toMatchObject({
      adminEmail: 'desk@example.com',
      action: 'mark_no_show',
    });
    await t.caller(admin.token).schedule.adminMarkNoShow({ id, noShow: false });
    expect(rowsOf('absent@example.com')[0]?.noShowAt).toBeNull();
    await expect(t.caller(admin.token).schedule.adminMarkNoShow({ id: 0, noShow: true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
