import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { fileProblem } from '../payment/upload';

// Small pure pieces of the customer dashboard (spec part 2 §2, §3, §5, §8, §9).

const NOTES_PREVIEW_LENGTH = 100;

/** Admin notes cut at 100 characters (spec §9); `truncated` says whether a Read more is needed. */
export function notesPreview(notes: string, max = NOTES_PREVIEW_LENGTH): { text: string; truncated: boolean } {
  const trimmed = notes.trim();
  if (trimmed.length <= max) return { text: trimmed, truncated: false };
  return { text: `${trimmed.slice(0, max).trimEnd()}…`, truncated: true };
}

const STATUS_LABELS: Record<string, string> = {
  awaiting_payment: 'Awaiting payment',
  in_progress: 'In progress',
  completed: 'Completed',
  rejected: 'Rejected',
  pending: 'Pending',
  approved: 'Approved',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status.replace(/_/g, ' ');

/** The badge colour class of a request status. */
export function statusTone(status: string): 'done' | 'waiting' | 'failed' | 'active' {
  if (status === 'completed' || status === 'approved') return 'done';
  if (status === 'rejected') return 'failed';
  if (status === 'awaiting_payment') return 'waiting';
  return 'active';
}

/** Checks the chosen files before sending: at least one, and each of an accepted type and size. */
export function selectionProblems(files: readonly { name: string; size: number }[]): string[] {
  if (files.length === 0) return [CUSTOMER_MESSAGES.selectFiles];
  return files.flatMap((file) => {
    const problem = fileProblem(file);
    return problem ? [`${file.name}: ${problem}`] : [];
  });
}

/** Spec §8 upload errors: a detail about an order means no plan yet; else the detail, else the generic message. */
export function uploadFailureMessage(detail: string | null | undefined): string {
  if (!detail) return CUSTOMER_MESSAGES.uploadFailed;
  if (/\border\b/i.test(detail)) return CUSTOMER_MESSAGES.uploadNeedsOrder;
  return detail;
}

export function dashboardLoadError(httpStatus: number | null): string {
  return httpStatus === 401 ? CUSTOMER_MESSAGES.sessionExpired : CUSTOMER_MESSAGES.loadFailed;
}
