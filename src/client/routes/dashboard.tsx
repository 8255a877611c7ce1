import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/dashboard')({ component: YourDashboardRoute });

function YourDashboardRoute() {
  return (
    <RequireAuth>
      <ComingSoon title="Your Dashboard" />
    </RequireAuth>
  );
}
