import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { formatUsd } from '../../../shared/money';
import { PAYMENT_MESSAGES, refundDollars } from '../../../shared/schemas/payment';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import type { ReceivedPayment } from './types';
import { useAdminAction, useRefreshAdmin } from './use-admin';

/** What is left of a payment to pay back. */
export const refundableCents = (payment: ReceivedPayment) => payment.amountCents - payment.refundedCents;

const refundForm = z.object({ amount: refundDollars });

/**
 * Decision 012: an admin of payments refunds what is left of a payment, or part of it. The server
 * takes back what a full refund paid for and says what in its answer, shown as the toast.
 */
export function RefundDialog({ payment, onClose }: { payment: ReceivedPayment | null; onClose: () => void }) {
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Refund this payment?"
      description={payment ? `${payment.description} · ${payment.name} (${payment.email})` : undefined}
    >
      {payment ? <RefundForm payment={payment} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RefundForm({ payment, onDone }: { payment: ReceivedPayment; onDone: () => void }) {
  const left = refundableCents(payment);
  const { onSubmit, field } = useSchemaForm(refundForm, { amount: (left / 100).toFixed(2) });
  const run = useAdminAction();
  const refresh = useRefreshAdmin();
  const refund = useMutation(trpc.payment.refund.mutationOptions());

  const submit = onSubmit(async ({ amount }) => {
    const result = await run(() => refund.mutateAsync({ orderId: payment.orderId, amountCents: amount }), {
      failure: PAYMENT_MESSAGES.refundFailed,
    });
    await refresh('orders', 'customers', 'projects', 'users');
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <p>
        Paid {formatUsd(payment.amountCents)} with {payment.paidWith}
        {payment.refundedCents > 0 ? `; ${formatUsd(payment.refundedCents)} already refunded` : ''}.
      </p>
      <Field
        label="Amount to refund (USD)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint={`Up to ${formatUsd(left)}. All of it takes back what the payment bought (the plan, an upgrade, pages or a revision); part of it takes back only whole extra pages it covers.`}
        {...field('amount')}
      />
      <p className="muted">It can take 5-10 business days to appear on the customer’s statement.</p>
      <DialogActions
        onCancel={onDone}
        cancelLabel="Keep Payment"
        submitLabel="Refund"
        destructive
        busy={refund.isPending}
        busyLabel="Refunding..."
      />
    </form>
  );
}
