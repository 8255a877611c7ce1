import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter as ApiRouter } from './lib/api-types';
import { AuthProvider } from './features/auth/auth-context';
import { SessionExpiredNotice } from './features/auth/SessionExpiredNotice';
import { routeTree } from './routeTree.gen';
import { RouteError } from './ui/RouteError';
import { ToastProvider } from './ui/Toast';

export interface RouterContext {
  queryClient: QueryClient;
  /** Route loaders fetch through these: HTTP in the browser, in-process calls on the server. */
  trpc: TRPCOptionsProxy<ApiRouter>;
  api: TRPCClient<ApiRouter>;
  /**
   * The site's public address (PUBLIC_URL), what a page's own absolute address starts with: the
   * server renders with it, and the browser reads it back from the page's canonical link, so both
   * render the same links (a share link's page address).
   */
  siteUrl: string;
}

/**
 * One router factory for the browser (browser history) and the server renderer (memory history).
 * `hydrating`: the page on screen came from the server, and the visitor may have scrolled it
 * before the app started (decision 046): its first render keeps the scroll where it is.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory, { hydrating = false } = {}) {
  let keepScroll = hydrating;
  const restoreScroll = () => {
    const restore = !keepScroll;
    keepScroll = false;
    return restore;
  };
  return createRouter({
    routeTree,
    context,
    history,
    // On the server this option would add an inline script, which the CSP forbids.
    scrollRestoration: typeof window !== 'undefined' && restoreScroll,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    // Query data is cached by TanStack Query; loaders only make sure it is there.
    defaultPreloadStaleTime: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ToastProvider>
          <SessionExpiredNotice />
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
