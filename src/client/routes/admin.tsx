import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/AdminPage';
import { adminSearch } from '../features/admin/admin-search';
import { RequireAuth } from '../features/auth/RequireAuth';

export const Route = createFileRoute('/admin')({
  validateSearch: adminSearch,
  component: function AdminRoute() {
    return (
      <RequireAuth admin>
        <AdminPage />
      </RequireAuth>
    );
  },
});
