import { z } from 'zod';
import { codeIfEnrolled, currentPasswordSchema } from './auth';

// Issue 36 §5-§6: a person's own data, downloaded or deleted (docs/decisions/043).

export const ACCOUNT_MESSAGES = {
  exported: 'Your data is downloaded.',
  exportFailed: 'Failed to prepare your data. Please try again.',
  deleted: 'Your account is deleted. We have signed you out everywhere.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  adminNotDeletable: 'Admin accounts cannot be deleted here.',
} as const;

/** Deleting one's own account: the password, and a current code when the account has a second factor. */
export const deleteAccountInput = z.object({ password: currentPasswordSchema, code: codeIfEnrolled });
