import type { FastifyRequest } from 'fastify';
import { messageAnswer } from '../../../shared/schemas/rest/common';
import {
  bookingsAnswer,
  bookingWireSchema,
  confirmAnswer,
  confirmBody,
  dateParams,
  emailParams,
  holdAnswer,
  holdBody,
  resendBody,
  slotParam,
  slotsAnswer,
  zoomBookAnswer,
  zoomBookingBody,
} from '../../../shared/schemas/rest/schedule';
import type { AppDeps } from '../../deps';
import { NEVER_COMPRESSED } from '../../http/compression';
import { jsonPerAnswer, sendJson } from '../../http/json';
import { defineRoute } from '../../http/route';
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

const userOf = (request: FastifyRequest) => request.auth?.user ?? null;
const callerAt = (request: FastifyRequest) => ({ actor: userOf(request), ip: request.ip });
const wire = (deps: AppDeps, meeting: Parameters<typeof bookingWire>[0]) => bookingWire(meeting, deps.config.zoom);

// The service hands out one object per distinct answer, so each is serialized once.
const slotsJson = jsonPerAnswer((result: Availability) => ({
  date: result.date,
  available_slots: result.slots.map((slot) => (slot.taken ? { time: slot.time, taken: true } : { time: slot.time })),
  ...(result.message ? { message: result.message } : {}),
  admin_override: result.adminOverride,
}));

// Resends for an existing booking only: these never turn the site into an open mail relay.
function bookingNamed(deps: AppDeps, named: { email: string; date: unknown; time: unknown }) {
  const booking = upcomingBooking(deps.db, named.email);
  if (!booking || booking.date !== named.date || booking.time !== named.time)
    throw notFound(SCHEDULE_MESSAGES.bookingNotFound);
  return booking;
}

// Spec part 1 §7 and part 2 §7: the time-slot, Zoom and meeting-email calls. Registered under /api
// and, because the spec's Zoom modal calls some of them without it, at the root too.
export const scheduleRoutes = [
  defineRoute({
    method: 'GET',
    url: '/timeslots/available/:date',
    access: anyone,
    summary: "A day's meeting times and which are taken",
    options: NEVER_COMPRESSED,
    schema: { params: dateParams, response: { 200: slotsAnswer } },
    handler: ({ deps, params, callerIfAny, reply }) =>
      sendJson(reply, slotsJson(availableSlots(deps.db, params.date, can(callerIfAny, 'slotOverride')))),
  }),

  defineRoute({
    method: 'POST',
    url: '/timeslots/reserve',
    access: anyone,
    summary: 'Hold a meeting time for 15 minutes',
    schema: { body: holdBody, response: { 200: holdAnswer } },
    handler: async ({ deps, body, request }) => {
      const result = await holdSlot(deps, body, callerAt(request));
      return {
        slot_id: result.meeting.slotId,
        message: result.message,
        admin_override: result.adminOverride,
        expires_in: 15,
      };
    },
  }),

  defineRoute({
    method: 'DELETE',
    url: '/timeslots/cancel/:slotId',
    access: anyone,
    summary: 'Release a held meeting time',
    schema: { params: slotParam, response: { 200: messageAnswer } },
    handler: ({ deps, params }) => ({
      message: releaseHold(deps.db, params.slotId) ? 'Reservation released' : 'Nothing to release',
    }),
  }),

  defineRoute({
    method: 'POST',
    url: '/timeslots/confirm/:slotId',
    access: anyone,
    summary: 'Turn a held meeting time into a booking',
    schema: { params: slotParam, body: confirmBody, response: { 200: confirmAnswer } },
    handler: ({ deps, params, body }) => ({
      message: 'Time slot confirmed',
      booking: wire(deps, confirmHold(deps.db, params.slotId, body.paymentId)),
    }),
  }),

  defineRoute({
    method: 'POST',
    url: '/zoom/book',
    access: anyone,
    summary: 'Book a Zoom meeting',
    schema: { body: zoomBookingBody, response: { 200: zoomBookAnswer } },
    handler: async ({ deps, body, request }) => {
      const result = await bookMeeting(deps, body, callerAt(request));
      return {
        booking_id: result.meeting.id,
        message: result.message,
        admin_override: result.adminOverride,
        booking: wire(deps, result.meeting),
      };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/zoom/booking/:email',
    access: signedIn(),
    summary: "A customer's Zoom booking",
    schema: { params: emailParams, response: { 200: bookingWireSchema } },
    handler: ({ deps, caller, params }) => wire(deps, bookingOf(deps.db, caller, params.email)),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/zoom/booking/:email',
    access: signedIn(),
    summary: "Cancel a customer's Zoom booking",
    schema: { params: emailParams, response: { 200: messageAnswer } },
    handler: async ({ deps, caller, params }) => {
      await cancelMeeting(deps, bookingOf(deps.db, caller, params.email), 'cancelled at your request.');
      return { message: 'Booking cancelled successfully.' };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/admin/zoom/bookings',
    access: adminWith('bookings'),
    summary: 'Every Zoom booking',
    schema: { response: { 200: bookingsAnswer } },
    handler: ({ deps }) => ({ bookings: listBookings(deps.db).map((meeting) => wire(deps, meeting)) }),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/admin/zoom/booking/:email',
    access: adminWith('bookings'),
    summary: "Cancel a customer's Zoom booking as an admin",
    schema: { params: emailParams, response: { 200: messageAnswer } },
    handler: ({ deps, caller, params }) => cancelBookingAsAdmin(deps, caller, params.email),
  }),

  defineRoute({
    method: 'POST',
    url: '/emails/send-zoom-details',
    access: anyone,
    summary: 'Send the meeting details again',
    schema: { body: resendBody, response: { 200: messageAnswer } },
    handler: async ({ deps, body, request }) => {
      await resendMeetingEmail(deps, bookingNamed(deps, body), callerAt(request), sendMeetingDetails);
      return { message: 'Meeting details sent' };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/emails/notify-admin-booking',
    access: anyone,
    summary: 'Tell the admins about a booking again',
    schema: { body: resendBody, response: { 200: messageAnswer } },
    handler: async ({ deps, body, request }) => {
      await resendMeetingEmail(deps, bookingNamed(deps, body), callerAt(request), notifyAdminsOfBooking);
      return { message: 'Admins notified' };
    },
  }),
];
