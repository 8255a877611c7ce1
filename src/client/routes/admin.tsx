import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/AdminPage';
import { adminSearch } from '../features/admin/admin-search';
import { RequireAuth } from '../features/auth/RequireAuth';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/admin')({
  staticData: { page: browserScreen('Admin', 'disallow') },
  validateSearch: adminSearch,
  component: function AdminRoute() {
    return (
      <RequireAuth admin>
        <AdminPage />
      </RequireAuth>
    );
  },
});
