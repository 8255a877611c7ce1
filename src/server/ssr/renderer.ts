import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { createTRPCClient } from '@trpc/client';
import { ENTRY_ATTRIBUTE, START_AT_INTERACTION, START_ATTRIBUTE } from '../../shared/first-interaction';
import { HEAD_SCRIPT } from '../../shared/head-script';
import type { PageEntry } from '../../shared/pages';
import { DEFAULT_META, NOT_FOUND_META, type PageMeta } from '../../shared/seo';
import type { AppDeps } from '../deps';
import { publicContentVersion } from '../features/content';
import { contextFor } from '../trpc/init';
import { appRouter, type AppRouter } from '../trpc/router';
import { headTags, scriptSafeJson } from './head';
import { PageTable } from './pages';
import { RouteStyles } from './route-styles';

type Api = ReturnType<typeof createTRPCClient<AppRouter>>;

interface RenderModule {
  render: (
    url: string,
    api: Api,
    siteUrl: string,
  ) => Promise<
    { html: string; state: unknown; notFound: boolean; routeIds: string[]; meta?: PageMeta } | { redirect: string }
  >;
  /** Every page of the route tree and what its route declares of it (shared/pages.ts). */
  pages?: readonly PageEntry[];
  /** The query cache a page's route loaders fill for a signed-out visitor, without rendering it. */
  loaderState?: (url: string, api: Api, siteUrl: string) => Promise<{ state: unknown; routeIds: string[] } | null>;
}

export type PageEncoding = 'br' | 'gzip';

/** One representation of a page: its bytes as sent and the strong ETag that names them. */
interface PageCopy {
  body: Buffer;
  etag: string;
}

export interface RenderedPage {
  status: number;
  /** Where a redirect sends the browser. */
  location?: string;
  /** The page as it is and compressed for each encoding, all made once when the page is cached. */
  copies: Record<PageEncoding | 'identity', PageCopy>;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** A page as rendered, before it is encoded for sending. */
interface PageSource {
  status: number;
  html: string;
  /** Where a redirect sends the browser. */
  location?: string;
}

/**
 * Brotli's best for the site's own pages: made once per page and content version, it keeps an
 * article's HTML within TCP's first window (about 14.6 KB), where quality 6 left it 7 bytes over
 * and a slow-4G visitor waited a round trip more for it (LCP 1,054 ms against 905). A 51 KB page
 * takes about 50 ms of a worker thread at 11, 1.3 ms at 6. A search, or a page not found, is made
 * for whatever a visitor types, so it gets 6: no made-up address buys 50 ms of compression.
 */
const BROTLI_QUALITY = { sitePage: constants.BROTLI_MAX_QUALITY, perRequest: 6 };

/**
 * A page in every form it is sent in, made once: a cached page is sent far more often than made,
 * and each request then writes ready bytes (no string encoding, no compression). Each encoding is
 * a representation of its own, so each has its own ETag, derived from the page's hash.
 */
async function encodedPage({ status, html, location }: PageSource, sitePage: boolean): Promise<RenderedPage> {
  const body = Buffer.from(html);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const quality = sitePage && status === 200 ? BROTLI_QUALITY.sitePage : BROTLI_QUALITY.perRequest;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 6 }),
  ]);
  return {
    status,
    ...(location ? { location } : {}),
    copies: {
      identity: { body, etag: `"${hash}"` },
      br: { body: br, etag: `"${hash}-br"` },
      gzip: { body: gz, etag: `"${hash}-gz"` },
    },
  };
}

/** A redirect is rendered from the path alone; the browser keeps the query it came with (a campaign tag). */
function withVisitorQuery(page: RenderedPage, search: string): RenderedPage {
  if (!page.location || !search || page.location.includes('?')) return page;
  return { ...page, location: page.location + search };
}

const CACHE_MAX_ENTRIES = 500;
/**
 * Searches, and addresses that turn out to name nothing (a made-up article), get caches of their
 * own: a flood of them never pushes the site's pages out.
 */
const SEARCH_CACHE_MAX_ENTRIES = 200;
const MISSING_CACHE_MAX_ENTRIES = 200;

/** Keeps `entry` under `key`, dropping the oldest entry when `cache` holds `max` already. */
function keep(cache: Map<string, CachedPage>, key: string, entry: CachedPage, max: number) {
  if (!cache.has(key) && cache.size >= max) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
}

interface CachedPage {
  /** The public content's version the page was rendered from. */
  version: number;
  page: Promise<RenderedPage>;
}

const HEAD_MARK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/**
 * Turns the built index.html into the page for one URL: head tags for that URL always, and for
 * public pages the server-rendered markup plus the query cache it was rendered with.
 * Rendered pages are rendered signed out, so they show no per-visitor data, and are kept until the
 * content they show changes (publicContentVersion): no time limit, no invalidation to forget.
 */
export class PageRenderer {
  private readonly cache = new Map<string, CachedPage>();
  private readonly searchCache = new Map<string, CachedPage>();
  private readonly missingCache = new Map<string, CachedPage>();

  private constructor(
    private readonly template: string,
    /**
     * The page for the server-rendered pages: the stylesheet inlined, the entry script left out for
     * the head script to add once the page has painted (decision 046), and that entry's address.
     */
    private readonly rendered: { template: string; entry: string | null },
    /** The server-rendering bundle, when built. */
    private readonly entry: string | null,
    private readonly routeStyles: RouteStyles | null,
    private readonly deps: AppDeps,
  ) {}

  private module: Promise<RenderModule | null> | undefined;
  private table: Promise<PageTable> | undefined;

  static load(clientDir: string, ssrDir: string | null, deps: AppDeps): PageRenderer {
    const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const entry = ssrDir ? path.join(ssrDir, 'entry-server.js') : null;
    return new PageRenderer(
      template,
      withoutEntry(inlineStylesheet(template, clientDir)),
      entry && fs.existsSync(entry) ? entry : null,
      RouteStyles.load(clientDir),
      deps,
    );
  }

  /**
   * Imports the rendering bundle now rather than on the first page. The server calls it once it
   * listens: the import costs about 200 ms of CPU that a health check or an API call need not wait for.
   */
  async warm(): Promise<void> {
    await this.renderModule();
  }

  private renderModule(): Promise<RenderModule | null> {
    this.module ??= this.entry
      ? (import(pathToFileURL(this.entry).href) as Promise<RenderModule>)
      : Promise.resolve(null);
    return this.module;
  }

  /** The pages as the routes declare them; none without the bundle, when every page is a shell. */
  pages(): Promise<PageTable> {
    this.table ??= this.renderModule().then((module) => new PageTable(module?.pages ?? []));
    return this.table;
  }

  async page(requestUrl: string): Promise<RenderedPage> {
    const { pathname, search } = new URL(requestUrl, 'http://localhost');
    const pages = await this.pages();
    const rendered = pages.renderedUrl(pathname, search);
    const cache = rendered.parametrized ? this.searchCache : this.cache;
    const key = rendered.cacheKey;
    // Read before rendering: content saved while the page renders makes the next request render again.
    const version = publicContentVersion(this.deps.db);
    const holder = [cache, this.missingCache].find((candidate) => candidate.has(key));
    let cached = holder?.get(key);
    if (!cached || cached.version !== version) {
      holder?.delete(key);
      // The promise is cached, so the visitors who ask while a page renders wait for that one render.
      const page = this.renderUncached(pages, pathname, search, rendered.url).then((made) =>
        encodedPage(made, !rendered.parametrized),
      );
      const entry: CachedPage = { version, page };
      keep(cache, key, entry, rendered.parametrized ? SEARCH_CACHE_MAX_ENTRIES : CACHE_MAX_ENTRIES);
      cached = entry;
      page.then(
        (made) => {
          if (made.status !== 404 || cache.get(key) !== entry) return;
          cache.delete(key);
          keep(this.missingCache, key, entry, MISSING_CACHE_MAX_ENTRIES);
        },
        () => {
          if (cache.get(key) === entry) cache.delete(key);
        },
      );
    }
    return withVisitorQuery(await cached.page, search);
  }

  /** `url` is what the page is rendered from: the path and the parameters it reads, nothing else a visitor added. */
  private async renderUncached(pages: PageTable, pathname: string, search: string, url: string): Promise<PageSource> {
    const meta = pages.metaFor(pathname);
    // A wizard opened at a later step shows that step's screen, whose code and styles come with it.
    const screen = pages.screenModule(pathname, new URL(url, 'http://localhost').search);
    const moreModules = screen ? [screen] : [];
    if (!pages.isServerRendered(pathname, search)) {
      const loaded = pages.shellLoads(pathname) ? await this.loaderState(url) : null;
      if (!loaded) return { status: 200, html: this.fill(this.template, meta ?? DEFAULT_META, pathname, '', null) };
      const head = (this.routeStyles?.modulesFor(loaded.routeIds, moreModules) ?? [])
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      const routeCss = this.routeStyles?.cssFor(loaded.routeIds, moreModules) ?? '';
      return {
        status: 200,
        html: this.fill(this.template, meta ?? DEFAULT_META, pathname, '', loaded.state, routeCss, head),
      };
    }
    const module = await this.renderModule();
    if (!module) {
      return { status: 200, html: this.fill(this.template, meta ?? DEFAULT_META, pathname, '', null) };
    }
    const result = await module.render(url, await this.signedOutApi(), this.deps.config.publicUrl);
    if ('redirect' in result) return { status: 301, html: '', location: result.redirect };
    const status = result.notFound ? 404 : 200;
    const routeCss = this.routeStyles?.cssFor(result.routeIds, moreModules) ?? '';
    // The meta of the page as rendered, its data loaded: an article's title, an unknown plan's.
    const pageMeta = result.meta ?? meta ?? (result.notFound ? NOT_FOUND_META : DEFAULT_META);
    // A rendered page names its entry on the root, for the head script to add once it has painted.
    const { template, entry } = this.rendered;
    const root = entry
      ? this.rootAttributes(entry, pages.hydratesOnInteraction(pathname, search), result.routeIds)
      : '';
    return { status, html: this.fill(template, pageMeta, pathname, result.html, result.state, routeCss, '', root) };
  }

  /**
   * The root's attributes on a rendered page (decision 046): the entry the head script adds once
   * the page has painted. A page whose app starts at the first interaction is marked so, with the
   * app's scripts, which the entry fetches once the page has loaded so that the first interaction
   * does not wait on the network.
   */
  private rootAttributes(entry: string, onInteraction: boolean, routeIds: readonly string[]): string {
    const attributes = ` ${ENTRY_ATTRIBUTE}="${entry}"`;
    if (!onInteraction) return attributes;
    const modules = this.routeStyles?.modulesFor(routeIds) ?? [];
    return `${attributes} ${START_ATTRIBUTE}="${START_AT_INTERACTION}"${modules.length ? ` data-modules="${modules.join(' ')}"` : ''}`;
  }

  /** The API as a signed-out visitor calls it, in process: what a cached page shows is nobody's own. */
  private async signedOutApi(): Promise<Api> {
    // Imported here, off the start-up path: nothing renders before the server answers its first request.
    const { createTRPCClient, unstable_localLink } = await import('@trpc/client');
    return createTRPCClient<AppRouter>({
      links: [
        unstable_localLink({
          router: appRouter,
          createContext: async () => contextFor(this.deps, { token: null, ip: '127.0.0.1' }),
        }),
      ],
    });
  }

  /**
   * What the routes of a page the browser renders load for a signed-out visitor (the wizard's plans
   * and the footer's links), for the browser to start from: its first render then waits for no
   * request. Public content only, cached with the shell and so renewed when that content changes.
   * With it, the routes: the shell names their scripts and carries their styles, so the browser
   * fetches them all at once rather than each after the script that imports it.
   * Null when the bundle cannot say (not built): the browser then asks for it all, as before.
   */
  private async loaderState(url: string): Promise<{ state: unknown; routeIds: string[] } | null> {
    const module = await this.renderModule();
    return (await module?.loaderState?.(url, await this.signedOutApi(), this.deps.config.publicUrl)) ?? null;
  }

  private fill(
    template: string,
    meta: PageMeta,
    pathname: string,
    html: string,
    state: unknown,
    routeCss = '',
    /** More tags for the end of the head (a shell's module preloads). */
    head = '',
    /** Attributes of the root element. */
    rootAttributes = '',
  ): string {
    const stateTag = state ? `<script type="application/json" id="ssr-state">${scriptSafeJson(state)}</script>` : '';
    const page = template
      .replace(HEAD_MARK, `${headTags(meta, this.deps.config.publicUrl, pathname)}<script>${HEAD_SCRIPT}</script>`)
      .replace('<div id="root"></div>', `<div id="root"${rootAttributes}>${html}</div>${stateTag}`);
    const style = routeCss ? `<style>${styleSafe(routeCss)}</style>` : '';
    // A rendered page is drawn only once all its markup is parsed: a frame drawn when the parser
    // waits mid-page (a slow connection) shows the footer empty and pinned to the bottom, and
    // everything below the cut jumps when the rest arrives. The state follows the markup, and
    // Chromium unblocks at the named element's start tag, so the root itself would not do.
    const whole = html && stateTag ? RENDER_WHOLE_PAGE : '';
    return style || head || whole ? page.replace('</head>', `${head}${style}${whole}</head>`) : page;
  }
}

const RENDER_WHOLE_PAGE = '<link rel="expect" href="#ssr-state" blocking="render">';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The site's stylesheet (about 7 KB compressed) in the page itself: a rendered page paints as soon
 * as its HTML arrives instead of waiting for a second request queued behind the scripts. The
 * inlined copy goes first in the head, before anything else is requested.
 */
function inlineStylesheet(template: string, clientDir: string): string {
  const link = template.match(STYLESHEET);
  if (!link) return template;
  const css = styleSafe(fs.readFileSync(path.join(clientDir, link[1]!), 'utf8'));
  return template
    .replace(link[0], '')
    .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <style>${css}</style>`);
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The page without its entry script and what it preloads, and the entry's address. */
function withoutEntry(template: string): { template: string; entry: string | null } {
  const script = template.match(ENTRY_SCRIPT);
  if (!script) return { template, entry: null };
  return { template: template.replace(script[0], '').replace(MODULE_PRELOAD, ''), entry: script[1]! };
}

/** CSS that cannot end the <style> element it is put in. */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');
