import { resolveMeta, resolveRendering, type PageAddress, type PageEntry } from '../../shared/pages';
import type { PageMeta } from '../../shared/seo';

/** One page of the table, with the pattern its path matches and its parameters' names. */
interface TablePage {
  entry: PageEntry;
  pattern: RegExp;
  names: string[];
}

const PARAM = /\$(\w+)/g;

/** '/book/$plan' as a pattern of paths, with or without a trailing slash ('/blog/' is the blog's index). */
function pagePattern(path: string): { pattern: RegExp; names: string[] } {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  const names = [...bare.matchAll(PARAM)].map((match) => match[1]!);
  const source = bare
    .split(PARAM)
    .map((part, index) => (index % 2 ? '([^/]+)' : part.replace(/[.*+?^()|[\]\\{}]/g, '\\$&')))
    .join('');
  return { pattern: new RegExp(`^${source}${bare === '/' ? '' : '/?'}$`), names };
}

/** A path segment as typed; a malformed escape ('%E0') is kept as it is rather than failing the page. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const rendersHere = (page: { entry: PageEntry; address: PageAddress } | null) =>
  !page || resolveRendering(page.entry.facts, page.address) === 'server';

/** What the server knows of its pages, all of it read from the routes' declarations (shared/pages.ts). */
export class PageTable {
  private readonly pages: TablePage[];

  constructor(entries: readonly PageEntry[]) {
    this.pages = entries.map((entry) => ({ entry, ...pagePattern(entry.path) }));
  }

  /** The page an address names and its parameters; null for a path no route has (a 404). */
  private find(pathname: string, search: string): { entry: PageEntry; address: PageAddress } | null {
    for (const page of this.pages) {
      const match = page.pattern.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(page.names.map((name, index) => [name, decodedSegment(match[index + 1]!)]));
      return { entry: page.entry, address: { params, search: new URLSearchParams(search) } };
    }
    return null;
  }

  /** Rendered here, or sent as the browser's shell; an unknown path is rendered, for a real 404. */
  isServerRendered(pathname: string, search = ''): boolean {
    return rendersHere(this.find(pathname, search));
  }

  /** The title and description the address has before any of its data is loaded. */
  metaFor(pathname: string): PageMeta | null {
    const page = this.find(pathname, '');
    return page ? resolveMeta(page.entry.facts, page.address.params) : null;
  }

  /** The manifest key of the screen the address opens at: its code is named up front, its styles come with the page. */
  screenModule(pathname: string, search: string): string | null {
    const page = this.find(pathname, search);
    return page?.entry.facts.screen?.(page.address) ?? null;
  }

  /** A rendered page whose app starts at the visitor's first interaction (shared/pages.ts `hydrate`). */
  hydratesOnInteraction(pathname: string, search = ''): boolean {
    const page = this.find(pathname, search);
    return rendersHere(page) && page?.entry.facts.hydrate === 'on-interaction';
  }

  /** A shell that carries what its route loads for a signed-out visitor (the wizard's plans). */
  shellLoads(pathname: string): boolean {
    return this.find(pathname, '')?.entry.loads ?? false;
  }

  /**
   * The URL a page is rendered and cached under: its path, plus only the query parameters that page
   * reads. '/?utm=1' and '/?x=2' are the landing page, one render and one cache entry, so a query
   * string can neither bypass the cache nor fill it; a search's pages are cached apart.
   */
  renderedUrl(pathname: string, search: string): { url: string; cacheKey: string; parametrized: boolean } {
    const page = this.find(pathname, search);
    const query = page?.entry.facts.query;
    const kept = page && query ? query.keep(page.address.search) : [];
    const url = kept.length ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
    // A page the browser renders is an empty shell, cached apart from the same path rendered here.
    if (!rendersHere(page)) return { url, cacheKey: `shell:${url}`, parametrized: false };
    return { url, cacheKey: url, parametrized: kept.length > 0 && query?.kind === 'search' };
  }

  /** Every address the sitemap lists, in the route tree's order. */
  async sitemapPaths(): Promise<string[]> {
    const lists = await Promise.all(
      this.pages.map(async ({ entry }) => {
        const { sitemap } = entry.facts;
        if (!sitemap) return [];
        const bare = entry.path.length > 1 ? entry.path.replace(/\/$/, '') : entry.path;
        if (sitemap === true) return [bare];
        return (await sitemap()).map((params) =>
          bare.replace(PARAM, (_, name: string) => encodeURIComponent(params[name] ?? '')),
        );
      }),
    );
    return lists.flat();
  }

  /** The path prefixes robots.txt disallows: a page's path, or up to its first parameter. */
  disallowed(): string[] {
    return this.pages
      .filter(({ entry }) => entry.facts.robots === 'disallow')
      .map(({ entry }) => entry.path.replace(/\$.*$/, ''));
  }
}
