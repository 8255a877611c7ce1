import { can } from '../../../shared/admin';
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
import { defineRoute, procedureRoute } from '../../http/route';
import { toWire } from '../../http/wire';
import { signedIn } from '../../core/access';
import { adminArea } from '../../core/doors';
import {
  availableSlots,
  type Availability,
  bookingOf,
  cancelAtRequest,
  listBookings,
  notifyAdminsOfBooking,
  resendMeetingEmail,
  sendMeetingDetails,
} from './service';
import { bookingWire, wireOfView } from './wire';
import { scheduleRouter } from './router';

const wire = (deps: AppDeps, meeting: Parameters<typeof bookingWire>[0]) => bookingWire(meeting, deps.config.zoom);

// The service hands out one object per distinct answer, so each is serialized once.
const slotsJson = jsonPerAnswer((result: Availability) => ({
  date: result.date,
  available_slots: result.slots.map((slot) => (slot.taken ? { time: slot.time, taken: true } : { time: slot.time })),
  ...(result.message ? { message: result.message } : {}),
  admin_override: result.adminOverride,
}));

// Spec part 1 §7 and part 2 §7: the time-slot, Zoom and meeting-email calls. Registered under /api
// and, because the spec's Zoom modal calls some of them without it, at the root too.
export const scheduleRoutes = [
  procedureRoute(scheduleRouter.available, {
    method: 'GET',
    url: '/timeslots/available/:date',
    summary: "A day's meeting times and which are taken",
    options: NEVER_COMPRESSED,
    schema: { params: dateParams, response: { 200: slotsAnswer } },
    // The busiest read: it calls the service itself, as the procedure does, rather than through the
    // procedure, whose middlewares would cost it about 40 µs a call (decision 038, bench:api).
    handler: ({ deps, params, callerIfAny, reply }) =>
      sendJson(reply, slotsJson(availableSlots(deps.db, params.date, can(callerIfAny, 'slotOverride')))),
  }),

  procedureRoute(scheduleRouter.hold, {
    method: 'POST',
    url: '/timeslots/reserve',
    summary: 'Hold a meeting time for 15 minutes',
    schema: { body: holdBody, response: { 200: holdAnswer } },
    answer: (result) => toWire(holdAnswer, result, { expires_in: 15 }),
  }),

  procedureRoute(scheduleRouter.release, {
    method: 'DELETE',
    url: '/timeslots/cancel/:slotId',
    summary: 'Release a held meeting time',
    schema: { params: slotParam, response: { 200: messageAnswer } },
    answer: ({ released }) => ({ message: released ? 'Reservation released' : 'Nothing to release' }),
  }),

  // Spec part 2 §7: the wizard's last word on a held slot, by then signed in.
  procedureRoute(scheduleRouter.confirm, {
    method: 'POST',
    url: '/timeslots/confirm/:slotId',
    summary: 'Turn a held meeting time into a booking: the account it is for, with its paid plan',
    schema: { params: slotParam, body: confirmBody, response: { 200: confirmAnswer } },
    answer: (booking) => ({ message: 'Time slot confirmed', booking: wireOfView(booking) }),
  }),

  procedureRoute(scheduleRouter.book, {
    method: 'POST',
    url: '/zoom/book',
    summary: 'Book a Zoom meeting',
    schema: { body: zoomBookingBody, response: { 200: zoomBookAnswer } },
    answer: (result) =>
      toWire(zoomBookAnswer, result, { booking_id: result.booking.id, booking: wireOfView(result.booking) }),
  }),

  // Not the doors of myBooking and cancelMine, which reach the caller's own booking only: these
  // name one by email, and an admin of bookings may name anyone's (and is not counted).
  defineRoute({
    method: 'GET',
    url: '/zoom/booking/:email',
    access: signedIn(),
    proof: ['session', adminArea('bookings')],
    summary: "A customer's Zoom booking",
    schema: { params: emailParams, response: { 200: bookingWireSchema } },
    handler: ({ deps, caller, params }) => wire(deps, bookingOf(deps.db, caller, params.email)),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/zoom/booking/:email',
    access: signedIn(),
    proof: ['session', adminArea('bookings')],
    budget: { limit: 'meetingChange', staffArea: 'bookings' },
    summary: "Cancel a customer's Zoom booking",
    schema: { params: emailParams, response: { 200: messageAnswer } },
    handler: async ({ deps, caller, params }) => {
      await cancelAtRequest(deps, bookingOf(deps.db, caller, params.email), { actor: caller });
      return { message: 'Booking cancelled successfully.' };
    },
  }),

  procedureRoute(scheduleRouter.adminBookings, {
    method: 'GET',
    url: '/admin/zoom/bookings',
    summary: 'Every Zoom booking',
    schema: { response: { 200: bookingsAnswer } },
    handler: ({ deps }) => ({ bookings: listBookings(deps.db).map((meeting) => wire(deps, meeting)) }),
  }),

  procedureRoute(scheduleRouter.adminCancel, {
    method: 'DELETE',
    url: '/admin/zoom/booking/:email',
    summary: "Cancel a customer's Zoom booking as an admin",
    schema: { params: emailParams, response: { 200: messageAnswer } },
  }),

  resendRoute(
    '/emails/send-zoom-details',
    "Send a booking's details again, to its owner",
    sendMeetingDetails,
    'Meeting details sent',
  ),
  resendRoute(
    '/emails/notify-admin-booking',
    'Tell the admins about a booking again',
    notifyAdminsOfBooking,
    'Admins notified',
  ),
];

/**
 * A resend of one of a booking's emails: its owner signed in, or an admin of bookings. A stranger
 * who knows an address and a time neither fills its inbox nor replaces its manage link.
 */
function resendRoute(url: string, summary: string, send: Parameters<typeof resendMeetingEmail>[3], message: string) {
  return defineRoute({
    method: 'POST',
    url,
    access: signedIn(),
    proof: ['session', adminArea('bookings')],
    budget: { limit: 'meetingEmails', email: 'body.customer_email', staffArea: 'bookings' },
    summary,
    schema: { body: resendBody, response: { 200: messageAnswer } },
    handler: async ({ deps, body, caller }) => {
      await resendMeetingEmail(deps, caller, body, send);
      return { message };
    },
  });
}
