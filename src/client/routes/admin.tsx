import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/AdminPage';
import { RequireAuth } from '../features/auth/RequireAuth';

export const Route = createFileRoute('/admin')({
  component: function AdminRoute() {
    return (
      <RequireAuth admin>
        <AdminPage />
      </RequireAuth>
    );
  },
});
