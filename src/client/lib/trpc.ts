import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, TRPCClientError, wsLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/router';
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

const httpLink = httpBatchLink<AppRouter>({
  url: '/trpc',
  headers: () => {
    const token = getToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});

// The server renderer imports this module too; it fetches in process and never opens a socket.
const inBrowser = typeof window !== 'undefined';

export const trpcClient = createTRPCClient<AppRouter>({
  links: inBrowser
    ? [
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: wsLink({
            client: createWSClient({
              url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`,
              lazy: { enabled: true, closeMs: 10_000 },
              connectionParams: () => ({ token: getToken() ?? '' }),
            }),
          }),
          false: httpLink,
        }),
      ]
    : [httpLink],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export function httpStatusOf(error: unknown): number | null {
  return error instanceof TRPCClientError ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null) : null;
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
  return ((error.data as { fieldErrors?: Record<string, string> | null } | undefined)?.fieldErrors ?? {}) as Record<
    string,
    string
  >;
}
