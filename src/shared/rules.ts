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

/**
 * Attempts allowed per window; both the IP and the email must stay under their limit. Every
 * attempt counts the moment it starts (a successful sign-in gives its attempt back).
 */
export const RATE_LIMITS = {
  login: { windowMs: 15 * 60 * 1000, perIp: 100, perEmail: 10 },
  signup: { windowMs: 60 * 60 * 1000, perIp: 30, perEmail: 5 },
  forgotPassword: { windowMs: 60 * 60 * 1000, perIp: 30, perEmail: 5 },
  verifyEmail: { windowMs: 60 * 60 * 1000, perIp: 30, perEmail: 5 },
  chatStart: { windowMs: 60 * 60 * 1000, perIp: 30, perEmail: 10 },
  // Each booking emails the person and every admin; a day has 19 slots.
  meetingBooking: { windowMs: 24 * 60 * 60 * 1000, perIp: 10, perEmail: 3 },
  // Choosing a time holds it for 15 minutes; a visitor tries a few. Holds before the account
  // fields are filled carry a placeholder email, so only the address is counted.
  meetingHold: { windowMs: 60 * 60 * 1000, perIp: 40, perEmail: null },
  // Resending a booking's emails (the spec's REST calls): the owner's inbox and the admins'.
  meetingEmails: { windowMs: 60 * 60 * 1000, perIp: 10, perEmail: 3 },
} as const;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

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
