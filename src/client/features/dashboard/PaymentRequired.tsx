import { formatPrice } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

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

/** Pulls the payment part out of a revision or extra-pages answer. */
export function paymentNeeded(result: {
  message: string;
  requiresPayment: boolean;
  amountCents: number;
  checkout: { status: string; checkoutUrl?: string } | null;
}): PaymentNeeded | null {
  if (!result.requiresPayment) return null;
  return {
    message: result.message,
    amountCents: result.amountCents,
    checkoutUrl: result.checkout && 'checkoutUrl' in result.checkout ? (result.checkout.checkoutUrl ?? null) : null,
  };
}
