// The server's module boundaries (issue 34, docs/decisions/035), checked in `npm run lint`.
// Tests may reach into any module: they check insides on purpose.
const TEST = '\\.test\\.ts$';
/** What every feature may use, using none: core, the HTTP and tRPC plumbing, the database, integrations. */
const PLATFORM = [
  '^src/server/core/',
  '^src/server/http/',
  '^src/server/integrations/',
  '^src/server/db/(client|schema|integrity)\\.ts$',
  '^src/server/trpc/(init|sockets|response-meta|door-call)\\.ts$',
  '^src/server/(config|deps|errors|events)\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'feature-through-its-index',
      comment: "A feature uses another only through that feature's index.ts, its public surface.",
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^src/server/features/[^/]+/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'composition-through-indexes',
      comment:
        'What composes the app (app.ts, the tRPC router, the CLIs, the seed, the pages) uses features through their index.ts.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['^src/server/features/', TEST] },
      to: { path: '^src/server/features/[^/]+/', pathNot: '^src/server/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-uses-no-feature',
      comment: 'Core and the plumbing every feature stands on import no feature: the layers point one way.',
      severity: 'error',
      from: { path: PLATFORM, pathNot: TEST },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'shared-is-shared',
      comment: 'src/shared is read by the server and the browser alike: it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'no-cycle',
      comment:
        'No import cycle that runs: between features it would mean a feature can no longer be read on its own. ' +
        'Types that name each other (a message and its sender) are no cycle at run time.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: TEST },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/client/', '\\.d\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
