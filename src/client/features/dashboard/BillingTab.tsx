import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BRAND } from '../../../shared/brand';
import { BILLING_MESSAGES, CHARGE_ENDINGS, CHARGE_STATUS_LABELS, type ChargeStatus } from '../../../shared/billing';
import type { PaymentMethod } from '../../../shared/schemas/payment';
import type { ChargeView } from '../../lib/api-types';
import { formatDate, formatDateTime, formatPrice } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useAttemptKey } from '../payment/use-attempt-key';
import { useRefreshDashboard } from './use-refresh';
import { EmptyState } from '../../ui/EmptyState';

const TONES: Record<ChargeStatus, string> = {
  paid: 'done',
  awaiting_payment: 'waiting',
  refunded: 'active',
  expired: 'failed',
};

/** Issue 19: every charge with its status, Pay now on those awaiting payment, receipts of paid ones. */
export function BillingTab() {
  const charges = useQuery(trpc.payment.billing.queryOptions());
  const [receiptOf, setReceiptOf] = useState<string | null>(null);

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="billing-title">
        <h2 id="billing-title">Billing</h2>
        <p className="muted">{BILLING_MESSAGES.expiryNote}</p>
        {charges.isPending ? (
          <Spinner label="Loading your charges..." />
        ) : charges.isError ? (
          <Alert tone="error">
            {BILLING_MESSAGES.loadFailed}{' '}
            <Button variant="secondary" onClick={() => void charges.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : charges.data.length === 0 ? (
          <EmptyState icon="inbox">{BILLING_MESSAGES.empty}</EmptyState>
        ) : (
          <ul className="dash-list">
            {charges.data.map((charge) => (
              <ChargeItem key={charge.orderId} charge={charge} onReceipt={() => setReceiptOf(charge.orderId)} />
            ))}
          </ul>
        )}
      </section>
      {receiptOf ? <ReceiptDialog orderId={receiptOf} onClose={() => setReceiptOf(null)} /> : null}
    </div>
  );
}

function ChargeItem({ charge, onReceipt }: { charge: ChargeView; onReceipt: () => void }) {
  const toast = useToast();
  const refresh = useRefreshDashboard();
  const attempt = useAttemptKey();
  const pay = useMutation(trpc.payment.payCharge.mutationOptions());
  const [method, setMethod] = useState<PaymentMethod | null>(null);

  async function payNow(paymentMethod: PaymentMethod) {
    setMethod(paymentMethod);
    try {
      const result = await pay.mutateAsync({ orderId: charge.orderId, paymentMethod, attemptKey: attempt.key });
      attempt.renew();
      if (result.status === 'checkout') return window.location.assign(result.checkoutUrl);
      toast('success', result.message);
    } catch (failure) {
      attempt.renew();
      toast('error', errorMessage(failure, BILLING_MESSAGES.payFailed));
    }
    setMethod(null);
    await refresh();
  }

  const name = `${charge.description}, ${formatPrice(charge.amountCents)}`;
  return (
    <li className="dash-item billing-charge">
      <div className="dash-item-head">
        <strong>{charge.description}</strong>
        <span className={`badge dash-badge-${TONES[charge.status]}`}>
          {charge.ending ? CHARGE_ENDINGS[charge.ending].label : CHARGE_STATUS_LABELS[charge.status]}
        </span>
        <span className="billing-amount">{formatPrice(charge.amountCents)}</span>
      </div>
      <p className="muted billing-dates">
        Placed {formatDateTime(charge.createdAt)}
        {charge.paidAt ? ` · Paid ${formatDateTime(charge.paidAt)}` : null}
        {charge.refundedCents > 0
          ? ` · Refunded ${formatPrice(charge.refundedCents)}${charge.refundedAt ? ` on ${formatDate(charge.refundedAt)}` : ''}`
          : null}
        {charge.status === 'awaiting_payment' && charge.expiresAt
          ? ` · Pay by ${formatDateTime(charge.expiresAt)}`
          : null}
        {charge.status === 'expired' && charge.expiresAt
          ? ` · ${charge.ending ? CHARGE_ENDINGS[charge.ending].note : 'Expired'} ${formatDate(charge.expiresAt)}`
          : null}
      </p>
      {charge.status === 'awaiting_payment' ? (
        <div className="billing-actions">
          <Button
            busy={method === 'stripe'}
            busyLabel="Opening checkout..."
            disabled={method !== null}
            aria-label={`Pay now: ${name}`}
            onClick={() => void payNow('stripe')}
          >
            Pay now
          </Button>
          <Button
            variant="secondary"
            busy={method === 'paypal'}
            busyLabel="Opening PayPal..."
            disabled={method !== null}
            aria-label={`Pay with PayPal: ${name}`}
            onClick={() => void payNow('paypal')}
          >
            Pay with PayPal
          </Button>
        </div>
      ) : charge.receiptId ? (
        <div className="billing-actions">
          <Button variant="secondary" aria-label={`View receipt: ${name}`} onClick={onReceipt}>
            View receipt
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The receipt as the email gave it, with a print button; the print stylesheet prints only this. */
function ReceiptDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const receipt = useQuery(trpc.payment.receipt.queryOptions({ orderId }));
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title="Receipt">
      {receipt.isPending ? (
        <Spinner label="Loading the receipt..." />
      ) : receipt.isError ? (
        <Alert tone="error">{errorMessage(receipt.error, BILLING_MESSAGES.receiptFailed)}</Alert>
      ) : (
        <article className="receipt" aria-label={`Receipt ${receipt.data.receiptId}`}>
          <p className="receipt-brand">
            {BRAND.name} · {BRAND.supportEmail}
          </p>
          <dl className="receipt-facts">
            <dt>Receipt number</dt>
            <dd className="order-id">{receipt.data.receiptId}</dd>
            <dt>Date</dt>
            <dd>{formatDateTime(receipt.data.paidAt)}</dd>
            <dt>Billed to</dt>
            <dd>
              {receipt.data.customerName} ({receipt.data.customerEmail})
            </dd>
            <dt>Order</dt>
            <dd className="order-id">{receipt.data.orderId}</dd>
          </dl>
          <table className="receipt-items">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Qty</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {receipt.data.items.map((item) => (
                <tr key={item.description}>
                  <td>{item.description}</td>
                  <td>{item.quantity}</td>
                  <td>{item.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total paid
                </th>
                <td>{receipt.data.amount}</td>
              </tr>
            </tfoot>
          </table>
          <p>
            Payment method: {receipt.data.paymentMethod}
            {receipt.data.refunded ? ` · Refunded ${receipt.data.refunded}` : ''}
          </p>
          <p className="muted">One-time payment, no monthly subscription.</p>
          <div className="billing-actions no-print">
            <Button onClick={() => window.print()}>Print receipt</Button>
          </div>
        </article>
      )}
    </Dialog>
  );
}
