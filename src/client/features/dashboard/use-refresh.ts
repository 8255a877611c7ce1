import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/** Reloads the dashboard after a change. */
export function useRefreshDashboard(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.customer.dashboard.queryKey() }),
    [queryClient],
  );
}
