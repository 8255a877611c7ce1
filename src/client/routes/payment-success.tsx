import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { PaymentSuccessPage } from '../features/payment/PaymentSuccessPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/payment-success')({
  staticData: { page: browserScreen('Payment received', 'disallow') },
  validateSearch: orderSearch,
  component: function PaymentSuccessRoute() {
    return <PaymentSuccessPage search={Route.useSearch()} />;
  },
});
