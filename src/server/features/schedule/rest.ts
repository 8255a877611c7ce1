import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bookingInput, emailParam, holdInput, meetingDate } from '../../../shared/schemas/schedule';
import { bodyObject } from '../../http/body';
import { NEVER_COMPRESSED } from '../../http/compression';
import { jsonPerAnswer, sendJson } from '../../http/json';
import { access, callerOf } from '../../http/access';
import { adminWith, anyone, signedIn } from '../auth/access';
import { notFound } from '../../errors';
import { can } from '../../../shared/admin';
import { SCHEDULE_MESSAGES } from '../../../shared/schedule';
import {
  availableSlots,
  type Availability,
  bookingOf,
  bookMeeting,
  cancelBookingAsAdmin,
  cancelMeeting,
  confirmHold,
  holdSlot,
  listBookings,
  releaseHold,
  notifyAdminsOfBooking,
  resendMeetingEmail,
  sendMeetingDetails,
  upcomingBooking,
} from './service';
import { bookingWire } from './wire';

const slotParam = z.object({ slotId: z.string().min(1).max(80) });
const emailParams = z.object({ email: emailParam });
const dateParams = z.object({ date: meetingDate });

// Spec part 1 §7 and part 2 §7: the time-slot, Zoom and meeting-email calls. Registered under /api
// and, because the spec's Zoom modal calls some of them without it, at the root too.
export async function scheduleRest(app: FastifyInstance) {
  const { deps } = app;
  const { db } = deps;
  const userOf = (request: FastifyRequest) => request.auth?.user ?? null;
  const callerAt = (request: FastifyRequest) => ({ actor: userOf(request), ip: request.ip });
  const open = access(anyone);
  const wire = (meeting: Parameters<typeof bookingWire>[0]) => bookingWire(meeting, deps.config.zoom);

  // The service hands out one object per distinct answer, so each is serialized once.
  const slotsJson = jsonPerAnswer((result: Availability) => ({
    date: result.date,
    available_slots: result.slots.map((slot) => (slot.taken ? { time: slot.time, taken: true } : { time: slot.time })),
    ...(result.message ? { message: result.message } : {}),
    admin_override: result.adminOverride,
  }));
  app.get('/timeslots/available/:date', access(anyone, NEVER_COMPRESSED), async (request, reply) => {
    const { date } = dateParams.parse(request.params);
    return sendJson(reply, slotsJson(availableSlots(db, date, can(userOf(request), 'slotOverride'))));
  });

  app.post('/timeslots/reserve', open, async (request) => {
    const body = bodyObject(request.body);
    const input = holdInput.parse({
      date: body.booking_date,
      time: body.booking_time,
      email: body.customer_email,
      name: body.customer_name,
      plan: body.plan,
    });
    const result = await holdSlot(deps, input, callerAt(request));
    return {
      slot_id: result.meeting.slotId,
      message: result.message,
      admin_override: result.adminOverride,
      expires_in: 15,
    };
  });

  app.delete('/timeslots/cancel/:slotId', open, async (request) => {
    const { slotId } = slotParam.parse(request.params);
    return { message: releaseHold(db, slotId) ? 'Reservation released' : 'Nothing to release' };
  });

  app.post('/timeslots/confirm/:slotId', open, async (request) => {
    const { slotId } = slotParam.parse(request.params);
    const paymentId = bodyObject(request.body).payment_id;
    const meeting = confirmHold(db, slotId, typeof paymentId === 'string' ? paymentId : null);
    return { message: 'Time slot confirmed', booking: wire(meeting) };
  });

  app.post('/zoom/book', open, async (request) => {
    const body = bodyObject(request.body);
    const input = bookingInput.parse({
      date: body.meeting_date,
      time: body.meeting_time,
      name: body.user_name,
      email: body.user_email,
    });
    const result = await bookMeeting(deps, input, callerAt(request));
    return {
      booking_id: result.meeting.id,
      message: result.message,
      admin_override: result.adminOverride,
      booking: wire(result.meeting),
    };
  });

  app.get('/zoom/booking/:email', access(signedIn()), async (request) => {
    const { email } = emailParams.parse(request.params);
    return wire(bookingOf(db, callerOf(request), email));
  });

  app.delete('/zoom/booking/:email', access(signedIn()), async (request) => {
    const { email } = emailParams.parse(request.params);
    await cancelMeeting(deps, bookingOf(db, callerOf(request), email), 'cancelled at your request.');
    return { message: 'Booking cancelled successfully.' };
  });

  app.get('/admin/zoom/bookings', access(adminWith('bookings')), async () => {
    return { bookings: listBookings(db).map(wire) };
  });

  app.delete('/admin/zoom/booking/:email', access(adminWith('bookings')), async (request) => {
    const { email } = emailParams.parse(request.params);
    return cancelBookingAsAdmin(deps, callerOf(request), email);
  });

  // Resends for an existing booking only: these never turn the site into an open mail relay.
  const bookingFromBody = (body: Record<string, unknown>) => {
    const booking = upcomingBooking(db, emailParam.parse(body.customer_email));
    if (!booking || booking.date !== body.meeting_date || booking.time !== body.meeting_time)
      throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
    return booking;
  };
  app.post('/emails/send-zoom-details', open, async (request) => {
    await resendMeetingEmail(deps, bookingFromBody(bodyObject(request.body)), callerAt(request), sendMeetingDetails);
    return { message: 'Meeting details sent' };
  });
  app.post('/emails/notify-admin-booking', open, async (request) => {
    await resendMeetingEmail(deps, bookingFromBody(bodyObject(request.body)), callerAt(request), notifyAdminsOfBooking);
    return { message: 'Admins notified' };
  });
}
