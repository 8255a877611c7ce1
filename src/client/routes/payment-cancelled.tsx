import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/payment-cancelled')({ component: PaymentCancelledRoute });

function PaymentCancelledRoute() {
  return <ComingSoon title="Payment Cancelled" />;
}
