import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { meetingDay } from '../../../../tests/fixtures/dates';
import { pacificToUtc } from '../../../shared/schedule';
import { emailOutbox } from '../../db/schema';
import { deliverDue, emailDeps } from '../email/service';

let t: TestApp;
afterEach(async () => {
  await t.app.close();
});

const HOUR = 3_600_000;
const date = meetingDay();
const startsAt = pacificToUtc(date, '12:00');

const bookOverRest = (email: string, time = '12:00') =>
  t.app.inject({
    method: 'POST',
    url: '/api/zoom/book',
    payload: { user_email: email, user_name: 'Rae', meeting_date: date, meeting_time: time },
  });
const queued = () =>
  t.app.deps.db
    .select()
    .from(emailOutbox)
    .all()
    .filter((row) => row.subject.startsWith('Reminder'));
const remindersTo = (email: string) =>
  t.mail.messages.filter((message) => message.to === email && message.subject.startsWith('Reminder'));
const deliverAt = (time: number) => deliverDue(emailDeps(t.app.deps), time);
const manageToken = (email: string) =>
  new URL(t.mail.messages.findLast((message) => message.to === email)!.link!).searchParams.get('manage')!;
const invite = (email: string) =>
  t.mail.messages.findLast((message) => message.to === email && message.attachments)!.attachments![0]!.content;

describe('meeting reminders', () => {
  it('queues one per MEETING_REMINDERS offset and sends each once, at its time, with both zones and the manage link', async () => {
    t = await makeTestApp();
    const booked = await t
      .caller()
      .schedule.book({ date, time: '12:00', name: 'Rae', email: 'rae@example.com', timeZone: 'America/New_York' });
    expect(booked.booking.id).toBeGreaterThan(0);
    // Each is sent before the next one is due, or not at all: never two at once, saying the wrong time.
    expect(queued().map((row) => [row.status, row.notBefore.getTime(), row.notAfter?.getTime()])).toEqual([
      ['queued', startsAt - 24 * HOUR, startsAt - HOUR],
      ['queued', startsAt - HOUR, startsAt],
    ]);

    await deliverAt(startsAt - 24 * HOUR - 1);
    expect(remindersTo('rae@example.com')).toEqual([]);
    await deliverAt(startsAt - 24 * HOUR);
    await deliverAt(startsAt - 23 * HOUR);
    const [dayBefore] = remindersTo('rae@example.com');
    expect(remindersTo('rae@example.com')).toHaveLength(1);
    expect(dayBefore!.subject).toMatch(
      /^Reminder: your Zoom consultation in 24 hours, on \w+day, .* at 3:00 PM E[SD]T \(12:00 PM P[SD]T, our time\)$/,
    );
    expect(dayBefore!.text).toMatch(/When: \w+day, .* at 3:00 PM E[SD]T \(12:00 PM P[SD]T, our time\)\./);
    expect(dayBefore!.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(dayBefore!.link).toMatch(/\/book-zoom\?manage=[a-z2-7]{32}$/);
    // The reminder's link is the booking's own: it opens the booking.
    const token = new URL(dayBefore!.link!).searchParams.get('manage')!;
    expect((await t.caller().schedule.managed({ token })).date).toBe(date);

    await deliverAt(startsAt - HOUR);
    expect(remindersTo('rae@example.com').map((message) => /in (\d+ hours?)/.exec(message.subject)?.[1])).toEqual([
      '24 hours',
      '1 hour',
    ]);
    // Within the two hours that no longer allow a change online, the reminder offers none.
    const hourBefore = remindersTo('rae@example.com')[1]!;
    expect(hourBefore.link ?? null).toBeNull();
    expect(hourBefore.text).not.toContain('manage=');
    expect(await deliverAt(startsAt + HOUR)).toBe(0);
  });

  it('does not send a day-before reminder once the hour-before one is due: the server was down', async () => {
    t = await makeTestApp();
    await t.caller().schedule.book({ date, time: '12:00', name: 'Rae', email: 'late@example.com' });
    await deliverAt(startsAt - 30 * 60_000);
    expect(remindersTo('late@example.com').map((message) => /in (\d+ hours?)/.exec(message.subject)?.[1])).toEqual([
      '1 hour',
    ]);
  });

  it('does not send a reminder whose time had passed when the meeting was booked', async () => {
    const days = Math.ceil((startsAt - Date.now()) / (24 * HOUR)) + 1;
    t = await makeTestApp({ meetingReminders: [days * 1440, 60] });
    expect((await bookOverRest('late@example.com')).statusCode).toBe(200);
    expect(queued().map((row) => row.notBefore.getTime())).toEqual([startsAt - HOUR]);
  });

  it('moves with a moved booking: the old ones are dropped, the new ones queued, and the calendar event is updated in place', async () => {
    t = await makeTestApp();
    expect((await bookOverRest('mover@example.com')).statusCode).toBe(200);
    expect((await t.mailTo('mover@example.com')).subject).toMatch(/^Your Zoom consultation: /);
    const firstInvite = invite('mover@example.com');
    const uid = /^UID:(.*)$/m.exec(firstInvite)![1]!.trim();
    expect(firstInvite).toMatch(/^SEQUENCE:0$/m);

    await t.caller().schedule.rescheduleManaged({ token: manageToken('mover@example.com'), date, time: '15:00' });
    // Said as a move, not as a second booking.
    const movedMail = t.mail.messages.findLast((message) => message.to === 'mover@example.com')!;
    expect(movedMail.subject).toMatch(/^Your Zoom consultation has moved: .* at 3:00 PM P[SD]T$/);
    expect(movedMail.text).toContain('Your free consultation has moved to');
    const movedStart = pacificToUtc(date, '15:00');
    expect(queued().map((row) => [row.status, row.notBefore.getTime()])).toEqual([
      ['dropped', startsAt - 24 * HOUR],
      ['dropped', startsAt - HOUR],
      ['queued', movedStart - 24 * HOUR],
      ['queued', movedStart - HOUR],
    ]);
    const movedInvite = invite('mover@example.com');
    expect(movedInvite).toMatch(/^METHOD:REQUEST$/m);
    expect(movedInvite).toContain(`UID:${uid}`);
    expect(movedInvite).toMatch(/^SEQUENCE:1$/m);

    await deliverAt(movedStart - HOUR);
    expect(remindersTo('mover@example.com')).toHaveLength(2);
    expect(remindersTo('mover@example.com').every((message) => message.subject.includes('3:00 PM'))).toBe(true);
  });

  it('are dropped when the booking is cancelled, whose calendar cancellation names the same event', async () => {
    t = await makeTestApp();
    await t
      .caller()
      .schedule.book({ date, time: '12:00', name: 'Lee', email: 'leaver@example.com', timeZone: 'America/New_York' });
    const uid = /^UID:(.*)$/m.exec(invite('leaver@example.com'))![1]!.trim();
    await t.caller().schedule.cancelManaged({ token: manageToken('leaver@example.com') });
    expect(queued().map((row) => row.status)).toEqual(['dropped', 'dropped']);
    const cancellation = invite('leaver@example.com');
    expect(cancellation).toMatch(/^METHOD:CANCEL$/m);
    expect(cancellation).toContain(`UID:${uid}`);
    expect(cancellation).toMatch(/^SEQUENCE:1$/m);
    // Said as the booking was: with its weekday, in the guest's own time.
    const cancelled = await t.mailTo('leaver@example.com');
    expect(cancelled.subject).toMatch(/^Cancelled: your Zoom consultation on \w+day, .* at 3:00 PM E[SD]T \(12:00 PM/);
    expect(cancelled.text).toMatch(
      /Your consultation on \w+day, .* at 3:00 PM E[SD]T \(12:00 PM P[SD]T, our time\) has/,
    );
    expect(await deliverAt(startsAt)).toBe(0);
    expect(remindersTo('leaver@example.com')).toEqual([]);
  });

  it('refuses a time zone that does not exist, over tRPC and REST alike', async () => {
    t = await makeTestApp();
    await expect(
      t.caller().schedule.book({ date, time: '12:00', name: 'Rae', email: 'tz@example.com', timeZone: 'Mars/Olympus' }),
    ).rejects.toThrow('Unknown time zone');
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/zoom/book',
      payload: {
        user_email: 'tz@example.com',
        user_name: 'Rae',
        meeting_date: date,
        meeting_time: '12:00',
        time_zone: 'x',
      },
    });
    expect(rest.statusCode).toBe(422);
    expect(queued()).toEqual([]);
  });
});
