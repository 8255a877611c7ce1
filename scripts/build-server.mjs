// Bundles the server entry points to plain JS so production runs `node` with no TypeScript tooling.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    serve: 'src/server/serve.ts',
    'restore-replica': 'src/server/cli/restore-replica.ts',
    'create-admin': 'src/server/cli/create-admin.ts',
    backup: 'src/server/cli/backup.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  // Modules loaded with import() (the email templates) get chunks of their own instead of having
  // their packages hoisted into the start-up of every entry point.
  splitting: true,
  logLevel: 'warning',
});
