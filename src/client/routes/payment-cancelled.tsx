import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { PaymentCancelledPage } from '../features/payment/PaymentCancelledPage';

export const Route = createFileRoute('/payment-cancelled')({
  validateSearch: orderSearch,
  component: function PaymentCancelledRoute() {
    return <PaymentCancelledPage orderId={Route.useSearch().order_id} />;
  },
});
