import { createRouter } from '@tanstack/react-router';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/fixtures/app';
import { pages, render } from '../../client/entry-server';
import { routeTree } from '../../client/routeTree.gen';
import { BLOG_POSTS } from '../../shared/content/blog';
import { NOT_FOUND_META } from '../../shared/seo';
import { contextFor } from '../trpc/init';
import { appRouter, type AppRouter } from '../trpc/router';
import { headTags, scriptSafeJson } from './head';
import { PageTable } from './pages';

// The pages as the routes declare them (src/client/routes/*, staticData.page), read as the server reads them.
const table = new PageTable(pages);
const isServerRendered = table.isServerRendered.bind(table);
const metaFor = table.metaFor.bind(table);
const renderedUrl = table.renderedUrl.bind(table);
const laterStepModule = table.screenModule.bind(table);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.app.close());

/** The page as the server renders it, through the real routes and an in-process API. */
async function rendered(url: string) {
  const api = createTRPCClient<AppRouter>({
    links: [
      unstable_localLink({
        router: appRouter,
        createContext: async () => contextFor(t.app.deps, { token: null, ip: '127.0.0.1' }),
      }),
    ],
  });
  const result = await render(url, api, t.app.deps.config.publicUrl);
  if ('redirect' in result) throw new Error(`${url} redirects to ${result.redirect}`);
  return result;
}

describe('every page route', () => {
  it('declares its facts, its meta among them: a route without them fails here', () => {
    const { routesById } = createRouter({ routeTree, context: undefined as never });
    const routes = Object.values(routesById)
      .filter((route) => !route.isRoot)
      .map((route) => route.fullPath as string);
    expect(routes.length).toBeGreaterThan(20);
    expect(pages.map((page) => page.path).sort()).toEqual([...routes].sort());
    for (const { path, facts } of pages) {
      const meta = typeof facts.meta === 'function' ? facts.meta({ params: { plan: 'pro', slug: 'x' } }) : facts.meta;
      expect(meta.title, path).toMatch(/\S/);
      expect(meta.description, path).toMatch(/\S/);
    }
  });
});

describe('metaFor', () => {
  it('gives each public page its own title and description', () => {
    const titles = ['/', '/about', '/portfolio', '/resume', '/blog'].map((path) => metaFor(path)!.title);
    expect(new Set(titles).size).toBe(5);
    expect(metaFor('/about/')).toEqual(metaFor('/about'));
    expect(metaFor('/about')!.title).toBe('Our Story · Goldline Studio');
  });

  it('keeps the styleguide, rendered here like the public pages, out of search results', () => {
    expect(isServerRendered('/styleguide')).toBe(true);
    const tags = (path: string) => headTags(metaFor(path)!, 'https://agency.example', path);
    expect(tags('/styleguide')).toContain('<meta name="robots" content="noindex">');
    expect(tags('/about')).not.toContain('robots');
  });

  it('uses an article’s metaTitle and metaDescription once the article is loaded', async () => {
    const post = BLOG_POSTS[3]!;
    expect((await rendered(`/blog/${post.slug}`)).meta).toEqual({
      title: post.metaTitle,
      description: post.metaDescription,
      type: 'article',
    });
    const missing = await rendered('/blog/no-such-post');
    expect([missing.notFound, missing.meta.title]).toEqual([true, 'Blog Post Not Found · Goldline Studio']);
    expect((await rendered('/no/such/page')).meta).toEqual(NOT_FOUND_META);
  });

  it('names the plan of a booking page, and gives an unknown plan a not-found title of its own', async () => {
    expect(metaFor('/book/pro')!.title).toBe('Book the Pro plan · Goldline Studio');
    expect(metaFor('/book/elite')!.description).toContain('$1,200');
    expect(metaFor('/book/foo')!.title).toBe('Plan not found · Goldline Studio');
    expect(metaFor('/book/%E0')!.title).toBe('Plan not found · Goldline Studio');
    const unknown = await rendered('/book/foo');
    expect([unknown.notFound, unknown.meta.title]).toEqual([true, 'Plan not found · Goldline Studio']);
  });
});

describe('isServerRendered', () => {
  it('renders public pages on the server and account screens in the browser only', () => {
    for (const path of ['/', '/about', '/blog', '/blog/x', '/portfolio', '/resume', '/unknown', '/book/pro'])
      expect(isServerRendered(path), path).toBe(true);
    for (const path of [
      '/dashboard',
      '/account',
      '/admin',
      '/admin-chat/3',
      '/book-zoom',
      '/login',
      '/reset-password',
      '/payment-success',
    ]) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });

  it('renders the booking wizard in the browser when a payment provider sends someone back to it', () => {
    expect(isServerRendered('/book/pro', '?ref=newsletter')).toBe(true);
    expect(isServerRendered('/book/pro', '?order_id=ord_1')).toBe(false);
    expect(isServerRendered('/book/pro', '?x=1&session_id=cs_1')).toBe(false);
  });

  it('renders the steps after payment in the browser; step 1, the payment step or a step it does not know on the server', () => {
    expect(isServerRendered('/book/pro', '?step=2')).toBe(true);
    expect(isServerRendered('/book/pro', '?step=2&order_id=ord_1')).toBe(false);
    expect(isServerRendered('/book/pro', '?step=3')).toBe(false);
    expect(isServerRendered('/book/pro', '?ref=ad&step=5')).toBe(false);
    expect(isServerRendered('/book/pro', '?step=1')).toBe(true);
    expect(isServerRendered('/book/pro', '?step=33')).toBe(true);
    expect(isServerRendered('/about', '?step=3')).toBe(true);
    expect(renderedUrl('/book/pro', '?step=1')).toEqual({
      url: '/book/pro',
      cacheKey: '/book/pro',
      parametrized: false,
    });
    // The payment step is a page of its own, whatever else the query holds.
    expect(renderedUrl('/book/pro', '?ref=ad&step=2')).toEqual({
      url: '/book/pro?step=2',
      cacheKey: '/book/pro?step=2',
      parametrized: false,
    });
    // Each later step has a shell of its own (it names that step's code); a payment return has one.
    expect(renderedUrl('/book/pro', '?step=3')).toEqual({
      url: '/book/pro?step=3',
      cacheKey: 'shell:/book/pro?step=3',
      parametrized: false,
    });
    expect(renderedUrl('/book/pro', '?ref=ad&step=5').cacheKey).toBe('shell:/book/pro?step=5');
    expect(renderedUrl('/book/pro', '?step=3&order_id=ord_1').cacheKey).toBe('shell:/book/pro');
  });

  it("names the screen a later step's shell shows first, by the plan where it depends on it", () => {
    expect(laterStepModule('/book/pro', '?step=2')).toBe('features/booking/WizardStepPayment.tsx');
    expect(laterStepModule('/book/pro', '?step=3')).toBe('features/booking/BusinessStep.tsx');
    expect(laterStepModule('/book/admin_special', '?step=3')).toBe('features/booking/WizardStepMeeting.tsx');
    expect(laterStepModule('/book/pro/', '?x=1&step=5')).toBe('features/booking/ContractStep.tsx');
    expect(laterStepModule('/book/pro', '?step=1')).toBeNull();
    expect(laterStepModule('/book/pro', '?step=3&session_id=cs_1')).toBeNull();
    expect(laterStepModule('/about', '?step=2')).toBeNull();
  });
});

describe('hydratesOnInteraction', () => {
  it('starts the app at the first interaction on the marketing pages and the blog, at load on the rest', () => {
    for (const path of ['/', '/about', '/portfolio', '/resume', '/blog', '/blog/x', '/styleguide'])
      expect(table.hydratesOnInteraction(path), path).toBe(true);
    // The wizard's Next must answer at once (issue 37 goal 4); shells and unknown paths have no such facts.
    for (const path of ['/book/pro', '/unknown', '/dashboard', '/login'])
      expect(table.hydratesOnInteraction(path), path).toBe(false);
    expect(table.hydratesOnInteraction('/book/pro', '?step=2')).toBe(false);
  });
});

describe('headTags', () => {
  it('escapes text and writes absolute Open Graph URLs', () => {
    const tags = headTags(
      { title: 'A "quoted" <title>', description: 'Tom & Jerry' },
      'https://agency.example',
      '/about',
    );
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(tags).toContain('<meta name="description" content="Tom &amp; Jerry">');
    expect(tags).toContain('<meta property="og:url" content="https://agency.example/about">');
    expect(tags).toContain('<meta property="og:image" content="https://agency.example/images/og-default.png">');
  });

  it('keeps JSON from closing its script element', () => {
    expect(scriptSafeJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
