import { z } from 'zod';
import { codeIfEnrolled, currentPasswordSchema } from './auth';

// Issue 36 §5-§6: a person's own data, downloaded or deleted (docs/decisions/043).

export const ACCOUNT_MESSAGES = {
  exported: 'Your data is downloaded.',
  exportFailed: 'Failed to prepare your data. Please try again.',
  deleted: 'Your account is deleted. We have signed you out everywhere.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  adminNotDeletable: 'Admin accounts cannot be deleted here.',
  alreadyDeleted: 'This account has already been deleted.',
} as const;

/** What goes when an account is deleted, by the person or by the team at their request. */
export const DELETED_WITH_ACCOUNT =
  'Your account and sign-in settings, your project, messages, chats, meetings, uploaded files and ' +
  'the emails we keep a copy of.';

/** What stays, and why: the dialogs show it before anyone deletes an account. */
export const KEPT_AFTER_DELETION = [
  'Payment records (charges, refunds, receipt numbers): the law requires us to keep them for our accounts.',
  'Signed service agreements, as they were signed: they are the contract for work you paid for.',
] as const;

export const KEPT_DETACHED =
  'They are no longer linked to any account, and your name and email on them are replaced by ' +
  '"Deleted customer", except the name you typed as your signature, which is part of the agreement.';

/** Deleting one's own account: the password, and a current code when the account has a second factor. */
export const deleteAccountInput = z.object({ password: currentPasswordSchema, code: codeIfEnrolled });
