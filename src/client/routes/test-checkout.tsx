import { createFileRoute } from '@tanstack/react-router';
import { orderSearch } from '../features/payment/order-search';
import { TestCheckoutPage } from '../features/payment/TestCheckoutPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/test-checkout')({
  staticData: { page: browserScreen('Test checkout', 'disallow') },
  // The same hand-written check as the return pages': session_id, and a guest order's checkout_secret.
  validateSearch: orderSearch,
  component: function TestCheckoutRoute() {
    const { session_id: sessionId, checkout_secret: checkoutSecret } = Route.useSearch();
    return <TestCheckoutPage sessionId={sessionId} checkoutSecret={checkoutSecret ?? null} />;
  },
});
