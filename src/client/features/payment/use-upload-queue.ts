import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { sendUpload } from './upload';
import { sendable, uploadQueue, type QueuedFile } from './upload-queue';

export interface UploadOutcome {
  uploaded: number;
  failed: number;
}

/**
 * The order page's uploads: files are sent one request each, one after another, so each row's
 * progress bar is its own and a failure leaves the others untouched (spec part 2 §2, §7).
 */
export function useUploadQueue({
  orderId,
  checkoutSecret,
  customerEmail,
}: {
  orderId: string;
  checkoutSecret: string | null;
  customerEmail: string;
}) {
  const [queue, dispatch] = useReducer(uploadQueue<File>, []);
  const [busy, setBusy] = useState(false);
  const current = useRef<QueuedFile[]>(queue);
  const abort = useRef<(() => void) | null>(null);
  useEffect(() => {
    current.current = queue;
  }, [queue]);
  // Leaving the page stops the file on its way; the ones after it were never started.
  useEffect(() => () => abort.current?.(), []);

  const add = useCallback((files: readonly File[]) => dispatch({ type: 'add', files }), []);
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), []);
  const clearDone = useCallback(() => dispatch({ type: 'clearDone' }), []);

  const uploadAll = useCallback(
    async (notes: string): Promise<UploadOutcome> => {
      const outcome = { uploaded: 0, failed: 0 };
      setBusy(true);
      try {
        for (const item of sendable(current.current)) {
          dispatch({ type: 'start', key: item.key });
          const upload = sendUpload({ orderId, checkoutSecret, customerEmail, notes, file: item.file }, (fraction) =>
            dispatch({ type: 'progress', key: item.key, fraction }),
          );
          abort.current = upload.abort;
          try {
            await upload.done;
            dispatch({ type: 'done', key: item.key });
            outcome.uploaded += 1;
          } catch (error) {
            dispatch({
              type: 'fail',
              key: item.key,
              problem: error instanceof Error ? error.message : PAYMENT_MESSAGES.uploadFailed,
            });
            outcome.failed += 1;
          }
        }
      } finally {
        abort.current = null;
        setBusy(false);
      }
      return outcome;
    },
    [orderId, checkoutSecret, customerEmail],
  );

  return { queue, busy, add, remove, clearDone, uploadAll, pending: sendable(queue).length };
}
