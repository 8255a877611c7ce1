import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '../lib/token-search';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';

export const Route = createFileRoute('/verify-email')({
  validateSearch: tokenSearch,
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
