import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRenderedClient } from '../../../tests/fixtures/client-dir';
import { renderedTestApp } from '../../../tests/fixtures/rendered-app';
import { buildApp } from '../app';
import { testConfig } from '../config';

// Issue 18 §11: a query string can neither bypass the rendered-page cache nor push pages out of it.
// The stand-in server bundle numbers its renders, so a page served from the cache shows an old number.

let app: FastifyInstance;
const client = fakeRenderedClient([
  'globalThis.renderBundleImports = (globalThis.renderBundleImports ?? 0) + 1;',
  'let renders = 0;',
  'export async function render(url) {',
  "  if (url.startsWith('/MOVED')) return { redirect: '/moved' };",
  '  renders += 1;',
  "  const notFound = url.startsWith('/blog/nope');",
  '  return { html: `<p>render ${renders} of ${url}</p>`, state: null, notFound, routeIds: [] };',
  '}',
  'export async function loaderState(url) {',
  "  return { state: { loadedFor: url }, routeIds: ['__root__', '/book/$plan'] };",
  '}',
]);

// The build's manifest, for the scripts and styles of the wizard's route.
fs.mkdirSync(path.join(client.dir, '.vite'));
fs.writeFileSync(
  path.join(client.dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/main-abc123.js', dynamicImports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', imports: ['index.html'] },
    'routes/book.$plan.tsx?tsr-split=component': {
      file: 'assets/book.js',
      css: ['assets/book.css'],
      imports: ['_app.js'],
    },
    'features/booking/WizardStepPayment.tsx': {
      file: 'assets/payment.js',
      isDynamicEntry: true,
      css: ['assets/payment.css'],
      imports: ['_app.js', '_field.js'],
    },
    'features/booking/BusinessStep.tsx': {
      file: 'assets/business.js',
      isDynamicEntry: true,
      css: ['assets/business.css'],
      imports: ['_app.js', '_field.js'],
    },
    '_field.js': { file: 'assets/field.js' },
  }),
);
fs.writeFileSync(path.join(client.dir, 'assets', 'book.css'), '.book{}');
fs.writeFileSync(path.join(client.dir, 'assets', 'payment.css'), '.payment{}');
fs.writeFileSync(path.join(client.dir, 'assets', 'business.css'), '.business{}');

beforeAll(async () => {
  app = await buildApp(testConfig({ clientDir: client.dir, ssrDir: client.ssrDir }));
});
afterAll(async () => {
  await app.close();
  client.remove();
});

const rendered = async (url: string) => (await app.inject({ url })).body.match(/<p>(render \d+ of [^<]*)<\/p>/)?.[1];

describe('the rendering bundle', () => {
  it('is imported when a page is first rendered (or warmed after listen), not while the server starts', async () => {
    const imports = () => (globalThis as { renderBundleImports?: number }).renderBundleImports ?? 0;
    expect(imports()).toBe(0);
    await app.pages!.warm();
    await rendered('/about');
    expect(imports()).toBe(1);
  });
});

describe('rendered pages and query strings', () => {
  it('render a page once whatever query a visitor adds, and from its path alone', async () => {
    const first = await rendered('/about');
    expect(first).toMatch(/^render \d+ of \/about$/);
    for (const query of ['?utm_source=mail', '?x=1', '?x=2&y=3', '?token=abc', `?${'a'.repeat(2000)}=1`])
      expect(await rendered(`/about${query}`)).toBe(first);
  });

  it('render a search of the blog with its terms only, in a cache of its own that cannot push the pages out', async () => {
    const about = await rendered('/about');
    const search = await rendered('/blog?utm=1&q=seo');
    expect(search).toMatch(/^render \d+ of \/blog\?q=seo$/);
    expect(await rendered('/blog?q=seo&utm=2')).toBe(search);
    for (let i = 0; i < 600; i += 1) await rendered(`/blog?q=term-${i}`);
    expect(await rendered('/about')).toBe(about);
    expect(await rendered(`/blog?q=${'x'.repeat(500)}`)).toBe(await rendered('/blog'));
  });

  it('keep made-up addresses in a cache of their own, so a flood of them cannot push the pages out', async () => {
    const about = await rendered('/about');
    const missing = await app.inject({ url: '/blog/nope-0' });
    expect(missing.statusCode).toBe(404);
    for (let i = 1; i < 600; i += 1) await app.inject({ url: `/blog/nope-${i}` });
    expect(await rendered('/about')).toBe(about);
  });

  it('serve a payment provider’s return as the browser’s shell, not as the page cached for its path', async () => {
    expect(await rendered('/book/pro')).toMatch(/^render \d+ of \/book\/pro$/);
    const shell = await app.inject({ url: '/book/pro?order_id=ord_1&session_id=cs_1' });
    expect(shell.body).toContain('<div id="root"></div>');
    expect(await rendered('/book/pro')).toMatch(/^render \d+ of \/book\/pro$/);
  });

  it('serve a later step of the wizard as the browser’s shell, and its step 1 as the page cached for its path', async () => {
    const page = await rendered('/book/pro');
    expect(page).toMatch(/^render \d+ of \/book\/pro$/);
    expect((await app.inject({ url: '/book/pro?step=3' })).body).toContain('<div id="root"></div>');
    expect(await rendered('/book/pro?step=1')).toBe(page);
    expect(await rendered('/book/pro')).toBe(page);
  });

  it('serve the wizard’s shell with what its routes load for its path, and other shells without', async () => {
    const state = (url: string) => `<script type="application/json" id="ssr-state">{"loadedFor":"${url}"}</script>`;
    expect((await app.inject({ url: '/book/pro?step=3&ref=ad' })).body).toContain(
      `<div id="root"></div>${state('/book/pro?step=3')}`,
    );
    expect((await app.inject({ url: '/book/pro?order_id=ord_2' })).body).toContain(state('/book/pro'));
    // Its routes' scripts are named up front, and their styles come with it.
    const routes =
      '<link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="modulepreload" crossorigin href="/assets/book.js">';
    expect((await app.inject({ url: '/book/pro?order_id=ord_2' })).body).toContain(
      `${routes}<style>.book{}</style></head>`,
    );
    // So does the screen of the step the address names, with the code it imports.
    expect((await app.inject({ url: '/book/pro?step=3' })).body).toContain(
      `${routes}<link rel="modulepreload" crossorigin href="/assets/business.js"><link rel="modulepreload" crossorigin href="/assets/field.js"><style>.book{}\n.business{}</style></head>`,
    );
    expect((await app.inject({ url: '/book/pro?step=4' })).body).toContain(`${routes}<style>.book{}</style></head>`);
    expect((await app.inject({ url: '/dashboard' })).body).not.toContain('ssr-state');
  });

  it('render the payment step here as a new visitor sees it, with its screen’s styles, once for any query', async () => {
    const step1 = await rendered('/book/pro');
    const payment = await rendered('/book/pro?step=2&ref=ad');
    expect(payment).toMatch(/^render \d+ of \/book\/pro\?step=2$/);
    expect(payment).not.toBe(step1);
    expect(await rendered('/book/pro?utm=x&step=2')).toBe(payment);
    const page = (await app.inject({ url: '/book/pro?step=2' })).body;
    expect(page).toContain('.payment{}');
  });

  it('send a redirect on with the query the visitor came with, whichever query filled the cache', async () => {
    const first = await app.inject({ url: '/MOVED?ref=ad' });
    expect([first.statusCode, first.headers.location]).toEqual([301, '/moved?ref=ad']);
    const second = await app.inject({ url: '/MOVED?ref=mail' });
    expect([second.statusCode, second.headers.location]).toEqual([301, '/moved?ref=mail']);
    expect((await app.inject({ url: '/MOVED' })).headers.location).toBe('/moved');
  });
});

describe('the entry script of a rendered page', () => {
  // Decision 046: a script fetched before the page's largest paint competes with it for a slow
  // connection, so a rendered page names its entry for the head script to add once it has painted.
  const built = renderedTestApp(
    ["export async function render() { return { html: '<p>page</p>', state: null, notFound: false, routeIds: [] }; }"],
    '<script type="module" crossorigin src="/assets/main-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/preload.js">',
  );
  const root = async (url: string) => {
    const body = (await built.t.app.inject({ url })).body;
    return { body, root: body.match(/<div id="root"([^>]*)>/)?.[1] ?? '' };
  };

  it('is left out of a page the app starts at load, and named on its root', async () => {
    const page = await root('/book/pro');
    expect(page.body).not.toMatch(/<script type="module"|modulepreload/);
    expect(page.root).toBe(' data-entry="/assets/main-abc123.js"');
  });

  it('is named with the mark to wait for the first interaction on a page of static text', async () => {
    const page = await root('/about');
    expect(page.body).not.toMatch(/<script type="module"|modulepreload/);
    expect(page.root).toContain(' data-entry="/assets/main-abc123.js" data-start="interaction"');
  });

  it('stays in the head of a shell, which has nothing to show before the app runs', async () => {
    const page = await root('/dashboard');
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/main-abc123.js"></script>');
    expect(page.root).toBe('');
  });
});
