import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '../lib/token-search';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/reset-password')({
  staticData: { page: browserScreen('Reset password', 'disallow') },
  validateSearch: tokenSearch,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
