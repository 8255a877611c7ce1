import { z } from 'zod';
import { bookingInput, confirmInput, emailParam, holdInput, meetingDate } from '../schedule';
import { restBody, snakeBody } from './body';
import { timestamp } from './common';

// Spec part 1 §7 and part 2 §7: the time-slot, Zoom and meeting-email calls.
export const slotParam = z.object({ slotId: z.string().min(1).max(80) });
export const emailParams = z.object({ email: emailParam });
export const dateParams = z.object({ date: meetingDate });

export const holdBody = snakeBody(holdInput, {
  names: { date: 'booking_date', time: 'booking_time', email: 'customer_email', name: 'customer_name' },
});

/** The payment that paid for the slot: kept when it is text, dropped otherwise. */
export const confirmBody = restBody(
  z.object({ paymentId: z.string().nullable() }),
  { payment_id: confirmInput.shape.paymentId },
  (body) => ({ paymentId: typeof body.payment_id === 'string' ? body.payment_id : null }),
);

// The spec's booking names no hold: over REST a held time stays taken, unless an admin overrides it.
export const zoomBookingBody = snakeBody(bookingInput.omit({ holdSlotId: true }), {
  names: { date: 'meeting_date', time: 'meeting_time', name: 'user_name', email: 'user_email' },
});

/** A resend names the booking by its email, date and time; the date and time must match it exactly. */
export const resendBody = snakeBody(z.object({ email: emailParam, date: z.string(), time: z.string() }), {
  names: { email: 'customer_email', date: 'meeting_date', time: 'meeting_time' },
});

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
