import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

/** Spec part 1 §2: the loading view names the plan and offers Retry Loading. */
export function BookingLoading({
  plan,
  loading,
  onRetry,
  children,
}: {
  plan: string;
  loading: boolean;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <section className="booking-loading" aria-live="polite">
      <span className="booking-loading-spinner">{loading ? <Spinner size="large" /> : null}</span>
      <p>
        Loading your booking for the <strong className="booking-plan-id">{plan}</strong> plan...
      </p>
      {children}
      <Button variant="secondary" onClick={onRetry}>
        Retry Loading
      </Button>
    </section>
  );
}
