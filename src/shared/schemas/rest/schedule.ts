import { z } from 'zod';
import { bookingInput, confirmInput, emailParam, holdInput, meetingDate, meetingTime } from '../schedule';
import { restBody } from './body';
import { timestamp } from './common';

// Spec part 1 §7 and part 2 §7: the time-slot, Zoom and meeting-email calls.
export const slotParam = z.object({ slotId: z.string().min(1).max(80) });
export const emailParams = z.object({ email: emailParam });
export const dateParams = z.object({ date: meetingDate });

export const holdBody = restBody(
  holdInput,
  {
    booking_date: holdInput.shape.date,
    booking_time: holdInput.shape.time,
    customer_email: holdInput.shape.email,
    customer_name: holdInput.shape.name,
    plan: holdInput.shape.plan,
  },
  (body) => ({
    date: body.booking_date,
    time: body.booking_time,
    email: body.customer_email,
    name: body.customer_name,
    plan: body.plan,
  }),
);

/** The payment that paid for the slot: kept when it is text, dropped otherwise. */
export const confirmBody = restBody(
  z.object({ paymentId: z.string().nullable() }),
  { payment_id: confirmInput.shape.paymentId },
  (body) => ({ paymentId: typeof body.payment_id === 'string' ? body.payment_id : null }),
);

export const zoomBookingBody = restBody(
  bookingInput,
  {
    meeting_date: bookingInput.shape.date,
    meeting_time: bookingInput.shape.time,
    user_name: bookingInput.shape.name,
    user_email: bookingInput.shape.email,
  },
  // The spec's booking names no hold: over REST a held time stays taken, unless an admin overrides it.
  (body) => ({
    date: body.meeting_date,
    time: body.meeting_time,
    name: body.user_name,
    email: body.user_email,
    holdSlotId: undefined,
  }),
);

/** A resend names the booking by its email, date and time; the date and time must match it exactly. */
export const resendBody = restBody(
  z.object({ email: emailParam, date: z.string(), time: z.string() }),
  { customer_email: emailParam, meeting_date: meetingDate, meeting_time: meetingTime },
  (body) => ({ email: body.customer_email, date: body.meeting_date, time: body.meeting_time }),
);

export const slotsAnswer = z.object({
  date: z.string(),
  available_slots: z.array(z.object({ time: z.string(), taken: z.literal(true).optional() })),
  message: z.string().optional(),
  admin_override: z.boolean(),
});

export const bookingWireSchema = z.object({
  id: z.number(),
  slot_id: z.string(),
  meeting_date: z.string(),
  meeting_time: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  timezone: z.string(),
  starts_at: timestamp,
  user_email: z.string(),
  user_name: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  plan: z.string().nullable(),
  zoom_meeting_id: z.string(),
  zoom_passcode: z.string(),
  meeting_password: z.string(),
  zoom_meeting_url: z.string(),
  zoom_link: z.string(),
  is_upcoming: z.boolean(),
  created_at: timestamp,
});

export const holdAnswer = z.object({
  slot_id: z.string(),
  message: z.string(),
  admin_override: z.boolean(),
  expires_in: z.number(),
});
export const confirmAnswer = z.object({ message: z.string(), booking: bookingWireSchema });
export const zoomBookAnswer = z.object({
  booking_id: z.number(),
  message: z.string(),
  admin_override: z.boolean(),
  booking: bookingWireSchema,
});
export const bookingsAnswer = z.object({ bookings: z.array(bookingWireSchema) });
