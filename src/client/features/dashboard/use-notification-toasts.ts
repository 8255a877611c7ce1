import { useEffect, useRef } from 'react';
import { trpcClient } from '../../lib/trpc';
import { useToast } from '../../ui/Toast';
import type { Dashboard } from './types';

/** What changed since the last visit shows once as toasts of its own type, then counts as seen. */
export function useNotificationToasts(notifications: Dashboard['notifications'] | undefined) {
  const toast = useToast();
  const shown = useRef(new Set<number>());
  useEffect(() => {
    const fresh = (notifications ?? []).filter((note) => !note.seen && !shown.current.has(note.id));
    if (fresh.length === 0) return;
    for (const note of fresh) {
      shown.current.add(note.id);
      toast(note.type, note.title, note.body ? { description: note.body } : undefined);
    }
    trpcClient.customer.markNotificationsSeen.mutate({ ids: fresh.map((note) => note.id) }).catch(() => undefined);
  }, [notifications, toast]);
}
