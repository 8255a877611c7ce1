import { useCallback, useEffect, useState } from 'react';
import type { OrderView } from '../../lib/api-types';
import { PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS } from '../../../shared/rules';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment-messages';
import { trpcClient } from '../../lib/trpc';

export interface PaymentReference {
  orderId?: string;
  sessionId?: string;
  /** The checkout secret of an order placed signed out; a signed-in buyer's session does instead. */
  checkoutSecret?: string | null;
}

export type Verification =
  | { phase: 'missing'; message: string }
  | { phase: 'checking'; attempt: number }
  | { phase: 'success'; order: OrderView }
  | { phase: 'error' | 'timeout' | 'expired'; message: string; order: OrderView | null };

/**
 * Spec part 2 §4 payment verification: poll the order every 2 s, up to 10 times; paid is success,
 * expired is expired, a declined or cancelled checkout is an error, and 10 unpaid answers time out.
 */
export function usePaymentVerification(ref: PaymentReference | null): Verification & { retry: () => void } {
  const orderId = ref?.orderId;
  const sessionId = ref?.sessionId;
  const checkoutSecret = ref?.checkoutSecret ?? null;
  const [run, setRun] = useState(0);
  const [state, setState] = useState<Verification>(() =>
    orderId || sessionId
      ? { phase: 'checking', attempt: 1 }
      : { phase: 'missing', message: PAYMENT_MESSAGES.noSession },
  );

  useEffect(() => {
    if (!orderId && !sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      setState({ phase: 'checking', attempt });
      try {
        const order = await trpcClient.payment.status.query({ orderId, sessionId, checkoutSecret });
        if (cancelled) return;
        if (order.status === 'paid') return setState({ phase: 'success', order });
        if (order.status === 'expired') return setState({ phase: 'expired', message: PAYMENT_MESSAGES.expired, order });
        if (order.status !== 'pending')
          return setState({ phase: 'error', message: PAYMENT_MESSAGES.verifyFailed, order });
        if (attempt >= PAYMENT_POLL_ATTEMPTS)
          return setState({ phase: 'timeout', message: PAYMENT_MESSAGES.timedOut, order });
        timer = setTimeout(() => void check(attempt + 1), PAYMENT_POLL_INTERVAL_MS);
      } catch {
        if (!cancelled) setState({ phase: 'error', message: PAYMENT_MESSAGES.verifyFailed, order: null });
      }
    };
    void check(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [orderId, sessionId, checkoutSecret, run]);

  const retry = useCallback(() => setRun((value) => value + 1), []);
  if (!orderId && !sessionId) return { phase: 'missing', message: PAYMENT_MESSAGES.noSession, retry };
  return { ...state, retry };
}
