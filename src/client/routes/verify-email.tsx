import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '../lib/token-search';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/verify-email')({
  staticData: { page: browserScreen('Confirm your email address', 'disallow') },
  validateSearch: tokenSearch,
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
