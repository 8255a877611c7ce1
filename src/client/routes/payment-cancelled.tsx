import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { PaymentCancelledPage } from '../features/payment/PaymentCancelledPage';

export const Route = createFileRoute('/payment-cancelled')({
  validateSearch: orderSearch,
  component: function PaymentCancelledRoute() {
    const { order_id: orderId, checkout_secret: checkoutSecret } = Route.useSearch();
    return <PaymentCancelledPage orderId={orderId} checkoutSecret={checkoutSecret ?? null} />;
  },
});
