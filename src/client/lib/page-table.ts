import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router';
import type { PageEntry, PageFacts } from '../../shared/pages';
import { resolveMeta } from '../../shared/pages';
import { BRAND } from '../../shared/brand';
import { DEFAULT_META, NOT_FOUND_META, type PageMeta } from '../../shared/seo';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the page is to the server and to search engines (shared/pages.ts); every page route has it. */
    page?: PageFacts;
  }
}

/** Every page of the route tree with its declared facts, for the server (entry-server.tsx). */
export function pageEntries(routesById: object): PageEntry[] {
  return Object.values(routesById as Record<string, AnyRoute>).flatMap((route) => {
    const facts = route.options.staticData?.page;
    return facts ? [{ path: route.fullPath as string, facts, loads: Boolean(route.options.loader) }] : [];
  });
}

interface MatchLike {
  staticData?: StaticDataRouteOption;
  params: Record<string, string>;
  loaderData?: unknown;
  status: string;
  _notFound?: boolean;
}

/** A match that shows a not-found page: its route's own (an unknown plan) or the site's (an unknown path). */
export const isNotFound = (match: MatchLike) => match.status === 'notFound' || match._notFound === true;

/** The meta of the page the matches show: its deepest route's, or the site's not-found page's. */
export function pageMetaOf(matches: readonly MatchLike[]): PageMeta {
  const page = matches.findLast((match) => match.staticData?.page);
  if (page) return resolveMeta(page.staticData!.page!, page.params, page.loaderData);
  return matches.some(isNotFound) ? NOT_FOUND_META : DEFAULT_META;
}

/**
 * A screen the browser renders for one visitor (it depends on who is signed in or on the visit's
 * query), titled, with the site's description; private ones are kept from crawlers.
 */
export const browserScreen = (title: string, crawlers: 'allow' | 'disallow'): PageFacts => ({
  render: 'client',
  meta: { title: `${title} · ${BRAND.name}`, description: DEFAULT_META.description },
  ...(crawlers === 'disallow' ? { robots: 'disallow' } : {}),
});
