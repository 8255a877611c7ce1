import type { TRPCClientRuntime } from '@trpc/client';
// The link's own entry point: through '@trpc/client' it would stay in the chunk every page loads.
import { createWSClient, wsLink, type TRPCWebSocketClient } from '@trpc/client/links/wsLink/wsLink';
import type { AppRouter } from './api-types';
import { getToken } from './token';

// The session's WebSocket, for subscriptions: lib/trpc.ts loads this module with the first one.

/** What the live features show about the socket: open, (re)connecting, or closed while idle. */
export type SocketState = 'idle' | 'connecting' | 'reconnecting' | 'open';

interface Socket {
  token: string | null;
  client: TRPCWebSocketClient;
  link: ReturnType<ReturnType<typeof wsLink<AppRouter>>>;
}

let socket: Socket | null = null;
let socketState: SocketState = 'idle';
const socketListeners = new Set<() => void>();

function setSocketState(next: SocketState) {
  if (next === socketState) return;
  socketState = next;
  socketListeners.forEach((listener) => listener());
}

/** Doubling waits between reconnect attempts, capped, with jitter so a restart is not stormed. */
const reconnectDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 15_000) * (0.75 + Math.random() * 0.5);

/**
 * The WebSocket of the signed-in session. The server reads the token once, when the socket opens,
 * so signing in or out replaces the socket rather than reusing one tied to the old session.
 */
export function socketLink(runtime: TRPCClientRuntime): Socket['link'] {
  const token = getToken();
  if (socket && socket.token === token) return socket.link;
  if (socket) void socket.client.close();
  const client = createWSClient({
    url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`,
    lazy: { enabled: true, closeMs: 10_000 },
    // A dead socket (laptop lid, phone in a pocket) is noticed within 20 s and replaced.
    keepAlive: { enabled: true, intervalMs: 15_000, pongTimeoutMs: 5_000 },
    retryDelayMs: reconnectDelayMs,
    connectionParams: () => ({ token: token ?? '' }),
  });
  client.connectionState.subscribe({
    next: (state) => {
      if (socket?.client !== client) return;
      setSocketState(
        state.state === 'pending'
          ? 'open'
          : state.state === 'connecting'
            ? state.error
              ? 'reconnecting'
              : 'connecting'
            : 'idle',
      );
    },
  });
  socket = { token, client, link: wsLink<AppRouter>({ client })(runtime) };
  return socket.link;
}

export const getSocketState = (): SocketState => socketState;
export function subscribeSocketState(listener: () => void): () => void {
  socketListeners.add(listener);
  return () => socketListeners.delete(listener);
}
