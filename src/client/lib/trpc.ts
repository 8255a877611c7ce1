import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  splitLink,
  TRPCClientError,
  wsLink,
  type TRPCClientRuntime,
  type TRPCWebSocketClient,
} from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from './api-types';
import { getToken } from './token';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change on retry; only network trouble and 5xx are worth a second try.
      retry: (failures, error) => failures < 2 && !(httpStatusOf(error) && httpStatusOf(error)! < 500),
    },
  },
});

/** Under the browser's 64 KB budget for requests that outlive their page, with room to spare. */
const KEEPALIVE_MAX_BODY = 16_000;

const httpLink = httpBatchLink<AppRouter>({
  url: '/trpc',
  // A submitted form is sent even if the visitor leaves the page at once (closes the tab, follows a
  // link): without keepalive the browser cancels the request, and on a slow link it may not have
  // reached the server yet (issue 21: an account not created after leaving within a second).
  fetch: (url, options) =>
    fetch(url, {
      ...options,
      keepalive:
        options?.method === 'POST' && typeof options.body === 'string' && options.body.length < KEEPALIVE_MAX_BODY,
    }),
  headers: () => {
    const token = getToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});

// The server renderer imports this module too; it fetches in process and never opens a socket.
const inBrowser = typeof window !== 'undefined';

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
function socketLink(runtime: TRPCClientRuntime): Socket['link'] {
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

export const trpcClient = createTRPCClient<AppRouter>({
  links: inBrowser
    ? [
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: (runtime) => (operation) => socketLink(runtime)(operation),
          false: httpLink,
        }),
      ]
    : [httpLink],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export function httpStatusOf(error: unknown): number | null {
  return error instanceof TRPCClientError
    ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null)
    : null;
}

/**
 * The server's message when the server answered; `fallback` for an answer without one, and
 * `unexpected` when no answer came at all (network down, server unreachable).
 */
export function errorMessage(error: unknown, fallback: string, unexpected = fallback): string {
  if (error instanceof TRPCClientError) {
    if (httpStatusOf(error) === null) return unexpected;
    return error.message || fallback;
  }
  return unexpected;
}

/** What the server said went wrong, when it said something a person can act on (not a 500). */
export function serverDetail(error: unknown): string | null {
  const status = httpStatusOf(error);
  if (status === null || status >= 500) return null;
  return (error as TRPCClientError<AppRouter>).message || null;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  return (error.data as { fieldErrors?: Record<string, string> | null } | undefined)?.fieldErrors ?? {};
}
