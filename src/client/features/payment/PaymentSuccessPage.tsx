import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderView } from '../../lib/api-types';
import { PAYMENT_POLL_ATTEMPTS, PAYMENT_REDIRECT_SECONDS } from '../../../shared/rules';
import { trpcClient } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { OrderDetails } from './order-details';
import { PayActions } from './PayActions';
import { referenceOf, type OrderSearch } from './order-search';
import { useCountdown } from './use-countdown';
import { usePaymentVerification, type Verification } from './use-payment-verification';
import './payment.css';

const FAILURE_TITLES = {
  missing: 'No payment found',
  error: 'We could not verify your payment',
  timeout: 'Still waiting for confirmation',
  expired: 'Payment session expired',
} as const;

/** What a screen reader hears: one sentence per state change, never each attempt or second. */
function announcement(state: Verification): string {
  if (state.phase === 'checking') return 'Verifying your payment.';
  if (state.phase === 'success')
    return `Payment successful. Continuing to ${nextStep(state.order).name} in ${PAYMENT_REDIRECT_SECONDS} seconds unless you stay on this page.`;
  // The alert below reads out the message itself.
  return `${FAILURE_TITLES[state.phase]}.`;
}

/**
 * Where the countdown leads: a new plan goes on to project setup (spec part 2 §2); an upgrade or
 * extra work bought from the dashboard goes back to its Billing tab, where the receipt is.
 */
function nextStep(order: OrderView) {
  return order.kind === 'plan'
    ? {
        name: 'project setup',
        title: 'Next: set up your project',
        text: 'Upload your project files and sign the service agreement so we can get started.',
      }
    : {
        name: 'your dashboard',
        title: 'Next: back to your dashboard',
        text: 'Your receipt is in Billing on your dashboard, ready to view and print.',
      };
}

/** Spec part 2 §2 /payment-success: verify the payment, show the order, then move on to project setup. */
export function PaymentSuccessPage({ search }: { search: OrderSearch }) {
  const reference = useMemo(() => referenceOf(search), [search]);
  const verification = usePaymentVerification(reference);

  return (
    <section className="page narrow pay-page">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement(verification)}
      </p>
      {verification.phase === 'checking' ? (
        <Checking attempt={verification.attempt} />
      ) : verification.phase === 'success' ? (
        <Paid
          order={verification.order}
          sessionId={search.session_id}
          checkoutSecret={search.checkout_secret ?? null}
        />
      ) : (
        <NotVerified
          phase={verification.phase}
          message={verification.message}
          onRetry={verification.phase === 'timeout' ? verification.retry : undefined}
        />
      )}
    </section>
  );
}

function Checking({ attempt }: { attempt: number }) {
  return (
    <div className="pay-status">
      <span className="pay-status-icon pay-status-pending">
        <Spinner size="large" />
      </span>
      <h1>Verifying your payment…</h1>
      <p className="lead">
        Attempt {attempt} of {PAYMENT_POLL_ATTEMPTS}. This usually takes a few seconds; please keep this page open.
      </p>
    </div>
  );
}

function Paid({
  order,
  sessionId,
  checkoutSecret,
}: {
  order: OrderView;
  sessionId: string | undefined;
  checkoutSecret: string | null;
}) {
  const navigate = useNavigate();
  const [staying, setStaying] = useState(false);
  const receiptRequested = useRef(false);

  // Spec part 2 §4: the receipt is requested once; the server sends it at most once anyway,
  // and a failure here must not disturb the customer.
  useEffect(() => {
    if (receiptRequested.current) return;
    receiptRequested.current = true;
    trpcClient.payment.sendReceipt
      .mutate({ orderId: order.orderId, checkoutSecret })
      .catch((error: unknown) => console.error('receipt request failed', error));
  }, [order.orderId, checkoutSecret]);

  const next = nextStep(order);
  const continueToSetup = useCallback(
    () =>
      void (order.kind === 'plan'
        ? navigate({
            to: '/file-upload-contract',
            search: {
              session_id: order.sessionId ?? sessionId,
              order_id: order.orderId,
              ...(checkoutSecret ? { checkout_secret: checkoutSecret } : {}),
            },
          })
        : navigate({ to: '/dashboard', search: { tab: 'billing' } })),
    [navigate, order.kind, order.orderId, order.sessionId, sessionId, checkoutSecret],
  );
  const secondsLeft = useCountdown(PAYMENT_REDIRECT_SECONDS, !staying, continueToSetup);

  return (
    <>
      <div className="pay-status">
        <span className="pay-status-icon pay-status-success" aria-hidden>
          ✓
        </span>
        <h1>Payment successful!</h1>
        <p className="lead">
          {order.kind === 'plan'
            ? `Thank you, ${order.customerName}. Your ${order.planName} plan is confirmed and our team has been notified.`
            : `Thank you, ${order.customerName}. ${order.description} is paid and our team has been notified.`}
        </p>
      </div>
      {/* The next step and its buttons come before the receipt and the order details: on a phone
          they are what the customer needs on the first screen. */}
      <div className="pay-card next-step">
        <h2 className="pay-card-title">{next.title}</h2>
        <p>{next.text}</p>
        {staying ? (
          <p className="muted">Automatic redirect stopped. Continue whenever you are ready.</p>
        ) : (
          <p className="countdown">
            <span className="countdown-number">{secondsLeft}</span>
            Continuing to {next.name} in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.{' '}
            <button type="button" className="link-button" onClick={() => setStaying(true)}>
              Stay on this page
            </button>
          </p>
        )}
      </div>
      <PayActions home="ghost">
        <Button onClick={continueToSetup}>Continue Now</Button>
        <Link to="/dashboard" className="btn btn-secondary">
          Access Your Dashboard
        </Link>
      </PayActions>
      <Alert tone="info">
        A receipt was sent to <strong>{order.customerEmail}</strong>.
      </Alert>
      <OrderDetails order={order} />
    </>
  );
}

function NotVerified({
  phase,
  message,
  onRetry,
}: {
  phase: keyof typeof FAILURE_TITLES;
  message: string;
  onRetry: (() => void) | undefined;
}) {
  return (
    <>
      <div className="pay-status">
        <span
          className={`pay-status-icon ${phase === 'timeout' ? 'pay-status-warning' : 'pay-status-error'}`}
          aria-hidden
        >
          !
        </span>
        <h1>{FAILURE_TITLES[phase]}</h1>
      </div>
      <Alert tone={phase === 'timeout' ? 'warning' : 'error'}>{message}</Alert>
      <PayActions home="ghost">
        {onRetry ? (
          <Button onClick={onRetry} variant="secondary">
            Check again
          </Button>
        ) : null}
        {phase === 'missing' ? (
          <Link to="/" hash="pricing" className="btn btn-primary">
            View plans
          </Link>
        ) : (
          <Link to="/book/$plan" params={{ plan: 'pro' }} className="btn btn-primary">
            Try Again
          </Link>
        )}
      </PayActions>
    </>
  );
}
