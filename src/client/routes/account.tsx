import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/AccountPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/account')({
  staticData: { page: browserScreen('Account security', 'disallow') },
  component: function AccountRoute() {
    return (
      <RequireAuth enrolment>
        <AccountPage />
      </RequireAuth>
    );
  },
});
