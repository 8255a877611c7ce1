import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '../lib/token-search';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
