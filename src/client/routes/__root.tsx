import { createRootRouteWithContext, Link, Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../router';
import { SiteFooter } from '../features/layout/SiteFooter';
import { SiteHeader } from '../features/layout/SiteHeader';
import { ChatDockProvider } from '../features/chat/ChatDock';
import { RouteProgress, useSlowRouteChange } from '../ui/RouteProgress';
import { loadFontsForNextPage } from '../lib/fonts';
import { pageMetaOf } from '../lib/page-table';
import { usePageMeta } from '../lib/use-page-meta';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The footer (and the landing page) show the social links on every page.
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.content.socialMedia.queryOptions()),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  // Tells tests (and anyone curious) that the server HTML has been hydrated and is interactive;
  // only then do the web fonts load on a first visit (lib/fonts.ts).
  const router = useRouter();
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    return loadFontsForNextPage(router);
  }, [router]);
  // A slow route change keeps the current page on screen, marked busy, under a progress bar.
  const loading = useSlowRouteChange();
  return (
    <div className="app-shell">
      <CurrentPageMeta />
      <RouteProgress active={loading} />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ChatDockProvider>
        <SiteHeader />
        <main id="main" tabIndex={-1} aria-busy={loading || undefined}>
          <Outlet />
        </main>
        <SiteFooter />
      </ChatDockProvider>
    </div>
  );
}

/** The title and description of the page shown, as its route declares them, kept right on client-side navigation. */
function CurrentPageMeta() {
  usePageMeta(useMatches({ select: pageMetaOf }));
  return null;
}

function NotFound() {
  return (
    <section className="page narrow">
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p className="lead">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
