import type { PageMeta } from './seo';

// What a page is to the server and to search engines, declared by its route (the route's
// staticData.page, src/client/routes/*) and read from the route tree by both sides: the browser
// sets the title on navigation from it, the server renders, caches and lists pages by it.

/**
 * 'server': the same page for every visitor, rendered on the server. 'client': a screen that
 * depends on who is signed in or on one visit's query, rendered in the browser from an empty shell.
 */
export type Rendering = 'server' | 'client';

/** A page's address as its facts read it: the route's parameters (decoded) and the query. */
export interface PageAddress {
  params: Record<string, string>;
  search: URLSearchParams;
}

export interface PageFacts {
  render: Rendering | ((address: PageAddress) => Rendering);
  /** Its title and description; `data` is what the route's loader returned, where it has run. */
  meta: PageMeta | ((page: { params: Record<string, string>; data?: unknown }) => PageMeta);
  /**
   * Listed in sitemap.xml: the page itself, or for a page with parameters, the parameters of each
   * page to list (loaded when the sitemap is made, not with the route).
   */
  sitemap?: true | (() => Promise<Record<string, string>[]>);
  /** Of no use in search results (robots.txt disallows it). */
  robots?: 'disallow';
  /**
   * The query parameters the page is rendered from, and so cached under; any other a visitor adds
   * is dropped. A search's page ('search') is cached apart, so searches never push pages out.
   */
  query?: { kind: 'search' | 'view'; keep: (search: URLSearchParams) => [string, string][] };
  /** The code of the screen this address opens at, named up front in its page (the manifest's key). */
  screen?: (address: PageAddress) => string | null;
  /**
   * A server-rendered page whose every control works as HTML first (decision 026): the app starts
   * at the visitor's first interaction, not at load (decision 046). A phone that only reads the
   * page never evaluates React or the router.
   */
  hydrate?: 'on-interaction';
}

/** One page of the route tree: its path as the router writes it ('/book/$plan') and its facts. */
export interface PageEntry {
  path: string;
  facts: PageFacts;
  /** Whether the route loads data, which a shell then carries (the wizard's plans). */
  loads: boolean;
}

export const resolveMeta = (facts: PageFacts, params: Record<string, string>, data?: unknown): PageMeta =>
  typeof facts.meta === 'function' ? facts.meta({ params, data }) : facts.meta;

export const resolveRendering = (facts: PageFacts, address: PageAddress): Rendering =>
  typeof facts.render === 'function' ? facts.render(address) : facts.render;
