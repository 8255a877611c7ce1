import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderView } from '../../lib/api-types';
import { BRAND } from '../../../shared/brand';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { orderAmount } from './order-details';
import { PayActions } from './PayActions';
import './payment.css';

const PROVIDER_NAMES: Record<OrderView['paymentMethod'], string> = {
  stripe: 'Stripe Checkout (card)',
  paypal: 'PayPal',
};

/** Stripe's documented test card: it looks real enough to rehearse with and can never be charged. */
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/**
 * The app's own stand-in for Stripe Checkout and PayPal when no payment keys are configured:
 * the whole purchase can be rehearsed end to end, and the page says plainly that nothing is charged.
 */
export function TestCheckoutPage({
  sessionId,
  checkoutSecret,
}: {
  sessionId: string | undefined;
  checkoutSecret: string | null;
}) {
  const order = useQuery({
    ...trpc.payment.testCheckout.queryOptions({ sessionId: sessionId ?? '', checkoutSecret }),
    enabled: Boolean(sessionId),
    staleTime: 0,
  });

  if (!sessionId) return <CheckoutProblem message={PAYMENT_MESSAGES.noSession} />;
  if (order.isPending) return <PageSpinner label="Loading checkout..." />;
  if (order.isError)
    return (
      <CheckoutProblem
        message={errorMessage(order.error, PAYMENT_MESSAGES.noSession, PAYMENT_MESSAGES.serviceUnavailable)}
      />
    );
  return <Checkout order={order.data} sessionId={sessionId} checkoutSecret={checkoutSecret} />;
}

function TestModeBanner({ method }: { method?: OrderView['paymentMethod'] }) {
  return (
    <div className="test-banner" role="note" aria-labelledby="test-banner-title">
      <span className="test-banner-badge" aria-hidden>
        TEST
      </span>
      <div>
        <p id="test-banner-title" className="test-banner-title">
          Test checkout: no real payment
        </p>
        <p>
          No card is charged and no money moves.{' '}
          {method
            ? `This page stands in for ${PROVIDER_NAMES[method]} because this site has no payment keys configured.`
            : 'This page stands in for Stripe and PayPal because this site has no payment keys configured.'}
        </p>
      </div>
    </div>
  );
}

function CheckoutProblem({
  message,
  order,
  checkoutSecret = null,
}: {
  message: string;
  order?: OrderView;
  checkoutSecret?: string | null;
}) {
  return (
    <div className="checkout-page">
      <div className="checkout-shell narrow-checkout">
        <TestModeBanner method={order?.paymentMethod} />
        <section className="pay-card" aria-labelledby="checkout-problem-title">
          <h1 id="checkout-problem-title" className="checkout-heading">
            Checkout unavailable
          </h1>
          <Alert tone="error">{message}</Alert>
          <PayActions home={order?.status === 'paid' ? 'secondary' : 'primary'}>
            {order?.status === 'paid' ? (
              <Link
                to="/file-upload-contract"
                search={{ order_id: order.orderId, ...(checkoutSecret ? { checkout_secret: checkoutSecret } : {}) }}
                className="btn btn-primary"
              >
                Go to your order
              </Link>
            ) : null}
          </PayActions>
        </section>
      </div>
    </div>
  );
}

function Checkout({
  order,
  sessionId,
  checkoutSecret,
}: {
  order: OrderView;
  sessionId: string;
  checkoutSecret: string | null;
}) {
  const finish = useMutation(trpc.payment.finishTestCheckout.mutationOptions());
  const [declined, setDeclined] = useState<string | null>(null);
  const amount = orderAmount(order);

  if (order.status !== 'pending' && !declined)
    return <CheckoutProblem message={PAYMENT_MESSAGES.checkoutClosed} order={order} checkoutSecret={checkoutSecret} />;

  function choose(outcome: 'succeed' | 'decline' | 'cancel') {
    finish.mutate(
      { sessionId, outcome, checkoutSecret },
      {
        onSuccess: (result) => {
          // A full page load, as after a real hosted checkout: the return page starts fresh.
          if (result.redirectUrl) return window.location.assign(result.redirectUrl);
          setDeclined(result.message ?? PAYMENT_MESSAGES.declined);
        },
      },
    );
  }
  // The button stays busy after success too, until the browser has left for the return page.
  const leaving = finish.isSuccess && !declined;
  const busyWith = finish.isPending || leaving ? finish.variables?.outcome : undefined;

  return (
    <div className="checkout-page">
      <div className="checkout-shell">
        <TestModeBanner method={order.paymentMethod} />
        <div className="checkout-grid">
          <section className="checkout-summary" aria-labelledby="checkout-summary-title">
            <p className="checkout-merchant">
              <span className="brand-mark" aria-hidden>
                G
              </span>
              {BRAND.name}
            </p>
            <h1 id="checkout-summary-title" className="checkout-heading">
              <span className="checkout-label">Pay {BRAND.name}</span>
              <span className="checkout-amount">{amount}</span>
            </h1>
            <dl className="checkout-lines">
              <div>
                <dt>{order.description}</dt>
                <dd>{amount}</dd>
              </div>
              <div className="checkout-total">
                <dt>Total due today</dt>
                <dd>{amount}</dd>
              </div>
            </dl>
            <p className="muted checkout-note">
              One-time payment, no subscription. Pays with: {PROVIDER_NAMES[order.paymentMethod]} (simulated).
            </p>
          </section>

          <section className="checkout-form pay-card" aria-labelledby="checkout-form-title">
            <h2 id="checkout-form-title" className="pay-card-title">
              {order.paymentMethod === 'paypal' ? 'Pay with PayPal (test card)' : 'Pay with card (test)'}
            </h2>
            <form
              className="form-stack"
              onSubmit={(event) => {
                event.preventDefault();
                choose('succeed');
              }}
            >
              <ReadOnlyField label="Email" value={order.customerEmail} />
              <fieldset className="test-card">
                <legend>Card information (test card, prefilled)</legend>
                <ReadOnlyField label="Card number" value={TEST_CARD.number} />
                <div className="field-row">
                  <ReadOnlyField label="Expiry" value={TEST_CARD.expiry} />
                  <ReadOnlyField label="CVC" value={TEST_CARD.cvc} />
                </div>
              </fieldset>
              <ReadOnlyField label="Name on card" value={order.customerName} />
              {declined ? (
                <Alert tone="error">
                  <p className="alert-lead">{declined}</p>
                  <p>This test order is now closed; return to the site to start again.</p>
                </Alert>
              ) : null}
              {finish.isError ? (
                <Alert tone="error">
                  {errorMessage(finish.error, PAYMENT_MESSAGES.failed, PAYMENT_MESSAGES.serviceUnavailable)}
                </Alert>
              ) : null}
              {declined ? (
                <a
                  className="btn btn-primary btn-block"
                  href={`/payment-cancelled?order_id=${encodeURIComponent(order.orderId)}${checkoutSecret ? `&checkout_secret=${encodeURIComponent(checkoutSecret)}` : ''}`}
                >
                  Return to the site
                </a>
              ) : (
                <>
                  <Button
                    type="submit"
                    block
                    busy={busyWith === 'succeed'}
                    busyLabel="Processing test payment..."
                    disabled={Boolean(busyWith)}
                  >
                    Pay {amount} (test)
                  </Button>
                  <div className="checkout-secondary">
                    <Button
                      variant="secondary"
                      busy={busyWith === 'decline'}
                      busyLabel="Declining..."
                      disabled={Boolean(busyWith)}
                      onClick={() => choose('decline')}
                    >
                      Simulate a declined card
                    </Button>
                    <Button
                      variant="ghost"
                      busy={busyWith === 'cancel'}
                      busyLabel="Cancelling..."
                      disabled={Boolean(busyWith)}
                      onClick={() => choose('cancel')}
                    >
                      Cancel and return
                    </Button>
                  </div>
                </>
              )}
            </form>
          </section>
        </div>
      </div>
    </div>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = `test-checkout-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field-input" value={value} readOnly />
    </div>
  );
}
