import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { PaymentCancelledPage } from '../features/payment/PaymentCancelledPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/payment-cancelled')({
  staticData: { page: browserScreen('Payment cancelled', 'disallow') },
  validateSearch: orderSearch,
  component: function PaymentCancelledRoute() {
    const { order_id: orderId, checkout_secret: checkoutSecret } = Route.useSearch();
    return <PaymentCancelledPage orderId={orderId} checkoutSecret={checkoutSecret ?? null} />;
  },
});
