import { z } from 'zod';
import { isIsoDate, isSlotTime, SCHEDULE_MESSAGES } from '../schedule';
import { optionalPersonName, personName } from './auth';

// Spec part 2 §5: the booking messages the modal and the /book-zoom page show.
export const BOOKING_MESSAGES = {
  dateAndTime: 'Please select both date and time',
  nameAndEmail: 'Please provide your name and email address',
  validEmail: 'Please provide a valid email address',
  invalidDate: 'Invalid date. Use the format YYYY-MM-DD.',
} as const;

export const meetingDate = z
  .string({ error: BOOKING_MESSAGES.dateAndTime })
  .refine(isIsoDate, BOOKING_MESSAGES.invalidDate);
export const meetingTime = z
  .string({ error: BOOKING_MESSAGES.dateAndTime })
  .refine(isSlotTime, SCHEDULE_MESSAGES.invalidTime);

export const availabilityInput = z.object({ date: meetingDate });

/** The wizard sends placeholders when the account fields are still empty (spec part 1 §7). */
/** Spec part 1 §7: a hold made before the account fields are filled carries a placeholder address. */
export const HOLD_PLACEHOLDER_EMAIL = 'pending@booking.invalid';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The zone of the booker's browser (an IANA name), for the meeting's time in their emails. */
const timeZoneField = z.string().max(64).refine(isTimeZone, 'Unknown time zone').nullish();

export const holdInput = z.object({
  date: meetingDate,
  time: meetingTime,
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => value || HOLD_PLACEHOLDER_EMAIL),
  name: optionalPersonName()
    .optional()
    .transform((value) => value || 'Guest'),
  plan: z.string().max(40).nullish(),
  timeZone: timeZoneField,
});

export const bookingInput = z.object({
  date: meetingDate,
  time: meetingTime,
  name: personName(BOOKING_MESSAGES.nameAndEmail),
  email: z
    .string({ error: BOOKING_MESSAGES.nameAndEmail })
    .trim()
    .min(1, BOOKING_MESSAGES.nameAndEmail)
    .max(254)
    .pipe(z.email({ error: BOOKING_MESSAGES.validEmail })),
  /** The slot this visitor holds for the same time (the wizard), so the booking takes it over. */
  holdSlotId: z.string().max(80).nullish(),
  timeZone: timeZoneField,
});

/** The secret of an emailed manage link: 32 base32 characters. */
export const manageTokenInput = z.object({ token: z.string().min(1).max(100) });
/** Why the person moves or cancels, in their words, for the team; optional. */
const changeReason = z.string().trim().max(500, 'Please keep the reason under 500 characters').optional();
export const changeReasonInput = z.object({ reason: changeReason });
export const manageCancelInput = manageTokenInput.extend({ reason: changeReason });
export const manageRescheduleInput = manageTokenInput.extend({
  date: meetingDate,
  time: meetingTime,
  reason: changeReason,
});

export const slotIdInput = z.object({ slotId: z.string().min(1).max(80) });
export const confirmInput = slotIdInput.extend({ paymentId: z.string().max(120).nullish() });
export const emailParam = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email({ error: BOOKING_MESSAGES.validEmail }));
