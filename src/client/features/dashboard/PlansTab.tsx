import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import type { PaymentMethod } from '../../../shared/schemas/payment';
import { formatPrice } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useAttemptKey } from '../payment/use-attempt-key';

const METHODS: { method: PaymentMethod; label: string }[] = [
  { method: 'stripe', label: 'Pay with card (Stripe)' },
  { method: 'paypal', label: 'Pay with PayPal' },
];

/** Upgrade (with a plan) or select-plan (without): the server prices both and sends us to checkout. */
export function PlansTab({ currentPlan }: { currentPlan: string | null }) {
  const plans = useQuery(trpc.customer.availablePlans.queryOptions());
  const upgrade = useMutation(trpc.customer.upgrade.mutationOptions());
  const select = useMutation(trpc.customer.selectPlan.mutationOptions());
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useAttemptKey();

  if (plans.isPending) return <Spinner label="Loading plans..." />;
  if (plans.isError) return <Alert tone="error">{CUSTOMER_MESSAGES.plansFailed}</Alert>;

  const upgrading = currentPlan !== null;
  const offered = upgrading ? plans.data.filter((plan) => plan.differenceCents !== null) : plans.data;

  async function checkout(slug: 'starter' | 'pro' | 'elite', method: PaymentMethod) {
    setProblem(null);
    setBusy(`${slug}-${method}`);
    try {
      const attemptKey = attempt.key;
      const result = upgrading
        ? await upgrade.mutateAsync({ newPlan: slug, paymentMethod: method, attemptKey })
        : await select.mutateAsync({ plan: slug, paymentMethod: method, attemptKey });
      attempt.renew();
      if (result.status === 'checkout') window.location.assign(result.checkoutUrl);
      else setBusy(null);
    } catch (error) {
      attempt.renew();
      setBusy(null);
      setProblem(
        errorMessage(error, upgrading ? CUSTOMER_MESSAGES.upgradeSessionFailed : CUSTOMER_MESSAGES.selectSessionFailed),
      );
    }
  }

  return (
    <div className="dash-stack">
      {upgrading ? (
        <section className="dash-card">
          <h2>Your plan</h2>
          <p>
            You are on the <strong>{plans.data.find((plan) => plan.slug === currentPlan)?.name ?? currentPlan}</strong>{' '}
            plan.
          </p>
          {offered.length === 0 ? (
            <p>{CUSTOMER_MESSAGES.topPlan}</p>
          ) : (
            <p>Upgrade any time: you pay only the difference, once.</p>
          )}
        </section>
      ) : null}
      {problem ? (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <div className="dash-plans">
        {offered.map((plan) => (
          <section key={plan.slug} className="dash-card dash-plan" aria-labelledby={`plan-${plan.slug}`}>
            <h2 id={`plan-${plan.slug}`}>{plan.name}</h2>
            <p className="dash-plan-price">
              {upgrading && plan.differenceCents !== null
                ? `Upgrade for ${formatPrice(plan.differenceCents)}`
                : `${formatPrice(plan.priceCents)} one-time`}
            </p>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <div className="dash-plan-actions">
              {METHODS.map(({ method, label }) => (
                <Button
                  key={method}
                  variant={method === 'stripe' ? 'primary' : 'secondary'}
                  busy={busy === `${plan.slug}-${method}`}
                  busyLabel="Opening checkout..."
                  disabled={busy !== null}
                  aria-label={`${label}: ${upgrading ? `upgrade to ${plan.name}` : plan.name}`}
                  onClick={() => void checkout(plan.slug, method)}
                >
                  {label}
                </Button>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
