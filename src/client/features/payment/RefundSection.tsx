import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { formatDateTime } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import type { OrderView, PublicUser } from '../../lib/api-types';
import { orderAmount } from './order-details';

/** The order's owner, signed in: the account that placed or claimed it, or the email it was placed with. */
export const ownsOrder = (user: PublicUser | null, order: OrderView) =>
  user !== null && (user.orderId === order.orderId || user.email.toLowerCase() === order.customerEmail.toLowerCase());

/** Spec part 2 §1, §9: a full refund on request within 24 hours of purchase. */
export function RefundSection({ order, refundableUntil }: { order: OrderView; refundableUntil: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refund = useMutation(trpc.payment.refund.mutationOptions());

  async function confirm() {
    try {
      const result = await refund.mutateAsync({ orderId: order.orderId });
      toast('success', 'Refund issued', { description: result.message });
      await queryClient.invalidateQueries({ queryKey: trpc.payment.status.queryKey() });
    } catch {
      // The error is shown below the button; the dialog closes either way.
    }
  }

  return (
    <section className="pay-card refund-card" aria-labelledby="refund-title">
      <h2 id="refund-title" className="pay-card-title">
        Changed your mind?
      </h2>
      <p>
        You can cancel within 24 hours of purchase for a full refund. For this order that is until{' '}
        <strong>{formatDateTime(refundableUntil)}</strong>; after that all sales are final.
      </p>
      {refund.isError ? (
        <Alert tone="error">{errorMessage(refund.error, PAYMENT_MESSAGES.serviceUnavailable)}</Alert>
      ) : null}
      <ConfirmDialog
        trigger={<Button variant="secondary">Request a full refund</Button>}
        title="Refund this order?"
        description={`We will refund the full ${orderAmount(order)} for your ${order.planName} plan to your original payment method and cancel the project. Refunds are only possible within 24 hours of purchase; after that all sales are final. Files you uploaded stay on your account. This cannot be undone.`}
        confirmLabel="Yes, refund my order"
        onConfirm={confirm}
      />
    </section>
  );
}
