import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ADMIN_REFRESH_MS } from '../../../shared/admin';
import { noAnswerReason, serverDetail, trpc } from '../../lib/trpc';
import { followRow } from '../../ui/return-focus';
import { useToast, type ToastType } from '../../ui/Toast';
import type { AdminTopic } from './types';

/** Spec part 2 §4: admin data refreshes every 30 s, besides the live pushes below. */
export const adminRefresh = { refetchInterval: ADMIN_REFRESH_MS, staleTime: 5_000 } as const;

function keysOf(topic: AdminTopic): QueryKey[] {
  switch (topic) {
    case 'users':
      return [trpc.admin.users.queryKey(), trpc.admin.customers.queryKey(), trpc.admin.stats.queryKey()];
    case 'customers':
      return [trpc.admin.customers.queryKey(), trpc.admin.stats.queryKey()];
    case 'orders':
      return [
        trpc.admin.customers.queryKey(),
        trpc.admin.stats.queryKey(),
        trpc.admin.awaitingCharges.queryKey(),
        trpc.admin.receivedPayments.queryKey(),
        trpc.admin.revenue.queryKey(),
      ];
    case 'projects':
      return [trpc.admin.projects.pathKey(), trpc.admin.projectDetails.pathKey(), trpc.admin.stats.queryKey()];
    case 'messages':
      return [trpc.admin.messages.queryKey(), trpc.admin.projectDetails.pathKey(), trpc.admin.stats.queryKey()];
    case 'files':
      return [trpc.admin.files.queryKey(), trpc.admin.projectDetails.pathKey(), trpc.admin.stats.queryKey()];
    case 'bookings':
      return [trpc.schedule.adminBookings.queryKey(), trpc.admin.stats.queryKey()];
    case 'social':
      return [trpc.admin.social.queryKey(), trpc.content.socialMedia.queryKey()];
    case 'activity':
      return [trpc.admin.activityLog.pathKey(), trpc.admin.realtimeStatus.queryKey()];
    case 'chat':
      return [trpc.chat.queue.queryKey(), trpc.admin.stats.queryKey()];
    case 'emails':
      return [trpc.email.outbox.pathKey(), trpc.admin.stats.queryKey()];
  }
}

/**
 * Listens to the server's change feed over the WebSocket and refetches only what changed, so a
 * new order or message shows at once; the 30 s poll stays as the fallback while the socket is down.
 */
export function useAdminLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAdmin();
  const { status } = useSubscription(
    trpc.admin.changes.subscriptionOptions(undefined, {
      onData(change) {
        void refresh(...change.topics);
      },
    }),
  );
  // Live again after the socket dropped: what changed meanwhile was never pushed, so the screen
  // reads everything again rather than waiting for the next poll.
  const feed = useRef<'connecting' | 'live' | 'lost'>('connecting');
  useEffect(() => {
    if (status === 'pending') {
      if (feed.current === 'lost') void queryClient.invalidateQueries();
      feed.current = 'live';
    } else if (feed.current === 'live') feed.current = 'lost';
  }, [status, queryClient]);
}

/**
 * Refetches what the change feed would for these topics; an admin's own action calls it so its
 * result shows at once, even while the socket is down.
 */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return useCallback(
    (...topics: AdminTopic[]) =>
      Promise.all(topics.flatMap(keysOf).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );
}

export interface ActionMessages {
  /** The spec's generic failure message. */
  failure: string;
  /** 'prefix' shows "Failed to …: detail" (spec part 2 §8: send message, send file, update project). */
  detail?: 'prefix' | 'replace' | 'describe';
  /** The toast of a success; the server's message when absent. */
  success?: string;
  successType?: ToastType;
}

/**
 * Runs an admin action and reports it with the spec's messages: success as a toast, failure as an
 * error toast whose server reason is shown as the spec says (prefixed, instead, or underneath).
 * Resolves to the result, or to null when the action failed. An action may take away the row whose
 * button ran it (a message marked as read leaves the pending list): focus then goes to its neighbour.
 */
export function useAdminAction() {
  const toast = useToast();
  return useCallback(
    async <T extends { message?: string }>(action: () => Promise<T>, messages: ActionMessages): Promise<T | null> => {
      followRow(document.activeElement);
      try {
        const result = await action();
        toast(messages.successType ?? 'success', messages.success ?? result.message ?? 'Done');
        return result;
      } catch (error) {
        const detail = serverDetail(error);
        const mode = messages.detail ?? 'describe';
        if (detail && mode === 'prefix') toast('error', `${messages.failure}: ${detail}`);
        else if (detail && mode === 'replace') toast('error', detail);
        else {
          // The spec's words stay the title; a failure without the server's reason says why underneath.
          const description = detail ?? noAnswerReason(error);
          toast('error', messages.failure, description ? { description } : undefined);
        }
        return null;
      }
    },
    [toast],
  );
}
