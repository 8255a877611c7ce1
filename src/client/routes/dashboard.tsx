import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { dashboardSearch } from '../features/dashboard/search';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/dashboard')({
  staticData: { page: browserScreen('Dashboard', 'disallow') },
  validateSearch: dashboardSearch,
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <RequireAuth>
      <DashboardPage />
    </RequireAuth>
  );
}
