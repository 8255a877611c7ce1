import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { dashboardSearch } from '../features/dashboard/search';

export const Route = createFileRoute('/dashboard')({ validateSearch: dashboardSearch, component: DashboardRoute });

function DashboardRoute() {
  return (
    <RequireAuth>
      <DashboardPage />
    </RequireAuth>
  );
}
