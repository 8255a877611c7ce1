import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { PlanSlug } from '../../../shared/plans';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking-messages';
import { httpStatusOf } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { Alert } from '../../ui/Alert';
import { BackButton } from '../../ui/BackButton';
import { useAuth } from '../auth/auth-context';
import type { PaymentReference } from '../payment/use-payment-verification';
import { BookingLoading } from './BookingLoading';
import { BookingWizard } from './BookingWizard';
import { fetchPricing, PricingTimeout } from './pricing';
import { bookingPricingKey } from './pricing-key';
import { choosePlan, type StepNumber } from './wizard-rules';
import './booking.css';

/** /book/{plan}: loads the plans the visitor may book, then runs the wizard for this one. */
export function BookingPage({
  plan,
  urlStep,
  paymentReturn,
}: {
  plan: PlanSlug;
  urlStep: StepNumber | null;
  paymentReturn: PaymentReference | null;
}) {
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const pricing = useQuery({
    queryKey: bookingPricingKey(user?.id ?? null),
    queryFn: ({ signal }) => fetchPricing(signal),
    enabled: status !== 'loading',
    retry: false,
    staleTime: 60_000,
    // Signing up on step 2 changes the viewer; the wizard must stay on screen while plans reload.
    placeholderData: keepPreviousData,
  });
  const choice = pricing.data ? choosePlan(plan, pricing.data) : null;
  const timedOut = pricing.isError && (pricing.error instanceof PricingTimeout || httpStatusOf(pricing.error) === null);

  const hydrated = useHydrated();
  useEffect(() => {
    // The plans on hand while hydrating, while a stored session is checked, or kept on screen
    // while the signed-in viewer's own load, are someone else's answer: an admin's admin_special
    // is not among them yet.
    if (!hydrated || status === 'loading' || pricing.isPlaceholderData) return;
    // Spec part 1 §7, §8: a plan missing from the answer goes to the first available one; a
    // pricing call the server refused goes home (a timeout stays here with Retry Loading).
    if (choice?.kind === 'redirect') void navigate({ to: '/book/$plan', params: { plan: choice.plan }, replace: true });
    if (pricing.isError && !timedOut) void navigate({ to: '/', replace: true });
  }, [hydrated, status, choice?.kind, choice, navigate, pricing.isError, pricing.isPlaceholderData, timedOut]);

  if (choice?.kind === 'found')
    return <BookingWizard key={plan} plan={choice.plan} urlStep={urlStep} paymentReturn={paymentReturn} />;

  return (
    <div className="page booking-page">
      <BackButton />
      {choice?.kind === 'none' ? (
        <Alert tone="error">{WIZARD_MESSAGES.noPlans}</Alert>
      ) : (
        <BookingLoading plan={plan} loading={pricing.isFetching} onRetry={() => void pricing.refetch()}>
          {timedOut ? <Alert tone="error">{WIZARD_MESSAGES.requestTimedOut}</Alert> : null}
        </BookingLoading>
      )}
      {choice?.kind === 'none' ? (
        <Link to="/" className="btn btn-secondary">
          Back to Home
        </Link>
      ) : null}
    </div>
  );
}
