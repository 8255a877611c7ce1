import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { yieldToBrowser } from './lib/yield-to-browser';
import { App, createAppRouter } from './router';
import { SSR_STATE_ID } from './ssr-state';

/**
 * The server keeps a rendered page, with the queries it was rendered from, until a write changes
 * their data (decision 003): what it sends is current now, though stamped with the time it was
 * first rendered. Left so, every query would be stale minutes later and fetched again at once, and
 * a screen showing that fetch (a spinner) would differ from the HTML it hydrates.
 */
function asOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * The address the server rendered the page's links with (its PUBLIC_URL): the page's canonical
 * link, which is that address and the page's path. The page's own origin when there is none.
 */
function siteUrl(): string {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const path = window.location.pathname;
  return canonical?.endsWith(path) ? canonical.slice(0, -path.length) : window.location.origin;
}

/**
 * Starts the app: hydrates a page the server rendered, or renders the app shell. A function rather
 * than top-level code: this module shares a chunk with the route code, and a top-level await there
 * would wait on route chunks that themselves wait on it.
 */
export async function start() {
  const stateElement = document.getElementById(SSR_STATE_ID);
  if (stateElement?.textContent) hydrate(queryClient, asOfNow(JSON.parse(stateElement.textContent) as DehydratedState));

  const container = document.getElementById('root')!;
  const router = createAppRouter({ queryClient, trpc, api: trpcClient, siteUrl: siteUrl() }, undefined, {
    hydrating: container.hasChildNodes(),
  });
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );

  if (container.hasChildNodes()) {
    // The page is on screen already: let the browser breathe between building the router and
    // loading its route, rather than run both in one long task.
    await yieldToBrowser();
    // The server sent this page rendered: load the same route (and its code-split chunk) before
    // hydrating so the first client render matches the HTML.
    await router.load();
    // Marks the router as hydrating server HTML (what TanStack's own SSR helpers do), so its first
    // render has the same boundaries as the server's.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (about 190 ms of a phone's CPU on the landing page): the
    // page stays scrollable, and an input on a part not yet hydrated is replayed once it is.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
