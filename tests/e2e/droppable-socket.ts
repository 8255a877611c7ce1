import type { Page, WebSocketRoute } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The app's WebSocket through a switch: drop() closes it, as a closed laptop lid or a phone in a
 * pocket would, and restore() lets the app's own reconnect through again. While dropped, each new
 * attempt opens and is hung up a moment later (a real browser reports a refused connection as an
 * error; Playwright's stand-in socket cannot, and tRPC waits for open or error, never close alone).
 */
export async function droppableSocket(page: Page) {
  let online = true;
  const open: WebSocketRoute[] = [];
  // tRPC adds ?connectionParams=1 to the socket's address.
  await page.routeWebSocket(/\/trpc(\?|$)/, async (ws) => {
    if (!online) {
      setTimeout(() => void ws.close({ code: 1001, reason: 'offline' }), 100);
      return;
    }
    ws.connectToServer();
    open.push(ws);
  });
  return {
    async drop() {
      online = false;
      expect(open.length, 'the app had a socket to drop').toBeGreaterThan(0);
      for (const ws of open.splice(0)) await ws.close({ code: 1001, reason: 'offline' });
    },
    restore() {
      online = true;
    },
  };
}
