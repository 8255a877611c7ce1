import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_MIN_LENGTH } from '../rules';
import { EMAIL_INVALID } from './email';
import { SESSION_EXPIRED_MESSAGE } from './session-message';

// Apart from the schemas (auth.ts) so that a screen showing a message does not load zod with it.
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
  emailInvalid: EMAIL_INVALID,
  passwordRequired: 'Password is required',
  notSignedIn: 'Not authenticated',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
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
  // Issue 36: second factors.
  secondFactorOwed: 'Enter the code from your authenticator app to finish signing in.',
  secondFactorEnrolmentOwed:
    'Admin accounts must turn on two-factor authentication first: set it up on your account page.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right, or has been used already. Try the next code from your app.',
  secondFactorAlreadyOn: 'Two-factor authentication is already on.',
  secondFactorSetupMissing: 'Start setting up two-factor authentication again: that set-up has ended.',
  secondFactorOn: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  secondFactorOff: 'Two-factor authentication is off.',
  secondFactorNotOn: 'Two-factor authentication is not on for this account.',
  adminKeepsSecondFactor: 'Admin accounts must keep two-factor authentication on.',
  recoveryCodesRenewed: 'New recovery codes made: the earlier ones no longer work.',
  secondFactorsReset: (name: string) => `${name}'s second factors are removed, and we emailed them.`,
  authenticatorNotOn: 'No authenticator app is set up for this account.',
  passkeyNotAccepted: 'That passkey was not accepted. Try again, or sign in with your password.',
  passkeyAlreadyAdded: 'That passkey is already on an account.',
  passkeyAdded: 'Passkey added: you can now sign in with it.',
  passkeyRemoved: 'Passkey removed.',
  noPasskey: 'That passkey is not on this account.',
  passkeyCancelled: 'The passkey request was cancelled or timed out.',
  secondFactorResetAdmin: 'An admin resets their own second factors from their account page.',
} as const;
