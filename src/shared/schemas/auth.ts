import { z } from 'zod';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_MIN_LENGTH } from '../rules';

// Spec part 1 §5 and §8: the exact messages the screens show.
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  resetPasswordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  resetLinkMissingOnLoad: 'Invalid reset link. Please request a new password reset.',
  resetLinkMissingOnSubmit: 'Invalid reset link.',
  resetLinkUnknown: 'Invalid reset link. Please request a new password reset.',
  resetLinkExpired: 'This reset link has expired. Please request a new password reset.',
  resetLinkUsed: 'This reset link has already been used. Please request a new password reset.',
  resetSucceeded: 'Password has been reset successfully. You can now log in with your new password.',
  forgotPasswordSent: 'If the email exists, a password reset link has been sent.',
  forgotPasswordFailed: 'Failed to send reset link. Please try again.',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  resetFailed: 'Failed to reset password. Please try again.',
  unexpected: 'An unexpected error occurred',
  badCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  notSignedIn: 'Not authenticated',
  sessionExpired: 'Session expired. Please log in again.',
  adminOnly: 'Admin access required',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  samePassword: 'Choose a password different from your current one',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  sessionNotFound: 'That session has already ended',
  sessionRevoked: 'Signed out of that device',
  otherSessionsRevoked: 'Signed out of every other device',
  emailVerified: 'Thank you: your email address is confirmed.',
  emailAlreadyVerified: 'Your email address is already confirmed.',
  verifyLinkMissing:
    'This confirmation link is incomplete. Open the link from the email again, or ask for a new one from your dashboard.',
  verifyLinkUnknown: 'This confirmation link is not valid. Sign in and ask for a new one from your dashboard.',
  verifyLinkUsed:
    'This confirmation link has already been used. Sign in and ask for a new one if your address is not confirmed yet.',
  verifyLinkExpired: 'This confirmation link has expired. Sign in and ask for a new one from your dashboard.',
  verificationSent: (email: string) =>
    `We sent a new confirmation link to ${email}. It works for ${EMAIL_VERIFICATION_TTL_MS / 86_400_000} days.`,
  verifyEmailFailed: 'Failed to confirm your email address. Please try again.',
} as const;

const MAX_EMAIL = 254;
const MAX_NAME = 120;
const MAX_PASSWORD = 256;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(MAX_EMAIL, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

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

export const signupInput = z.object({
  name: z.string({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(MAX_NAME),
  email: emailSchema,
  password: newPasswordSchema,
  orderId: orderIdSchema,
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
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(MAX_PASSWORD),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: AUTH_MESSAGES.samePassword,
    path: ['newPassword'],
  });

export const verifyEmailInput = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.verifyLinkMissing })
    .trim()
    .min(1, AUTH_MESSAGES.verifyLinkMissing)
    .max(200, AUTH_MESSAGES.verifyLinkUnknown),
});

export const sessionIdInput = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/, AUTH_MESSAGES.sessionNotFound) });
