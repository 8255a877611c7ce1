// Business constants shared by client and server. Spec part 1 §9 and part 2 §9.

export const PASSWORD_MIN_LENGTH = 6;

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry: a session used in its second half is extended to a full lifetime again.
export const SESSION_RENEW_BEFORE_MS = 15 * 24 * 60 * 60 * 1000;

export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The set-your-password link of an account the team created: the customer may not read mail at once. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The link that proves an address; the account works meanwhile, it only sees its own things. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const RESET_REDIRECT_MS = 3000;

export const TOAST_DURATION_MS = {
  default: 5000,
  booking: 7000,
  message: 4000,
  conflict: 8000,
} as const;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A door's limits in one window: each key the call is counted under must stay under its own. */
export interface Limits {
  windowMs: number;
  /** Per client address (offices and phone networks share one, so these are the loosest). */
  perAddress: number;
  /** Per email the call names (an address to write to, an account to sign in to). */
  perEmail?: number;
  /** Per signed-in account. */
  perAccount?: number;
}

/**
 * The budget of every door that sends mail, creates rows or costs more than a few ms of CPU
 * (issue 33, docs/decisions/033): each door names one of these where it declares its access. Every
 * attempt counts the moment it starts, valid or not (a right password gives its attempt back), so
 * nothing is written past a limit; the answer is then 429 with Retry-After.
 */
export const RATE_LIMITS = {
  // Passwords, and the second factor's codes (counted per account: the session names it).
  login: { windowMs: 15 * MINUTE, perAddress: 100, perEmail: 10, perAccount: 10 },
  // The current password, checked before a change: failures count as failed sign-ins do.
  passwordCheck: { windowMs: 15 * MINUTE, perAddress: 100, perAccount: 10 },
  signup: { windowMs: HOUR, perAddress: 30, perEmail: 5 },
  forgotPassword: { windowMs: HOUR, perAddress: 30, perEmail: 5 },
  verifyEmail: { windowMs: HOUR, perAddress: 30, perEmail: 5, perAccount: 5 },
  // Using an emailed link (a reset hashes the new password).
  emailedLink: { windowMs: HOUR, perAddress: 60 },
  // Signing out, ending other sessions.
  sessionChange: { windowMs: HOUR, perAddress: 200, perAccount: 60 },
  // Each new chat rings every admin.
  chatStart: { windowMs: HOUR, perAddress: 30, perEmail: 10, perAccount: 10 },
  // A line, a typing signal (at most one every 2 s) or the end of a chat.
  chatLine: { windowMs: MINUTE, perAddress: 120, perAccount: 60 },
  // Each booking emails the person and the admins of bookings; a day has 19 slots.
  meetingBooking: { windowMs: DAY, perAddress: 10, perEmail: 3, perAccount: 3 },
  // Choosing a time holds it for 15 minutes; a visitor tries a few. Holds before the account
  // fields are filled carry a placeholder email, so only the address is counted.
  meetingHold: { windowMs: HOUR, perAddress: 40 },
  meetingRelease: { windowMs: HOUR, perAddress: 100 },
  // A copy of a chat, emailed to its own address on request.
  chatTranscript: { windowMs: HOUR, perAddress: 10, perAccount: 5 },
  // Cancelling a booking emails its person.
  meetingChange: { windowMs: HOUR, perAddress: 20, perAccount: 10 },
  // Resending a booking's emails (the spec's REST calls): the owner's inbox and the admins'.
  meetingEmails: { windowMs: HOUR, perAddress: 10, perEmail: 3, perAccount: 3 },
  // Each opens a charge and a provider's checkout.
  checkout: { windowMs: HOUR, perAddress: 60, perEmail: 10, perAccount: 20 },
  // The return pages poll every 2 s; each poll may ask the provider.
  orderLookup: { windowMs: 10 * MINUTE, perAddress: 300 },
  orderEmails: { windowMs: HOUR, perAddress: 20 },
  orderCancel: { windowMs: HOUR, perAddress: 30 },
  testCheckout: { windowMs: HOUR, perAddress: 60 },
  agreementSign: { windowMs: HOUR, perAddress: 30, perAccount: 10 },
  // A signed agreement's PDF is made once, but each download reads it.
  agreementPdf: { windowMs: 10 * MINUTE, perAddress: 30, perAccount: 30 },
  uploads: { windowMs: HOUR, perAddress: 200, perAccount: 100 },
  // Messages, revisions, extra pages and the brief: each tells the team.
  customerRequest: { windowMs: HOUR, perAddress: 60, perAccount: 20 },
  customerEdit: { windowMs: HOUR, perAddress: 300, perAccount: 120 },
  // Stripe's events; an unsigned one is refused after an HMAC.
  webhook: { windowMs: MINUTE, perAddress: 600 },
  // The admin area: people at work, generously, but not a script gone wrong.
  staffWork: { windowMs: HOUR, perAddress: 2000, perAccount: 600 },
  staffHeartbeat: { windowMs: HOUR, perAddress: 2000, perAccount: 400 },
  staffExport: { windowMs: HOUR, perAddress: 100, perAccount: 30 },
  // A zip of everything kept about the caller, their files included: a few an hour is plenty.
  accountExport: { windowMs: HOUR, perAddress: 20, perAccount: 5 },
} as const satisfies Record<string, Limits>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Calls in one tRPC batch, over HTTP or in one WebSocket message (the app sends a handful). */
export const MAX_BATCH_CALLS = 20;

/** The largest WebSocket message read: chat lines are 2,000 characters at most. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

/** Admins hear of customer activity at most once per window per admin: one email, then a digest. */
export const ADMIN_NOTICE_WINDOW_MS = 5 * MINUTE;

/** One WebSocket carries a bounded number of live subscriptions (the admin console needs three). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 20;

/** Payment return pages (spec part 2 §4, §9): poll every 2 s, 10 attempts, then a 10 s countdown. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 10;
export const PAYMENT_REDIRECT_SECONDS = 10;

/** A full refund on request within 24 hours of purchase; afterwards sales are final. */
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Booking wizard timers and limits (spec part 1 §4, §9, part 2 §9). */
export const MIN_START_DAYS = 30;
export const ACCOUNT_CREATED_NOTICE_MS = 5000;
export const WIZARD_ADVANCE_MS = 1500;
export const BOOKING_DONE_REDIRECT_MS = 3000;

/** Uploads (spec part 2 §5): these types, 10 MB each, enforced by the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'txt', 'zip', 'rar'] as const;

/**
 * A charge left unpaid (plan, upgrade, extra pages, extra revision) can be paid from Billing for 7 days, then it
 * expires.
 */
export const CHARGE_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
/** A second identical charge for the same customer within this window is a double submission, not a new purchase. */
export const DUPLICATE_CHARGE_WINDOW_MS = 10_000;
