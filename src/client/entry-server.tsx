import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import type { AppRouter as ApiRouter } from './lib/api-types';
import type { PageMeta } from '../shared/seo';
import { isNotFound, pageEntries, pageMetaOf } from './lib/page-table';
import { App, createAppRouter } from './router';
import { routeTree } from './routeTree.gen';

export type RenderResult =
  | {
      html: string;
      /** The query cache the page was rendered with, for the browser to start from. */
      state: unknown;
      notFound: boolean;
      /** The ids of the routes rendered ('__root__', '/book/$plan'), whose styles the page needs. */
      routeIds: string[];
      /** The page's title and description, from its route and the data it loaded. */
      meta: PageMeta;
    }
  /** A route's beforeLoad moved the page elsewhere (a plan in the wrong case): a path and query. */
  | { redirect: string };

/** Every page the routes declare, for the server's page list, sitemap and robots.txt (ssr/pages.ts). */
// A router only to read its routes: nothing loads through it, so it is given no context.
export const pages = pageEntries(createRouter({ routeTree, context: undefined as never }).routesById);

/**
 * Renders one public page to HTML. The server passes a tRPC client that calls procedures in
 * process, so route loaders fetch exactly what the browser would.
 */
export async function render(url: string, apiClient: TRPCClient<ApiRouter>, siteUrl: string): Promise<RenderResult> {
  const { router, queryClient } = await loaded(url, apiClient, siteUrl);
  // What TanStack's own createRequestHandler reads: a redirect thrown while loading is kept here.
  const outcome = router._serverResult;
  if (outcome?.type === 'redirect') return { redirect: outcome.redirect.headers.get('Location') ?? '/' };
  const html = renderToString(<App router={router} queryClient={queryClient} />);
  const { matches } = router.state;
  return {
    html,
    state: dehydrate(queryClient),
    notFound: matches.some(isNotFound),
    routeIds: matches.map((match) => match.routeId),
    meta: pageMetaOf(matches),
  };
}

/**
 * The query cache the routes' loaders fill for this URL, without rendering it, and those routes:
 * for a page the browser renders, so that its first render has the data a signed-out visitor sees
 * (the plans) and its routes' code can be fetched up front.
 */
export async function loaderState(
  url: string,
  apiClient: TRPCClient<ApiRouter>,
  siteUrl: string,
): Promise<{ state: unknown; routeIds: string[] } | null> {
  const { router, queryClient } = await loaded(url, apiClient, siteUrl);
  if (router._serverResult?.type === 'redirect') return null;
  return { state: dehydrate(queryClient), routeIds: router.state.matches.map((match) => match.routeId) };
}

/** The app's router for this URL, with its loaders run against the given API. */
async function loaded(url: string, apiClient: TRPCClient<ApiRouter>, siteUrl: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const trpc = createTRPCOptionsProxy<ApiRouter>({ client: apiClient, queryClient });
  const router = createAppRouter(
    { queryClient, trpc, api: apiClient, siteUrl },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  return { router, queryClient };
}
