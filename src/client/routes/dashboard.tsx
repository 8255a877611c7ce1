import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ZoomBookingDialog } from '../features/schedule/ZoomBookingDialog';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/dashboard')({ component: DashboardRoute });

// The full dashboard is its own issue; the Zoom meeting card is ready for it.
function DashboardRoute() {
  return (
    <RequireAuth>
      <ComingSoon title="Your Dashboard">
        <section className="zoom-card" aria-labelledby="zoom-card-title">
          <h2 id="zoom-card-title">Your Zoom meeting</h2>
          <p className="muted">Book a free 30-45 minute consultation, or join and manage the one you have.</p>
          <ZoomBookingDialog />
        </section>
      </ComingSoon>
    </RequireAuth>
  );
}
