import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { usePaymentVerification, type PaymentReference } from '../payment/use-payment-verification';
import { stepSearch } from './book-search';
import type { Wizard } from './use-wizard';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The payment step was opened by the checkout's return: its next action takes focus. */
    checkoutReturn?: boolean;
  }
}

/**
 * Back from the payment provider: verify (spec part 2 §4), remember the order, then trade the
 * provider's query for the step's. Null when the visit is not a payment return.
 */
export function usePaymentReturn({ plan, edit, showError }: Wizard, paymentReturn: PaymentReference | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [returnRef] = useState(paymentReturn);
  const verification = usePaymentVerification(returnRef);
  const returnPhase = returnRef ? verification.phase : null;
  const paidOrderId = verification.phase === 'success' ? verification.order.orderId : null;
  const returnProblem =
    verification.phase === 'error' || verification.phase === 'timeout' || verification.phase === 'expired'
      ? verification.message
      : null;
  useEffect(() => {
    if (returnPhase === null || returnPhase === 'checking' || returnPhase === 'missing') return;
    if (paidOrderId) {
      edit({ orderId: paidOrderId, checkoutSecret: returnRef?.checkoutSecret ?? null, paymentCompleted: true });
      // The account now holds the plan; the header and dashboard should know.
      void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    } else if (returnProblem) {
      showError(returnProblem);
    }
    // A payment return opens on the payment step (openingStep), which shows the result.
    // The wizard starts afresh at the new address, so the return is told to it in the history entry.
    void navigate({
      to: '/book/$plan',
      params: { plan: plan.slug },
      search: stepSearch(2),
      replace: true,
      state: (state) => ({ ...state, checkoutReturn: true }),
    });
  }, [returnPhase, paidOrderId, returnRef, returnProblem, edit, queryClient, showError, navigate, plan.slug]);
  return returnRef ? verification : null;
}

/** Whether this history entry is the payment step the checkout's return opened (its next action takes focus). */
export const useCheckoutReturned = () =>
  useRouterState({ select: (router) => router.location.state.checkoutReturn === true });
