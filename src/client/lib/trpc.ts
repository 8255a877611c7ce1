import { QueryClient } from '@tanstack/react-query';
import { MAX_BATCH_CALLS } from '../../shared/rules';
import { createTRPCClient, httpBatchLink, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from './api-types';
import { requestToken } from './token';

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
  // The server refuses a larger batch (MAX_BATCH_CALLS); the link splits one into several instead.
  maxItems: MAX_BATCH_CALLS,
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
