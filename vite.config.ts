/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * Public pages arrive rendered; their scripts only make them interactive. Fetched at low priority,
 * the scripts never hold up the first paint on a slow connection (images and the page come first).
 */
const scriptsAtLowPriority = {
  name: 'scripts-at-low-priority',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string) =>
      html
        .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
        .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" '),
  },
};

// The route generator and the React transform are for the client; vitest runs server code only.
const clientPlugins = [
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: fromRoot('./src/client/routes'),
    generatedRouteTree: fromRoot('./src/client/routeTree.gen.ts'),
  }),
  react(),
  scriptsAtLowPriority,
];

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./public'),
  plugins: process.env.VITEST ? [] : clientPlugins,
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which CSS each route's chunk needs, for the server to inline in the pages
    // it renders. Not for browsers: the static server refuses dot folders.
    manifest: true,
    rollupOptions: {
      // tRPC's WebSocket link module runs nothing when imported: the app's chunk, which imports tRPC's
      // index (and through it that module), need not load it (see manualChunks).
      treeshake: { moduleSideEffects: (id: string) => !/\/@trpc\/client\/dist\/wsLink-/.test(id) },
      output: {
        // Every route's options (search validation, loaders) load up front, while their screens are
        // split off. One chunk for all of those small modules instead of a request for each.
        manualChunks(id) {
          // The loader of the entry's dynamic import, and the pause it shares with the app's start,
          // stay with the entry, which must stay tiny: left to Rollup, a module both use went into
          // the routes chunk, and the entry then ran React and every route before the first paint.
          // So do the stores it reads to choose when to start (decision 046).
          if (
            id.includes('vite/preload-helper') ||
            /\/src\/(client\/lib\/(yield-to-browser|token)|client\/features\/chat\/visitor-token|shared\/first-interaction)\.ts$/.test(
              id,
            )
          )
            return 'preload';
          // React itself, whoever imports a piece of it first.
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // The building blocks every Radix primitive shares, in one request rather than five.
          if (
            /@radix-ui\/(primitive|react-(context|presence|collection|slot|compose-refs|id|direction|primitive|use-[a-z-]+))\//.test(
              id,
            )
          )
            return 'radix-core';
          // tRPC's WebSocket link, for the live chat's subscriptions, loads with the first one (lib/socket.ts).
          if (/\/@trpc\/client\/dist\/wsLink-/.test(id)) return 'socket';
          // The rest of tRPC, which that link shares, stays with the app rather than follow it there.
          if (/\/node_modules\/@trpc\//.test(id)) return 'routes';
          if (/\/src\/client\/routes\/[^?]+$/.test(id) || id.endsWith('/src/client/routeTree.gen.ts')) return 'routes';
          // Small helpers nearly every page uses ride along rather than cost a request each (a
          // request's headers alone weigh about 450 bytes): the landing, portfolio and blog pages
          // all show portfolio images and links that wait for the app.
          if (
            /\/src\/(shared\/(money|seo|brand)|client\/lib\/(use-page-meta|format)|client\/(start|router)|client\/ui\/LinkUntilReady|client\/features\/portfolio\/PortfolioImage)\.tsx?$/.test(
              id,
            )
          )
            return 'routes';
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/trpc': { target: apiTarget, ws: true },
    },
  },
  test: {
    root: fromRoot('.'),
    environment: 'node',
    testTimeout: 20_000,
    setupFiles: ['tests/unit-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // Vitest's default is one worker per core but one, which leaves one of CI's two cores idle.
          maxWorkers: 2,
          // Each file builds its own apps and restores what it changes (timers); sharing the
          // imported modules between files saves importing the whole server 70 times.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Real server processes, timed against Litestream's one-second sync: after the unit
          // tests, one at a time, with a core for the child process as before.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
