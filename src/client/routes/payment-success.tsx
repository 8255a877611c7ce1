import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { PaymentSuccessPage } from '../features/payment/PaymentSuccessPage';

export const Route = createFileRoute('/payment-success')({
  validateSearch: orderSearch,
  component: function PaymentSuccessRoute() {
    return <PaymentSuccessPage search={Route.useSearch()} />;
  },
});
