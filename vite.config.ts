/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// The route generator and the React transform are for the client; vitest runs server code only.
const clientPlugins = [
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: fromRoot('./src/client/routes'),
    generatedRouteTree: fromRoot('./src/client/routeTree.gen.ts'),
  }),
  react(),
];

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./public'),
  plugins: process.env.VITEST ? [] : clientPlugins,
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    target: 'es2022',
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
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
