import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { BRAND } from '../../../shared/brand';
import { trpcClient } from '../../lib/trpc';
import { PayActions } from './PayActions';
import './payment.css';

// Spec part 2 §2: the hours the team answers, Mon-Thu 12PM-9PM (Pacific, as the meeting hours).
const SUPPORT_HOURS = 'Monday to Thursday, 12 PM - 9 PM (Pacific)';

/** Spec part 2 §2 /payment-cancelled: nothing was charged; try again or get in touch. */
export function PaymentCancelledPage({
  orderId,
  checkoutSecret,
}: {
  orderId: string | undefined;
  checkoutSecret: string | null;
}) {
  const closed = useRef<string | null>(null);

  // Close the abandoned order once so it can never be paid by accident later; the page reads
  // the same whether or not that works, so a failure is only logged.
  useEffect(() => {
    if (!orderId || closed.current === orderId) return;
    closed.current = orderId;
    trpcClient.payment.cancel
      .mutate({ orderId, checkoutSecret })
      .catch((error: unknown) => console.error('closing the cancelled order failed', error));
  }, [orderId, checkoutSecret]);

  return (
    <section className="page narrow pay-page">
      <div className="pay-status">
        <span className="pay-status-icon pay-status-neutral" aria-hidden>
          ×
        </span>
        <h1>Payment cancelled</h1>
        <p className="lead">
          Your payment was cancelled and no charge was made. You can pick up where you left off whenever you are ready.
        </p>
      </div>
      <section className="pay-card" aria-labelledby="cancel-help-title">
        <h2 id="cancel-help-title" className="pay-card-title">
          Questions before you buy?
        </h2>
        <p>We are happy to help you choose the right plan or sort out a payment problem.</p>
        <dl className="contact-list">
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
            </dd>
          </div>
          <div>
            <dt>Hours</dt>
            <dd>{SUPPORT_HOURS}</dd>
          </div>
        </dl>
      </section>
      <PayActions home="secondary">
        <Link to="/" hash="pricing" className="btn btn-primary">
          Try Again
        </Link>
      </PayActions>
    </section>
  );
}
