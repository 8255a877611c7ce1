import { useState } from 'react';
import { formatPrice } from '../../lib/format';
import { errorMessage } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { useAttemptKey } from '../payment/use-attempt-key';
import { useRefreshDashboard } from './use-refresh';

export interface PaymentNeeded {
  message: string;
  amountCents: number;
  checkoutUrl: string | null;
}

/** A request that costs extra: the server's message and a button to the checkout. */
export function PaymentRequired({ payment, onDismiss }: { payment: PaymentNeeded; onDismiss: () => void }) {
  return (
    <Alert tone="warning" onDismiss={onDismiss}>
      <p>{payment.message}</p>
      {payment.checkoutUrl ? (
        <Button onClick={() => window.location.assign(payment.checkoutUrl!)}>
          Pay {formatPrice(payment.amountCents)}
        </Button>
      ) : null}
    </Alert>
  );
}

/** What a revision or an extra-pages request answers: done, or the checkout it needs first. */
interface PaidRequestAnswer {
  message: string;
  requiresPayment: boolean;
  amountCents: number;
  checkout: { status: string; checkoutUrl?: string } | null;
}

/** Pulls the payment part out of a revision or extra-pages answer. */
function paymentNeeded(result: PaidRequestAnswer): PaymentNeeded | null {
  if (!result.requiresPayment) return null;
  return {
    message: result.message,
    amountCents: result.amountCents,
    checkoutUrl: result.checkout && 'checkoutUrl' in result.checkout ? (result.checkout.checkoutUrl ?? null) : null,
  };
}

/**
 * A request that may need paying for (a revision past the plan's, extra pages), sent with one
 * attempt key per try so a double click is one request. `recorded` runs once the server has it,
 * due or not (the form empties: sending it again would be a second request); `sent` when nothing
 * is due, otherwise the checkout it needs is offered (`payment`); a failure is a toast with `failure`.
 */
export function usePaidRequest<Input extends object>(
  send: (input: Input & { attemptKey: string }) => Promise<PaidRequestAnswer>,
  {
    sent,
    recorded,
    failure,
  }: { sent: (answer: PaidRequestAnswer, input: Input) => void; recorded?: () => void; failure: string },
) {
  const toast = useToast();
  const refresh = useRefreshDashboard();
  const attempt = useAttemptKey();
  const [payment, setPayment] = useState<PaymentNeeded | null>(null);

  async function request(input: Input) {
    try {
      const answer = await send({ ...input, attemptKey: attempt.key });
      const needed = paymentNeeded(answer);
      setPayment(needed);
      attempt.renew();
      recorded?.();
      if (!needed) sent(answer, input);
      await refresh();
    } catch (error) {
      attempt.renew();
      toast('error', errorMessage(error, failure));
    }
  }

  return { request, payment, dismissPayment: () => setPayment(null) };
}
