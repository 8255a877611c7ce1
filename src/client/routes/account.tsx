import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage';
import { RequireAuth } from '../features/auth/RequireAuth';

export const Route = createFileRoute('/account')({
  component: function AccountRoute() {
    return (
      <RequireAuth>
        <AccountPage />
      </RequireAuth>
    );
  },
});
