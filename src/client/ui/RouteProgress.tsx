import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** A route change faster than this shows nothing: a flash of a bar would be noise. */
const ROUTE_PROGRESS_DELAY_MS = 150;

/** True while a route change has been loading for longer than ROUTE_PROGRESS_DELAY_MS. */
export function useSlowRouteChange(): boolean {
  // Which navigation is loading (each history entry has its own key), so a change that is still
  // pending is told apart from the next one, even to the same address.
  const loading = useRouterState({
    select: (state) => (state.status === 'pending' ? (state.location.state.__TSR_key ?? state.location.href) : null),
  });
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (loading === null) return;
    const timer = setTimeout(() => setSlow(loading), ROUTE_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading !== null && slow === loading;
}

/** The slim bar at the top of the page while the next screen loads; the current one stays. */
export function RouteProgress({ active }: { active: boolean }) {
  return active ? <div className="route-progress" role="progressbar" aria-label="Loading the next page" /> : null;
}
