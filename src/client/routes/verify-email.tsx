import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';

export const Route = createFileRoute('/verify-email')({
  // A hand-written check keeps zod out of the main bundle (route options are not code-split).
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
