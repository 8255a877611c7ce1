// Business constants shared by client and server. Spec part 1 §9 and part 2 §9.

export const PASSWORD_MIN_LENGTH = 6;

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry: a session used in its second half is extended to a full lifetime again.
export const SESSION_RENEW_BEFORE_MS = 15 * 24 * 60 * 60 * 1000;

export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const RESET_REDIRECT_MS = 3000;

export const TOAST_DURATION_MS = {
  default: 5000,
  booking: 7000,
  message: 4000,
  conflict: 8000,
} as const;

/** Attempts allowed per window; both the IP and the email must stay under their limit. */
export const AUTH_RATE_LIMITS = {
  login: { windowMs: 15 * 60 * 1000, perIp: 100, perEmail: 10 },
  signup: { windowMs: 60 * 60 * 1000, perIp: 30, perEmail: 5 },
  forgotPassword: { windowMs: 60 * 60 * 1000, perIp: 30, perEmail: 5 },
} as const;

export type RateLimitedAction = keyof typeof AUTH_RATE_LIMITS;
