import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/payment-success')({ component: PaymentSuccessfulRoute });

function PaymentSuccessfulRoute() {
  return <ComingSoon title="Payment Successful" />;
}
