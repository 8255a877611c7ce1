// The rule for an email address apart from the schemas (auth.ts, whose emailSchema applies it) so
// that the booking wizard, whose always-loaded rules check the account's email, does not load zod.

export const MAX_EMAIL = 254;

/** What a form says of an address isEmail refuses: AUTH_MESSAGES.emailInvalid. */
export const EMAIL_INVALID = 'Please enter a valid email address';

/** zod's own z.email() pattern, named here so that isEmail and emailSchema cannot drift apart. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether emailSchema accepts the value: not empty once trimmed, at most 254 characters, the pattern. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= MAX_EMAIL && EMAIL_PATTERN.test(email);
}
