import { MIN_START_DAYS } from '../rules';
import { CONNECTION_MESSAGES } from './connection-messages';

// Apart from the schemas (booking.ts) so that the wizard, whose step 1 shows and checks these,
// does not load zod with them.

// Spec part 1 §2 /book/{plan}, §5 and §8, part 2 §8 booking wizard failures.
export const WIZARD_MESSAGES = {
  invalidPlan: (plan: string) => `Invalid plan "${plan}". Valid plans are: starter, pro, elite, admin_special`,
  selectPlan: 'Please select a valid plan',
  noPlans: 'No pricing plans available. Please contact support.',
  requestTimedOut: CONNECTION_MESSAGES.timedOut,
  fillRequired: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  adminAccountIncomplete: 'Please fill in all account information correctly',
  paymentRequired: 'Please complete payment processing to continue',
  accountCreated: 'Account created automatically! You can continue or exit anytime.',
  accountCreateFailed: 'Failed to create account. Please try again.',
  existingAccountPassword:
    'An account with this email already exists, and this is not its password. Sign in to continue, or reset your password from the sign-in page.',
  noAccessToken: 'No access token received',
  existingZoomBooking: 'We found your existing Zoom booking! You can modify it or continue with your plan selection.',
  selectMeeting: 'Please select a meeting date and time',
  saveMeetingFirst: 'Please click "Book This Meeting" to save your Zoom booking before proceeding',
  meetingInFuture: 'Meeting date must be in the future',
  meetingWeekday: 'Meetings are only available Monday through Thursday',
  zoomDateFirst: 'Please select a meeting date and time first',
  zoomAccountFirst: 'Please complete account information first',
  zoomSaveFailed: 'Failed to save Zoom booking: ',
  businessNameRequired: 'Business name is required',
  startDateRequired: 'Please choose a preferred start date',
  startDateTooSoon: `The preferred start date must be at least ${MIN_START_DAYS} days from today`,
  signatureRequired: 'Please provide your signature',
  agreeRequired: 'Please tick the box to agree to the service agreement',
  missingStartDate: 'Missing start date',
  completeFailedPrefix: 'Failed to complete booking: ',
  completeFailed: 'Failed to complete booking. Please try again.',
  bookingComplete: 'Booking complete! Taking you to your dashboard…',
  adminBookingComplete: 'Zoom meeting booked for the Admin Special account.',
} as const;

/** Adds whole days to a YYYY-MM-DD date, in UTC so no daylight-saving shift can move it. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const earliestStartDate = (today: string) => addDays(today, MIN_START_DAYS);
