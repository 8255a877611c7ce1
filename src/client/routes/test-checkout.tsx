import { createFileRoute } from '@tanstack/react-router';
import { TestCheckoutPage } from '../features/payment/TestCheckoutPage';

export const Route = createFileRoute('/test-checkout')({
  // A hand-written check keeps zod out of the main bundle (route options are not code-split).
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' && search.session_id ? { session_id: search.session_id } : {},
  component: function TestCheckoutRoute() {
    const { session_id: sessionId } = Route.useSearch();
    return <TestCheckoutPage sessionId={sessionId} />;
  },
});
