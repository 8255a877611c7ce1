import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import { DEFAULT_META, NOT_FOUND_META, type PageMeta } from '../../shared/seo';
import type { AppDeps } from '../deps';
import { contextFor } from '../trpc/init';
import { appRouter, type AppRouter } from '../trpc/router';
import { headTags, scriptSafeJson } from './head';
import { isServerRendered, metaFor, renderedUrl } from './pages';
import { RouteStyles } from './route-styles';

interface RenderModule {
  render: (
    url: string,
    api: ReturnType<typeof createTRPCClient<AppRouter>>,
  ) => Promise<{ html: string; state: unknown; notFound: boolean; routeIds: string[] } | { redirect: string }>;
}

export type PageEncoding = 'br' | 'gzip';

export interface RenderedPage {
  status: number;
  html: string;
  /** Where a redirect sends the browser. */
  location?: string;
  /** The page compressed for an encoding the browser accepts, made once per cached page. */
  encoded: (encoding: PageEncoding) => Buffer;
}

/** The page compressed at most once per encoding: a cached page is sent far more often than made. */
function renderedPage(status: number, html: string, location?: string): RenderedPage {
  const copies = new Map<PageEncoding, Buffer>();
  return {
    status,
    html,
    ...(location ? { location } : {}),
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy =
          encoding === 'br'
            ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
            : gzipSync(html, { level: 6 });
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/** A redirect is rendered from the path alone; the browser keeps the query it came with (a campaign tag). */
function withVisitorQuery(page: RenderedPage, search: string): RenderedPage {
  if (!page.location || !search || page.location.includes('?')) return page;
  return { ...page, location: page.location + search };
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 500;
/** Searches get a cache of their own: a flood of them never pushes the site's pages out. */
const SEARCH_CACHE_MAX_ENTRIES = 200;
const HEAD_MARK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/**
 * Turns the built index.html into the page for one URL: head tags for that URL always, and for
 * public pages the server-rendered markup plus the query cache it was rendered with.
 * Rendered pages are cached briefly: they show no per-visitor data.
 */
export class PageRenderer {
  private readonly cache = new Map<string, { page: RenderedPage; expires: number }>();
  private readonly searchCache = new Map<string, { page: RenderedPage; expires: number }>();

  private constructor(
    private readonly template: string,
    /** The same page with the stylesheet inlined, for the server-rendered public pages. */
    private readonly inlinedTemplate: string,
    private readonly module: RenderModule | null,
    private readonly routeStyles: RouteStyles | null,
    private readonly deps: AppDeps,
  ) {}

  static async load(clientDir: string, ssrDir: string | null, deps: AppDeps): Promise<PageRenderer> {
    const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const entry = ssrDir ? path.join(ssrDir, 'entry-server.js') : null;
    const module = entry && fs.existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as RenderModule) : null;
    return new PageRenderer(template, inlineStylesheet(template, clientDir), module, RouteStyles.load(clientDir), deps);
  }

  async page(requestUrl: string): Promise<RenderedPage> {
    const { pathname, search } = new URL(requestUrl, 'http://localhost');
    const rendered = renderedUrl(pathname, search);
    const cache = rendered.parametrized ? this.searchCache : this.cache;
    const key = rendered.cacheKey;
    const cached = cache.get(key);
    let page = cached && cached.expires > Date.now() ? cached.page : undefined;
    if (!page) {
      page = await this.renderUncached(pathname, search, rendered.url);
      if (cache.size >= (rendered.parametrized ? SEARCH_CACHE_MAX_ENTRIES : CACHE_MAX_ENTRIES))
        cache.delete(cache.keys().next().value!);
      cache.set(key, { page, expires: Date.now() + CACHE_TTL_MS });
    }
    return withVisitorQuery(page, search);
  }

  /** Content changed (an admin edited it): the next request renders afresh. */
  invalidate(): void {
    this.cache.clear();
    this.searchCache.clear();
  }

  /** `url` is what the page is rendered from: the path and the parameters it reads, nothing else a visitor added. */
  private async renderUncached(pathname: string, search: string, url = pathname): Promise<RenderedPage> {
    const meta = metaFor(pathname);
    if (!this.module || !isServerRendered(pathname, search)) {
      return renderedPage(200, this.fill(this.template, meta ?? DEFAULT_META, pathname, '', null));
    }
    const api = createTRPCClient<AppRouter>({
      links: [
        unstable_localLink({
          router: appRouter,
          createContext: async () => contextFor(this.deps, { token: null, ip: '127.0.0.1' }),
        }),
      ],
    });
    const result = await this.module.render(url, api);
    if ('redirect' in result) return renderedPage(301, '', result.redirect);
    const status = result.notFound ? 404 : 200;
    const routeCss = this.routeStyles?.cssFor(result.routeIds) ?? '';
    // A page that knows its own not-found title (an unknown plan or article) keeps it.
    const pageMeta = meta ?? (result.notFound ? NOT_FOUND_META : DEFAULT_META);
    return renderedPage(
      status,
      this.fill(this.inlinedTemplate, pageMeta, pathname, result.html, result.state, routeCss),
    );
  }

  private fill(
    template: string,
    meta: PageMeta,
    pathname: string,
    html: string,
    state: unknown,
    routeCss = '',
  ): string {
    const stateTag = state ? `<script type="application/json" id="ssr-state">${scriptSafeJson(state)}</script>` : '';
    const page = template
      .replace(HEAD_MARK, headTags(meta, this.deps.config.publicUrl, pathname))
      .replace('<div id="root"></div>', `<div id="root">${html}</div>${stateTag}`);
    return routeCss ? page.replace('</head>', `<style>${styleSafe(routeCss)}</style></head>`) : page;
  }
}

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

/** CSS that cannot end the <style> element it is put in. */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');
