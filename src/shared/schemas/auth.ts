import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../rules';
import { AUTH_MESSAGES } from './auth-messages';
import { EMAIL_PATTERN, MAX_EMAIL } from './email';
import { isPrintableName, MAX_NAME, NAME_HAS_CONTROL_CHARACTERS } from './person-name';

export { AUTH_MESSAGES };

const MAX_PASSWORD = 256;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(MAX_EMAIL, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: AUTH_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/**
 * Every field that holds a person's name (or a name typed as a signature) is one of these two, so
 * each form and each door refuses a line break in it with the same message.
 */
export const optionalPersonName = () =>
  z.string().trim().max(MAX_NAME).refine(isPrintableName, NAME_HAS_CONTROL_CHARACTERS);
/** A name the form requires: `required` when it is missing or blank. */
export const personName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_NAME)
    .refine(isPrintableName, NAME_HAS_CONTROL_CHARACTERS);

/** The password a signed-in person types again to confirm who they are. */
export const currentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, AUTH_MESSAGES.currentPasswordRequired)
  .max(MAX_PASSWORD);

const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters long`);

export const loginInput = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD),
});

const orderIdSchema = z
  .string()
  .trim()
  .max(64, 'Order ID is too long')
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * What an account says of its owner: asked at sign-up, saved with the account and shown in the
 * admin's list of users. The account's insert and that list pick these fields by this schema, so a
 * field added here (with its column) reaches both without naming it again.
 */
export const accountProfile = z.object({
  name: personName(AUTH_MESSAGES.nameRequired),
});
export type AccountProfile = z.output<typeof accountProfile>;

export const signupInput = accountProfile.extend({
  email: emailSchema,
  password: newPasswordSchema,
  orderId: orderIdSchema,
  /** The order's checkout secret (its buyer has it): the order is linked at once, else once the address is proven. */
  checkoutSecret: z.string().trim().max(100).nullish(),
});

/** The signup screen adds a confirmation field; the server never sees it. */
export const signupForm = signupInput
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordInput = z.object({ email: emailSchema });

export const resetPasswordInput = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetLinkMissingOnSubmit })
    .trim()
    .min(1, AUTH_MESSAGES.resetLinkMissingOnSubmit)
    .max(200, AUTH_MESSAGES.resetLinkUnknown),
  newPassword: z
    .string({ error: AUTH_MESSAGES.resetPasswordTooShort })
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.resetPasswordTooShort)
    .max(MAX_PASSWORD),
});

/** The reset page asks, on opening, whether its link still works. */
export const resetLinkInput = resetPasswordInput.pick({ token: true });

export const resetPasswordForm = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: AUTH_MESSAGES.resetPasswordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword.length >= PASSWORD_MIN_LENGTH, {
    message: AUTH_MESSAGES.resetPasswordTooShort,
    path: ['newPassword'],
  });

/** A signed-in user's password change; the screen adds a confirmation the server never sees. */
export const changePasswordInput = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: AUTH_MESSAGES.samePassword,
    path: ['newPassword'],
  });

export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const verifyEmailInput = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.verifyLinkMissing })
    .trim()
    .min(1, AUTH_MESSAGES.verifyLinkMissing)
    .max(200, AUTH_MESSAGES.verifyLinkUnknown),
});

export const sessionIdInput = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/, AUTH_MESSAGES.sessionNotFound) });

/**
 * A code that proves the second factor: 6 digits from an authenticator app, or a recovery code
 * (ten letters and digits, shown as two groups of five). Spaces and dashes as people type them are
 * dropped, and letters lower-cased.
 */
const typedCode = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .max(64, AUTH_MESSAGES.codeRequired)
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase());
const secondFactorCode = typedCode.pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, AUTH_MESSAGES.codeRequired));

/** A code asked only of an account that has a second factor: left empty (or out, or null) by one that has none. */
export const codeIfEnrolled = typedCode
  .pipe(z.string().regex(/^(|\d{6}|[a-z2-7]{10})$/, AUTH_MESSAGES.codeRequired))
  .nullish()
  .transform((code) => code || null);

export const secondFactorInput = z.object({ code: secondFactorCode });

/** Turning a factor off: the password and a current code (issue 36 §4). */
export const secondFactorOffInput = z.object({
  password: currentPasswordSchema,
  code: secondFactorCode,
});

/** An account, named by the admin users table's id. */
export const userIdInput = z.object({ userId: z.number({ error: 'User not found' }).int().positive('User not found') });

/**
 * A browser's WebAuthn answer (JSON, as @simplewebauthn/browser gives it): checked by
 * @simplewebauthn/server; here only bounded, so nothing huge reaches it.
 */
const webAuthnAnswer = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z
    .object({ clientDataJSON: z.string().max(16_384) })
    .catchall(z.union([z.string().max(16_384), z.number(), z.array(z.string().max(64)).max(16)])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

export const passkeyAnswerInput = z.object({ response: webAuthnAnswer });

export const passkeyRegisterInput = z.object({
  name: z
    .string({ error: 'Give the passkey a name' })
    .trim()
    .min(1, 'Give the passkey a name')
    .max(60, 'A name of 60 characters at most'),
  response: webAuthnAnswer,
});

export const passkeyRemoveInput = secondFactorOffInput.extend({ id: z.string().min(1).max(1024) });
