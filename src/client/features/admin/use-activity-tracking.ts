import { useEffect } from 'react';
import { ADMIN_HEARTBEAT_MS, type ChatStatus } from '../../../shared/admin';
import { getToken } from '../../lib/token';
import { trpcClient } from '../../lib/trpc';

const chatStatusOn = (page: string): ChatStatus => (page === 'live-chat' ? 'available' : 'away');

type Beat = { page: string; action: 'heartbeat' | 'page_view'; duration?: number; chatStatus: ChatStatus };

function send(input: Beat) {
  // Monitoring is best effort: a lost beat only makes the admin look idle for a moment.
  void trpcClient.admin.track.mutate(input).catch(() => undefined);
}

/** While the page unloads only a keepalive request still gets out; it goes to the REST shim. */
function sendOnUnload(input: Beat) {
  const token = getToken();
  if (!token) return;
  void fetch('/api/admin/activity/track', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      page: input.page,
      action: input.action,
      duration: input.duration,
      chat_status: input.chatStatus,
    }),
  }).catch(() => undefined);
}

/**
 * Spec part 2 §4: a heartbeat every 30 s while the page is visible, and the time spent on a tab
 * sent when the admin moves to another, leaves the admin area or closes the page.
 */
export function useActivityTracking(page: string) {
  useEffect(() => {
    const since = Date.now();
    const view = (): Beat => ({
      page,
      action: 'page_view',
      duration: Math.round((Date.now() - since) / 1000),
      chatStatus: chatStatusOn(page),
    });
    const beat = () => {
      if (document.visibilityState === 'visible') send({ page, action: 'heartbeat', chatStatus: chatStatusOn(page) });
    };
    let unloading = false;
    const onPageHide = () => {
      unloading = true;
      sendOnUnload(view());
    };
    beat();
    const timer = window.setInterval(beat, ADMIN_HEARTBEAT_MS);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      if (!unloading) send(view());
    };
  }, [page]);
}
