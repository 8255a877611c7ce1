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
import { adminWith, anyone, signedIn } from '../../core/access';
import { adminArea } from '../../core/doors';
import { can } from '../../../shared/admin';
import {
  availableSlots,
  type Availability,
  bookingOf,
  bookMeeting,
  cancelBookingAsAdmin,
  cancelAtRequest,
  confirmHeldSlot,
  holdSlot,
  listBookings,
  releaseHold,
  notifyAdminsOfBooking,
  resendMeetingEmail,
  sendMeetingDetails,
} from './service';
import { bookingWire } from './wire';

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
  defineRoute({
    method: 'GET',
    url: '/timeslots/available/:date',
    access: anyone,
    proof: ['nothing'],
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
    // A new hold, of no one yet: confirming it takes proof.
    proof: ['nothing'],
    budget: { limit: 'meetingHold', staffArea: 'bookings' },
    summary: 'Hold a meeting time for 15 minutes',
    schema: { body: holdBody, response: { 200: holdAnswer } },
    handler: async ({ deps, body, request, callerIfAny, attempt }) => {
      const result = await holdSlot(deps, body, { actor: callerIfAny, ip: request.ip, attempt });
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
    proof: ['holdSecret'],
    budget: { limit: 'meetingRelease' },
    summary: 'Release a held meeting time',
    schema: { params: slotParam, response: { 200: messageAnswer } },
    handler: ({ deps, params }) => ({
      message: releaseHold(deps.db, params.slotId) ? 'Reservation released' : 'Nothing to release',
    }),
  }),

  // Spec part 2 §7: the wizard's last word on a held slot, by then signed in.
  defineRoute({
    method: 'POST',
    url: '/timeslots/confirm/:slotId',
    access: signedIn(),
    proof: [['session', 'holdSecret'], adminArea('bookings')],
    budget: { limit: 'meetingBooking', staffArea: 'bookings' },
    summary: 'Turn a held meeting time into a booking: the account it is for, with its paid plan',
    schema: { params: slotParam, body: confirmBody, response: { 200: confirmAnswer } },
    handler: async ({ deps, params, body, caller, request, attempt }) => ({
      message: 'Time slot confirmed',
      booking: wire(
        deps,
        await confirmHeldSlot(deps, { actor: caller, ip: request.ip, attempt }, params.slotId, body.paymentId),
      ),
    }),
  }),

  defineRoute({
    method: 'POST',
    url: '/zoom/book',
    access: anyone,
    // A new booking; an address with an upcoming one is refused unless its owner asks.
    proof: ['nothing', 'session', adminArea('bookings')],
    budget: { limit: 'meetingBooking', email: 'body.user_email', staffArea: 'bookings' },
    summary: 'Book a Zoom meeting',
    schema: { body: zoomBookingBody, response: { 200: zoomBookAnswer } },
    handler: async ({ deps, body, request, callerIfAny, attempt }) => {
      const result = await bookMeeting(deps, body, { actor: callerIfAny, ip: request.ip, attempt });
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

  // Resends of a booking's emails: its owner signed in, or an admin of bookings. A stranger who
  // knows an address and a time neither fills its inbox nor replaces its manage link.
  defineRoute({
    method: 'POST',
    url: '/emails/send-zoom-details',
    access: signedIn(),
    proof: ['session', adminArea('bookings')],
    budget: { limit: 'meetingEmails', email: 'body.customer_email', staffArea: 'bookings' },
    summary: "Send a booking's details again, to its owner",
    schema: { body: resendBody, response: { 200: messageAnswer } },
    handler: async ({ deps, body, caller }) => {
      await resendMeetingEmail(deps, caller, body, sendMeetingDetails);
      return { message: 'Meeting details sent' };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/emails/notify-admin-booking',
    access: signedIn(),
    proof: ['session', adminArea('bookings')],
    budget: { limit: 'meetingEmails', email: 'body.customer_email', staffArea: 'bookings' },
    summary: 'Tell the admins about a booking again',
    schema: { body: resendBody, response: { 200: messageAnswer } },
    handler: async ({ deps, body, caller }) => {
      await resendMeetingEmail(deps, caller, body, notifyAdminsOfBooking);
      return { message: 'Admins notified' };
    },
  }),
];
