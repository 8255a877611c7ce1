import { QueryClient } from '@tanstack/react-query';
import { MAX_BATCH_CALLS } from '../../shared/rules';
import { CONNECTION_MESSAGES } from '../../shared/schemas/connection-messages';
import { createTRPCClient, httpBatchLink, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from './api-types';
import { RestError } from './rest';
import { requestToken } from './token';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change on retry; only network trouble and 5xx are worth a second try.
      retry: (failures, error) => failures < 2 && !(httpStatusOf(error) && httpStatusOf(error)! < 500),
      // Offline (as the browser sees it) a request is still tried, and fails at once with a message,
      // rather than waiting, paused, behind a spinner until the connection is back (decision 054).
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});

/**
 * A request that has had no answer by then never will: a hung server or a dead connection. Twice
 * the longest a working server waits on a provider (PayPal, 20 s) and retries once, so an answer
 * that is coming always comes first (decision 054).
 */
const REQUEST_TIMEOUT_MS = 60_000;

/** The request's own signal (a cancelled query), joined by the timeout where the browser can join them. */
function withTimeout(signal: AbortSignal | null | undefined) {
  // Safari before 17.4 has no AbortSignal.any: its requests keep only their own signal.
  if (!('any' in AbortSignal)) return signal;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Under the browser's 64 KB budget for requests that outlive their page, with room to spare. */
const KEEPALIVE_MAX_BODY = 16_000;

const httpLink = httpBatchLink<AppRouter>({
  url: '/trpc',
  // The server refuses a larger batch (MAX_BATCH_CALLS); the link splits one into several instead.
  maxItems: MAX_BATCH_CALLS,
  // A submitted form is sent even if the visitor leaves the page at once (closes the tab, follows a
  // link): without keepalive the browser cancels the request, and on a slow link it may not have
  // reached the server yet (issue 21: an account not created after leaving within a second).
  fetch: (url, options) =>
    fetch(url, {
      ...options,
      signal: withTimeout(options?.signal),
      keepalive:
        options?.method === 'POST' && typeof options.body === 'string' && options.body.length < KEEPALIVE_MAX_BODY,
    }),
  headers: () => {
    const token = requestToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});

// The server renderer imports this module too; it fetches in process and never opens a socket.
const inBrowser = typeof window !== 'undefined';

/**
 * Subscriptions (the live chat) go over the session's WebSocket. Its code (a fifth of tRPC's client)
 * loads with the first subscription, not with every page.
 */
const lazySocketLink: TRPCLink<AppRouter> = (runtime) => (operation) =>
  observable((observer) => {
    let subscription: Unsubscribable | undefined;
    let stopped = false;
    import('./socket').then(
      ({ socketLink }) => {
        if (!stopped) subscription = socketLink(runtime)(operation).subscribe(observer);
      },
      (error: unknown) =>
        observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
    );
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  });

export const trpcClient = createTRPCClient<AppRouter>({
  links: inBrowser
    ? [
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: lazySocketLink,
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
 * Why no usable answer came, in words a person can act on; null when the app's server answered
 * (its own reason then applies). The one place a network or proxy failure becomes a message
 * (decision 054), so no screen shows "Failed to fetch" or "Unexpected token '<'".
 */
export function noAnswerReason(error: unknown): string | null {
  if (error instanceof RestError)
    return error.status >= 500 && !error.detail ? CONNECTION_MESSAGES.serverTrouble : null;
  const cause = error instanceof TRPCClientError && httpStatusOf(error) === null ? error.cause : error;
  if (cause instanceof DOMException && cause.name === 'TimeoutError') return CONNECTION_MESSAGES.timedOut;
  // fetch rejects with a TypeError only when no answer came (offline, refused, reset).
  if (cause instanceof TypeError) return CONNECTION_MESSAGES.unreachable;
  // An answer that is not the app's JSON: a proxy's error page, an empty 502 or 503.
  if (cause instanceof SyntaxError) return CONNECTION_MESSAGES.serverTrouble;
  return null;
}

/**
 * The server's message when the server answered; `fallback` for an answer without one. When no
 * answer came, why (noAnswerReason), else `unexpected` (an exception in the page itself).
 */
export function errorMessage(error: unknown, fallback: string, unexpected = fallback): string {
  if (error instanceof TRPCClientError && httpStatusOf(error) !== null) return error.message || fallback;
  return noAnswerReason(error) ?? unexpected;
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
