import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { dayWithWeekday, firstDayFrom, meetingDay } from '../../../../tests/fixtures/dates';
import { accountBuys } from '../../../../tests/fixtures/orders';
import { pacificToday, SCHEDULE_MESSAGES, SLOT_TIMES } from '../../../shared/schedule';
import { eq } from 'drizzle-orm';
import { meetings } from '../../db/schema';
import { availableSlots, holdSlot } from './service';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const GUEST = { actor: null, ip: '203.0.113.9' };
const reserve = (payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/timeslots/reserve', payload, headers });
const book = (payload: object, headers = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/zoom/book', payload, headers, remoteAddress });

describe('GET /api/timeslots/available/{date}', () => {
  it('offers all 19 slots of a free future weekday', async () => {
    const res = await t.app.inject({ url: `/api/timeslots/available/${meetingDay()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().available_slots.map((slot: { time: string }) => slot.time)).toEqual([...SLOT_TIMES]);
    expect(res.json().admin_override).toBe(false);
  });

  it('answers the spec errors for past, weekend, same-day and malformed dates', async () => {
    const past = await t.app.inject({ url: '/api/timeslots/available/2020-01-06' });
    expect(past.statusCode).toBe(400);
    expect(past.json().detail).toContain('past');
    const saturday = await t.app.inject({ url: `/api/timeslots/available/${dayWithWeekday(6)}` });
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json().detail).toContain('Monday-Thursday');
    const today = await t.app.inject({ url: `/api/timeslots/available/${pacificToday()}` });
    if (today.statusCode === 200)
      expect(today.json()).toMatchObject({ available_slots: [], message: SCHEDULE_MESSAGES.sameDay });
    else expect(today.json().detail).toContain('Monday-Thursday');
    expect((await t.app.inject({ url: '/api/timeslots/available/2026-02-30' })).statusCode).toBe(422);
  });

  it('says no time slots are available when every slot is taken', async () => {
    const date = meetingDay();
    for (const time of SLOT_TIMES)
      expect((await reserve({ booking_date: date, booking_time: time })).statusCode).toBe(200);
    const res = await t.app.inject({ url: `/api/timeslots/available/${date}` });
    expect(res.json()).toMatchObject({ available_slots: [], message: SCHEDULE_MESSAGES.noSlots });
  });

  it('is never stale: a write to meetings from any code, through Drizzle or raw SQL, shows in the next answer', async () => {
    const date = meetingDay();
    const times = async () =>
      (await t.app.inject({ url: `/api/timeslots/available/${date}` }))
        .json()
        .available_slots.map((s: { time: string }) => s.time);
    expect(await times()).toContain('13:00');
    await reserve({ booking_date: date, booking_time: '13:00', customer_email: 'held@example.com' });
    expect(await times()).not.toContain('13:00');
    t.app.deps.db.update(meetings).set({ status: 'expired' }).where(eq(meetings.email, 'held@example.com')).run();
    expect(await times()).toContain('13:00');
    t.app.deps.db.$client.prepare("update meetings set status = 'held' where email = 'held@example.com'").run();
    expect(await times()).not.toContain('13:00');
    t.app.deps.db.$client.prepare('delete from meetings').run();
    expect(await times()).toContain('13:00');
  });

  it('keeps each date apart and shows an admin the taken slots the same visitors do not see', async () => {
    const [first, second] = [meetingDay(), firstDayFrom(9, (day) => day >= 1 && day <= 4)];
    await reserve({ booking_date: first, booking_time: '18:00' });
    const admin = await t.account({ isAdmin: true });
    const visitorFirst = (await t.app.inject({ url: `/api/timeslots/available/${first}` })).json();
    const visitorSecond = (await t.app.inject({ url: `/api/timeslots/available/${second}` })).json();
    const adminFirst = (
      await t.app.inject({ url: `/api/timeslots/available/${first}`, headers: bearer(admin.token) })
    ).json();
    expect(visitorFirst.available_slots).toHaveLength(18);
    expect(visitorSecond.available_slots).toHaveLength(19);
    expect(visitorSecond.date).toBe(second);
    expect(adminFirst.available_slots).toContainEqual({ time: '18:00', taken: true });
    expect(adminFirst.admin_override).toBe(true);
  });

  it('answers without the /api prefix too, as the spec’s modal calls it', async () => {
    expect((await t.app.inject({ url: `/timeslots/available/${meetingDay()}` })).statusCode).toBe(200);
  });
});

describe('holds', () => {
  it('holds a slot for 15 minutes, hides it from others and gives 409 to the next person', async () => {
    const date = meetingDay();
    const first = await reserve({
      booking_date: date,
      booking_time: '14:30',
      customer_email: 'a@example.com',
      customer_name: 'A',
      plan: 'pro',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ admin_override: false, expires_in: 15 });
    expect(first.json().slot_id).toMatch(/^slot_[0-9a-f]{24}$/);
    const slots = (await t.app.inject({ url: `/api/timeslots/available/${date}` }))
      .json()
      .available_slots.map((s: { time: string }) => s.time);
    expect(slots).not.toContain('14:30');
    const second = await reserve({
      booking_date: date,
      booking_time: '14:30',
      customer_email: 'b@example.com',
      customer_name: 'B',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(SCHEDULE_MESSAGES.slotTaken);
  });

  it('frees the slot once the hold expires', async () => {
    const date = meetingDay();
    const now = Date.now();
    await holdSlot(t.app.deps, { date, time: '15:00', email: 'x@example.com', name: 'X' }, GUEST, now);
    expect(availableSlots(t.app.deps.db, date, false, now + 14 * 60_000).slots.map((s) => s.time)).not.toContain(
      '15:00',
    );
    expect(availableSlots(t.app.deps.db, date, false, now + 16 * 60_000).slots.map((s) => s.time)).toContain('15:00');
    const later = await holdSlot(
      t.app.deps,
      { date, time: '15:00', email: 'y@example.com', name: 'Y' },
      GUEST,
      now + 16 * 60_000,
    );
    expect(later.meeting.email).toBe('y@example.com');
  });

  it('releases a hold, and confirms a hold into a booking', async () => {
    const date = meetingDay();
    const held = (await reserve({ booking_date: date, booking_time: '16:00' })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/timeslots/cancel/${held.slot_id}` })).json()).toEqual({
      message: 'Reservation released',
    });
    expect((await reserve({ booking_date: date, booking_time: '16:00' })).statusCode).toBe(200);

    // The hold is for c@example.com, whose account confirms it with its paid plan order.
    const customer = await t.account({ email: 'c@example.com', name: 'C' });
    const again = (
      await reserve({ booking_date: date, booking_time: '17:00', customer_email: 'c@example.com', customer_name: 'C' })
    ).json();
    const confirm = (slotId: string, paymentId: string | null, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/timeslots/confirm/${slotId}`,
        payload: paymentId ? { payment_id: paymentId } : {},
        headers,
      });
    // Knowing the slot id is no proof: signed out, or signed in as someone else, nothing is booked.
    expect((await confirm(again.slot_id, 'ord_1')).statusCode).toBe(401);
    const stranger = await t.account({ email: 'stranger@example.com' });
    const theirs = await accountBuys(t, stranger);
    expect((await confirm(again.slot_id, theirs.orderId, bearer(stranger.token))).statusCode).toBe(403);
    // Nor is another buyer's paid order a plan of this account.
    const notTheirs = await confirm(again.slot_id, theirs.orderId, bearer(customer.token));
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().detail).toBe(SCHEDULE_MESSAGES.confirmNeedsPlan);

    const { orderId } = await accountBuys(t, customer, { name: 'C' });
    const confirmed = await confirm(again.slot_id, orderId, bearer(customer.token));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().booking).toMatchObject({
      meeting_date: date,
      meeting_time: '17:00',
      customer_email: 'c@example.com',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/timeslots/confirm/slot_unknown',
          payload: {},
          headers: bearer(customer.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('rejects times outside the half-hour grid', async () => {
    const res = await reserve({ booking_date: meetingDay(), booking_time: '12:15' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(SCHEDULE_MESSAGES.invalidTime);
  });

  it('stores Pacific date and time with the UTC instant across daylight saving', async () => {
    const now = Date.parse('2027-03-01T20:00:00Z');
    // Monday 2027-03-15 is the first Monday after the switch to daylight time on March 14.
    const { meeting } = await holdSlot(
      t.app.deps,
      { date: '2027-03-15', time: '12:00', email: 'd@example.com', name: 'D' },
      GUEST,
      now,
    );
    expect(meeting.startsAt.toISOString()).toBe('2027-03-15T19:00:00.000Z');
    const winter = await holdSlot(
      t.app.deps,
      { date: '2027-03-08', time: '12:00', email: 'e@example.com', name: 'E' },
      GUEST,
      now,
    );
    expect(winter.meeting.startsAt.toISOString()).toBe('2027-03-08T20:00:00.000Z');
  });
});

describe('admin override', () => {
  it('lets an admin take a booked slot, cancels the holder in the same step and emails them', async () => {
    const admin = await t.account({ isAdmin: true });
    const date = meetingDay();
    await book({ user_email: 'holder@example.com', user_name: 'Holder', meeting_date: date, meeting_time: '13:00' });
    const adminView = (
      await t.app.inject({ url: `/api/timeslots/available/${date}`, headers: bearer(admin.token) })
    ).json();
    expect(adminView.admin_override).toBe(true);
    expect(adminView.available_slots).toContainEqual({ time: '13:00', taken: true });

    const res = await reserve(
      { booking_date: date, booking_time: '13:00', customer_email: 'vip@example.com', customer_name: 'VIP' },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().admin_override).toBe(true);
    expect(res.json().message).toContain('Admin override');
    expect(res.json().message).toContain('holder@example.com');
    const rows = t.app.deps.db.select().from(meetings).all();
    expect(rows.filter((row) => row.status === 'held' || row.status === 'booked').map((row) => row.email)).toEqual([
      'vip@example.com',
    ]);
    expect(t.mail.messages.some((m) => m.to === 'holder@example.com' && m.subject.startsWith('Cancelled'))).toBe(true);
  });
});

describe('Zoom bookings', () => {
  it('books a guest, emails the details with an .ics invite and notifies the admins', async () => {
    await t.account({ email: 'owner@example.com', isAdmin: true });
    const date = meetingDay();
    const res = await book({
      user_email: 'Guest@Example.com',
      user_name: 'Guest',
      meeting_date: date,
      meeting_time: '18:30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({
      meeting_date: date,
      meeting_time: '18:30',
      user_email: 'guest@example.com',
      zoom_link: t.app.deps.config.zoom.meetingUrl,
    });
    const invite = t.mail.messages.find((m) => m.to === 'guest@example.com');
    expect(invite?.attachments?.[0]).toMatchObject({
      filename: 'consultation.ics',
      contentType: 'text/calendar; method=REQUEST',
    });
    expect(invite?.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    // Between the studio, as the mail is sent from, and the guest: what calendars match a reply or an update by.
    expect(invite?.attachments?.[0]?.content).toContain('ORGANIZER;CN="Goldline Studio":MAILTO:hello@goldline.studio');
    expect(invite?.attachments?.[0]?.content).toContain('CN="Guest":mailto:guest@example.com');
    expect(t.mail.messages.some((m) => m.to === 'owner@example.com' && m.subject.startsWith('New Zoom booking'))).toBe(
      true,
    );
  });

  it('gives the spec messages for a missing name or a bad email', async () => {
    const noName = await book({ user_email: 'a@example.com', meeting_date: meetingDay(), meeting_time: '12:00' });
    expect(noName.json().detail).toBe('Please provide your name and email address');
    const badEmail = await book({
      user_email: 'not-an-email',
      user_name: 'A',
      meeting_date: meetingDay(),
      meeting_time: '12:00',
    });
    expect(badEmail.json().detail).toBe('Please provide a valid email address');
  });

  it('lets a customer read and cancel only their own booking; admins any', async () => {
    const owner = await t.account({ email: 'mine@example.com' });
    const other = await t.account({ email: 'other@example.com' });
    const admin = await t.account({ isAdmin: true });
    await book({
      user_email: 'mine@example.com',
      user_name: 'Mine',
      meeting_date: meetingDay(),
      meeting_time: '19:00',
    });

    expect((await t.app.inject({ url: '/api/zoom/booking/mine@example.com' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/zoom/booking/mine@example.com', headers: bearer(other.token) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/zoom/booking/mine@example.com', headers: bearer(owner.token) })).json(),
    ).toMatchObject({ meeting_time: '19:00' });
    expect((await t.app.inject({ url: '/api/admin/zoom/bookings', headers: bearer(owner.token) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: '/api/admin/zoom/bookings', headers: bearer(admin.token) })).json().bookings,
    ).toHaveLength(1);

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/zoom/booking/mine@example.com',
      headers: bearer(owner.token),
    });
    expect(cancel.json()).toEqual({ message: 'Booking cancelled successfully.' });
    expect(
      (await t.app.inject({ url: '/api/zoom/booking/mine@example.com', headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
    expect(t.mail.messages.some((m) => m.to === 'mine@example.com' && m.subject.startsWith('Cancelled'))).toBe(true);
  });

  it('lets an admin cancel any booking', async () => {
    const admin = await t.account({ isAdmin: true });
    await book({ user_email: 'c1@example.com', user_name: 'C1', meeting_date: meetingDay(), meeting_time: '20:00' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/zoom/booking/c1@example.com',
      headers: bearer(admin.token),
    });
    expect(res.json()).toEqual({ message: 'Zoom booking cancelled successfully' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/admin/zoom/booking/c1@example.com',
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('resends details only for a real booking, to its owner signed in or an admin of bookings', async () => {
    const date = meetingDay();
    await book({ user_email: 'r@example.com', user_name: 'R', meeting_date: date, meeting_time: '12:30' });
    const owner = await t.account({ email: 'r@example.com' });
    const named = { customer_email: 'r@example.com', meeting_date: date, meeting_time: '12:30' };
    const resend = (url: string, payload: object, headers = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const before = t.mail.messages.length;
    // Knowing an address and a time is no proof: a stranger signed out sends nothing.
    expect((await resend('/api/emails/send-zoom-details', named)).statusCode).toBe(401);
    expect((await resend('/api/emails/notify-admin-booking', named)).statusCode).toBe(401);
    expect(t.mail.messages.length).toBe(before);

    const ok = await resend('/api/emails/send-zoom-details', named, bearer(owner.token));
    expect(ok.statusCode).toBe(200);
    expect(t.mail.messages.length).toBe(before + 1);
    expect(t.mail.messages.at(-1)!.to).toBe('r@example.com');
    const relay = await resend(
      '/api/emails/send-zoom-details',
      { ...named, customer_email: 'victim@example.com' },
      bearer(owner.token),
    );
    expect(relay.statusCode).toBe(403);
    const wrongTime = await resend(
      '/api/emails/send-zoom-details',
      { ...named, meeting_time: '13:00' },
      bearer(owner.token),
    );
    expect(wrongTime.statusCode).toBe(404);

    const admin = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['bookings'] });
    expect((await resend('/api/emails/send-zoom-details', named, bearer(admin.token))).statusCode).toBe(200);
    const none = await resend(
      '/api/emails/send-zoom-details',
      { ...named, customer_email: 'victim@example.com' },
      bearer(admin.token),
    );
    expect(none.statusCode).toBe(404);
    expect(t.mail.messages.filter((m) => m.to === 'victim@example.com')).toEqual([]);
  });

  it('shows admins the customer’s current plan for a call booked outside the wizard', async () => {
    const admin = await t.account({ isAdmin: true });
    const customer = await t.account({ email: 'planned@example.com', plan: 'pro' });
    await t
      .caller(customer.token)
      .schedule.book({ date: meetingDay(), time: '14:00', name: 'Planned', email: customer.email });
    await book({
      user_email: 'guest-no-plan@example.com',
      user_name: 'Guest',
      meeting_date: meetingDay(),
      meeting_time: '15:00',
    });
    expect(
      t.app.deps.db
        .select()
        .from(meetings)
        .all()
        .map((row) => row.plan),
    ).toEqual([null, null]);

    const plans = (await t.caller(admin.token).schedule.adminBookings()).map((booking) => [
      booking.email,
      booking.plan,
    ]);
    expect(plans).toEqual([
      ['guest-no-plan@example.com', null],
      ['planned@example.com', 'pro'],
    ]);
    const wire = (await t.app.inject({ url: '/api/admin/zoom/bookings', headers: bearer(admin.token) })).json()
      .bookings;
    expect(
      wire.map((booking: { user_email: string; plan: string | null }) => [booking.user_email, booking.plan]),
    ).toEqual(plans);
  });

  it('serves the same rules over tRPC', async () => {
    const customer = await t.account({ email: 'trpc@example.com' });
    const date = meetingDay();
    const { booking } = await t
      .caller(customer.token)
      .schedule.book({ date, time: '13:30', name: 'T', email: 'trpc@example.com' });
    expect(booking).toMatchObject({ date, time: '13:30', isUpcoming: true });
    expect(await t.caller(customer.token).schedule.myBooking()).toMatchObject({ slotId: booking.slotId });
    await expect(t.caller(customer.token).schedule.adminBookings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await t.caller(customer.token).schedule.cancelMine();
    expect(await t.caller(customer.token).schedule.myBooking()).toBeNull();
  });
});

describe('concurrency', () => {
  it('gives exactly one of 200 simultaneous reservations of a slot over real HTTP', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const date = meetingDay();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${address}/api/timeslots/reserve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            booking_date: date,
            booking_time: '12:00',
            customer_email: `p${i}@example.com`,
            customer_name: `P${i}`,
          }),
        }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const live = t.app.deps.db
      .select()
      .from(meetings)
      .all()
      .filter((row) => row.status === 'held');
    expect(live).toHaveLength(1);
  });
});

describe('changing or cancelling a booking (issue 18 §4)', () => {
  const guestBooking = (email: string, time = '12:00', date = meetingDay()) =>
    book({ user_email: email, user_name: 'Owner', meeting_date: date, meeting_time: time });
  const manageToken = async (email: string) => {
    const mail = await t.mailTo(email);
    const link = mail.link ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/book-zoom\?manage=[a-z2-7]{32}$/);
    expect(mail.text).toContain(link);
    return new URL(link).searchParams.get('manage')!;
  };
  const rowsOf = (email: string) =>
    t.app.deps.db
      .select()
      .from(meetings)
      .all()
      .filter((row) => row.email === email)
      .map((row) => [row.time, row.status]);

  it('refuses a stranger who knows only the address: no rebooking, no cancelling, the booking stays', async () => {
    const date = meetingDay();
    expect((await guestBooking('victim@example.com', '12:00', date)).statusCode).toBe(200);
    const rebook = await book(
      { user_email: 'victim@example.com', user_name: 'Mallory', meeting_date: date, meeting_time: '16:30' },
      {},
      '198.51.100.7',
    );
    expect(rebook.statusCode).toBe(409);
    expect(rebook.json().detail).toBe(SCHEDULE_MESSAGES.alreadyBooked);
    await expect(
      t.caller().schedule.book({ date, time: '17:00', name: 'Mallory', email: 'VICTIM@example.com' }),
    ).rejects.toThrow(SCHEDULE_MESSAGES.alreadyBooked);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/zoom/booking/victim@example.com' })).statusCode).toBe(
      401,
    );
    const stranger = await t.account({ email: 'mallory@example.com' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/zoom/booking/victim@example.com',
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(rowsOf('victim@example.com')).toEqual([['12:00', 'booked']]);
  });

  it('lets the signed-in owner book again, which replaces the earlier booking', async () => {
    const owner = await t.account({ email: 'again@example.com' });
    const date = meetingDay();
    await guestBooking('again@example.com', '12:00', date);
    const again = await book(
      { user_email: 'Again@example.com', user_name: 'Again', meeting_date: date, meeting_time: '16:30' },
      bearer(owner.token),
    );
    expect(again.statusCode).toBe(200);
    expect(rowsOf('again@example.com')).toEqual([
      ['12:00', 'cancelled'],
      ['16:30', 'booked'],
    ]);
    const slots = (await t.app.inject({ url: `/api/timeslots/available/${date}` }))
      .json()
      .available_slots.map((s: { time: string }) => s.time);
    expect(slots).toContain('12:00');
  });

  it('does not give a guest booking to an account that has not proven the address', async () => {
    await guestBooking('claimed@example.com');
    const impostor = await t.account({ email: 'claimed@example.com', emailVerified: false });
    const caller = t.caller(impostor.token);
    expect(await caller.schedule.myBooking()).toBeNull();
    await expect(caller.schedule.cancelMine()).rejects.toThrow(SCHEDULE_MESSAGES.bookingNotFound);
    expect(
      (await t.app.inject({ url: '/api/zoom/booking/claimed@example.com', headers: bearer(impostor.token) }))
        .statusCode,
    ).toBe(404);
    expect((await caller.customer.dashboard()).zoomBooking).toBeNull();
    expect(rowsOf('claimed@example.com')).toEqual([['12:00', 'booked']]);
  });

  it('emails a manage link that shows, moves and cancels the booking without signing in', async () => {
    const date = meetingDay();
    await guestBooking('link@example.com', '12:00', date);
    const token = await manageToken('link@example.com');
    const visitor = t.caller();
    expect(await visitor.schedule.managed({ token })).toMatchObject({ email: 'link@example.com', date, time: '12:00' });

    const moved = await visitor.schedule.rescheduleManaged({ token, date, time: '18:00' });
    expect(moved.booking).toMatchObject({ email: 'link@example.com', time: '18:00' });
    expect(rowsOf('link@example.com')).toEqual([
      ['12:00', 'cancelled'],
      ['18:00', 'booked'],
    ]);
    // The old link went with the old time; the new details carry a new one.
    await expect(visitor.schedule.managed({ token })).rejects.toThrow(SCHEDULE_MESSAGES.manageLinkInvalid);
    const next = await manageToken('link@example.com');
    expect(next).not.toBe(token);

    expect(await visitor.schedule.cancelManaged({ token: next })).toEqual({
      message: 'Booking cancelled successfully.',
    });
    expect(rowsOf('link@example.com')).toEqual([
      ['12:00', 'cancelled'],
      ['18:00', 'cancelled'],
    ]);
    await expect(visitor.schedule.cancelManaged({ token: next })).rejects.toThrow(SCHEDULE_MESSAGES.manageLinkInvalid);
    await expect(visitor.schedule.managed({ token: 'not-a-real-token' })).rejects.toThrow(
      SCHEDULE_MESSAGES.manageLinkInvalid,
    );
    await expect(visitor.schedule.managed({ token: '' })).rejects.toThrow();
  });

  it('keeps an admin’s booking for a client out of the admin’s own dashboard, and lets the admin move it', async () => {
    const admin = await t.account({ isAdmin: true, email: 'staff@example.com' });
    const date = meetingDay();
    const booked = await t
      .caller(admin.token)
      .schedule.book({ date, time: '13:00', name: 'Client', email: 'client@example.com' });
    expect(await t.caller(admin.token).schedule.myBooking()).toBeNull();
    expect(t.app.deps.db.select().from(meetings).where(eq(meetings.id, booked.booking.id)).get()?.userId).toBeNull();
    await t.caller(admin.token).schedule.book({ date, time: '14:00', name: 'Client', email: 'client@example.com' });
    expect(rowsOf('client@example.com')).toEqual([
      ['13:00', 'cancelled'],
      ['14:00', 'booked'],
    ]);
  });
});

describe('booking limits (issue 18 §4)', () => {
  const isWeekday = (day: number) => day >= 1 && day <= 4;

  it('books at most 3 times a day for one address of email, with a clear message', async () => {
    const owner = await t.account({ email: 'busy@example.com' });
    const date = meetingDay();
    for (const time of ['12:00', '13:00', '14:00']) {
      expect(
        (
          await book(
            { user_email: 'busy@example.com', user_name: 'Busy', meeting_date: date, meeting_time: time },
            bearer(owner.token),
          )
        ).statusCode,
      ).toBe(200);
    }
    const fourth = await book(
      { user_email: 'busy@example.com', user_name: 'Busy', meeting_date: date, meeting_time: '15:00' },
      bearer(owner.token),
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().detail).toBe('Too many attempts. Please wait 24 hours and try again.');
    expect(rowsOf(t, 'busy@example.com')).toEqual(['14:00']);
  });

  it('books at most 10 times a day from one network address, so a day cannot be filled and 95 emails sent', async () => {
    const date = meetingDay();
    const times = SLOT_TIMES.slice(0, 11);
    const answers = [];
    for (const [i, time] of times.entries()) {
      answers.push(
        (
          await book(
            { user_email: `flood${i}@example.com`, user_name: 'Flood', meeting_date: date, meeting_time: time },
            {},
            '198.51.100.1',
          )
        ).statusCode,
      );
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    const sent = t.mail.messages.length;
    expect(
      (
        await book(
          { user_email: 'other@example.com', user_name: 'Other', meeting_date: date, meeting_time: SLOT_TIMES[12] },
          {},
          '198.51.100.2',
        )
      ).statusCode,
    ).toBe(200);
    expect(t.mail.messages.length).toBeGreaterThan(sent);
  });

  it('does not count a try that changed nothing (a slot just taken), nor an admin of bookings', async () => {
    const date = meetingDay();
    await book({ user_email: 'first@example.com', user_name: 'First', meeting_date: date, meeting_time: '12:00' });
    for (let i = 0; i < 12; i += 1) {
      expect(
        (
          await book(
            { user_email: `late${i}@example.com`, user_name: 'Late', meeting_date: date, meeting_time: '12:00' },
            {},
            '198.51.100.3',
          )
        ).statusCode,
      ).toBe(409);
    }
    expect(
      (
        await book(
          { user_email: 'late@example.com', user_name: 'Late', meeting_date: date, meeting_time: '13:00' },
          {},
          '198.51.100.3',
        )
      ).statusCode,
    ).toBe(200);
    const admin = await t.account({ isAdmin: true });
    for (const time of SLOT_TIMES.slice(2, 14))
      await t
        .caller(admin.token, '198.51.100.4')
        .schedule.book({ date, time, name: 'Client', email: `client-${time.replace(':', '')}@example.com` });
  });

  it('holds at most 40 slots an hour from one network address', async () => {
    const visitor = t.caller(null, '198.51.100.5');
    const days = [firstDayFrom(2, isWeekday), firstDayFrom(9, isWeekday), firstDayFrom(16, isWeekday)];
    let held = 0;
    const refusal = await (async () => {
      for (const date of days) {
        for (const time of SLOT_TIMES) {
          try {
            const hold = await visitor.schedule.hold({ date, time });
            await visitor.schedule.release({ slotId: hold.slotId });
            held += 1;
          } catch (error) {
            return error as Error;
          }
        }
      }
      return null;
    })();
    expect(held).toBe(40);
    expect(refusal?.message).toMatch(/^Too many attempts/);
  });

  it('resends a booking’s emails at most 3 times an hour', async () => {
    const date = meetingDay();
    await book({ user_email: 'resend@example.com', user_name: 'Resend', meeting_date: date, meeting_time: '12:00' });
    // Only the booking's owner, signed in, may ask (or an admin of bookings, who is not counted).
    const owner = await t.account({ email: 'resend@example.com' });
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/emails/send-zoom-details',
        payload: { customer_email: 'resend@example.com', meeting_date: date, meeting_time: '12:00' },
        headers: bearer(owner.token),
      });
    expect([
      (await resend()).statusCode,
      (await resend()).statusCode,
      (await resend()).statusCode,
      (await resend()).statusCode,
    ]).toEqual([200, 200, 200, 429]);
  });
});

const rowsOf = (app: TestApp, email: string) =>
  app.app.deps.db
    .select()
    .from(meetings)
    .all()
    .filter((row) => row.email === email && row.status === 'booked')
    .map((row) => row.time);

describe('booking a slot you hold', () => {
  it('takes the hold over: no conflict for a visitor, no override and no cancellation email for an admin', async () => {
    const date = meetingDay();
    const visitor = t.caller();
    const hold = await visitor.schedule.hold({ date, time: '14:00', email: 'wiz@example.test', name: 'Wiz' });
    const booked = await visitor.schedule.book({
      date,
      time: '14:00',
      name: 'Wiz',
      email: 'wiz@example.test',
      holdSlotId: hold.slotId,
    });
    expect(booked.adminOverride).toBe(false);

    const admin = await t.account({ isAdmin: true });
    const adminHold = await t.caller(admin.token).schedule.hold({ date, time: '15:00' });
    const before = t.mail.messages.length;
    const result = await t.caller(admin.token).schedule.book({
      date,
      time: '15:00',
      name: 'Client',
      email: 'client@example.test',
      holdSlotId: adminHold.slotId,
    });
    expect(result).toMatchObject({ adminOverride: false, message: expect.stringMatching(/^Time slot booked for/) });
    expect(
      t.mail.messages
        .slice(before)
        .map((m) => m.subject)
        .some((subject) => /cancel/i.test(subject)),
    ).toBe(false);
  });

  it('does not let a visitor take over someone else’s hold', async () => {
    const date = meetingDay();
    const theirs = await t.caller().schedule.hold({ date, time: '16:00', email: 'a@example.test', name: 'A' });
    const mine = await t.caller().schedule.hold({ date, time: '16:30', email: 'b@example.test', name: 'B' });
    await expect(
      t.caller().schedule.book({ date, time: '16:00', name: 'B', email: 'b@example.test', holdSlotId: mine.slotId }),
    ).rejects.toThrow(SCHEDULE_MESSAGES.slotTaken);
    expect(theirs.slotId).not.toBe(mine.slotId);
  });
});
