// Bundles the server entry points to plain JS so production runs `node` with no TypeScript tooling,
// then folds the server-rendering build's packages into it (see bundleServerRender).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Packages left to Node to load from node_modules: native addons (a .node file beside their JS);
 * ws's optional native helpers; the ones the code loads with import() when first needed (the
 * contract PDF, the Stripe SDK, the mail transport, calendar invites), which are off the start-up
 * path anyway and which, bundled, would lose their named exports (esbuild's import() of a CommonJS
 * package gives its default export only); and the ones both bundles call into: the page renderer
 * hands its tRPC client (with its error class) to the server-rendering bundle, and both render
 * with React, so each of those must be one copy, not one per bundle.
 */
export const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  'bufferutil',
  'utf-8-validate',
  'pdfkit',
  'stripe',
  'nodemailer',
  'ics',
  '@trpc/client',
  '@trpc/server',
  'react',
  'react-dom',
  // Fastify's default schema compilers, which it requires only when not given its own: the server
  // gives it zod's (http/route.ts zodCompilers). Bundled, their 800 KB (ajv) was parsed at every start.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];

// CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

/**
 * Every other package is bundled in rather than found, read and compiled file by file by Node at
 * every start: the server loaded ~270 CommonJS files from node_modules and the server-rendering
 * build a few hundred ES modules, about half of the start-up's CPU time. Bundling also
 * tree-shakes what the code never uses (react-email's Tailwind and Markdown support, for one).
 */
const shared = {
  bundle: true,
  plugins: [loadedWhenCalled(), englishOnlyZod()],
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: EXTERNAL,
  // Error names and fastify-plugin names come from functions' and classes' own names.
  keepNames: true,
  banner: { js: REQUIRE_SHIM },
  logLevel: 'error',
};

/**
 * Packages that a bundled one requires as it loads but uses only on a rarer path: @fastify/swagger's
 * yaml (for a YAML copy of the document, never asked for), @fastify/static's glob (to list a folder,
 * which the server does itself) and @fastify/compress's mime-db (read at the first response whose
 * type it must look up). Their 700 KB were compiled and run at every start. Each is replaced by a
 * stand-in that requires the real package when first used, from the folder of the package that
 * asked for it, as Node would have found it: functions of the same `names`, or, without names, an
 * object that reads through to the real one.
 */
export const LOADED_WHEN_CALLED = {
  yaml: { by: '@fastify/swagger', names: ['parse', 'stringify'] },
  glob: { by: '@fastify/static', names: ['glob'] },
  'mime-db': { by: '@fastify/compress' },
};

function loadedWhenCalled() {
  const namespace = 'loaded-when-called';
  return {
    name: namespace,
    setup(build) {
      const filter = new RegExp(`^(${Object.keys(LOADED_WHEN_CALLED).join('|')})$`);
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace }));
      build.onLoad({ filter: /.*/, namespace }, ({ path: name }) => {
        const { by, names } = LOADED_WHEN_CALLED[name];
        const from = `require.resolve(${JSON.stringify(by)})`;
        const lines = [
          'let loaded;',
          `const load = () => (loaded ??= require(require.resolve(${JSON.stringify(name)}, { paths: [${from}] })));`,
          ...(names
            ? names.map((exported) => `exports.${exported} = (...args) => load().${exported}(...args);`)
            : [
                'module.exports = new Proxy({}, {',
                '  get: (_target, key) => load()[key],',
                '  has: (_target, key) => key in load(),',
                '  ownKeys: () => Reflect.ownKeys(load()),',
                '  getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(load(), key),',
                '});',
              ]),
        ];
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}

/**
 * zod's namespace object re-exports its 48 translations of the error messages, so bundling keeps
 * them all (373 KB, compiled at every start) although the app speaks English, the locale zod sets
 * for itself. The namespace's `locales` is cut down to that one.
 */
function englishOnlyZod() {
  return {
    name: 'english-only-zod',
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
        /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
          ? { path: path.join(path.dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'english-only-zod' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'english-only-zod' }, ({ path: english }) => ({
        contents: `export { default as en } from ${JSON.stringify(english)};`,
        loader: 'js',
        resolveDir: path.dirname(english),
      }));
    },
  };
}

// Imported by a test for EXTERNAL; run, it builds.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  await bundleServerRender('dist/server-render');
}

async function buildServer() {
  // esbuild adds files to its output folder but never removes one: chunks of older builds would pile up.
  fs.rmSync('dist/server', { recursive: true, force: true });
  await build({
    ...shared,
    entryPoints: {
      main: 'src/server/main.ts',
      serve: 'src/server/serve.ts',
      'restore-replica': 'src/server/cli/restore-replica.ts',
      'create-admin': 'src/server/cli/create-admin.ts',
      'reset-second-factor': 'src/server/cli/reset-second-factor.ts',
      backup: 'src/server/cli/backup.ts',
    },
    outdir: 'dist/server',
    sourcemap: true,
    // Modules loaded with import() (the email templates) get chunks of their own instead of having
    // their packages hoisted into the start-up of every entry point.
    splitting: true,
  });
  dropSameNameCalls('dist/server');
}

/**
 * Vite's server-rendering build (dist/server-render/entry-server.js) imports React Router, React
 * Query, Radix and zod from node_modules: several hundred modules, about a quarter of the
 * start-up's CPU time. Bundled here into the same entry file, with the screens that the routes
 * load with import() in chunks of their own as before.
 */
async function bundleServerRender(dir) {
  const entry = path.join(dir, 'entry-server.js');
  // Run again without a new Vite build, this script finds its own output: bundled already.
  if (!fs.existsSync(entry) || fs.readFileSync(entry, 'utf8').startsWith(REQUIRE_SHIM)) return;
  const out = `${dir}.bundled`;
  fs.rmSync(out, { recursive: true, force: true });
  await build({
    ...shared,
    entryPoints: { 'entry-server': entry },
    outdir: out,
    chunkNames: 'assets/[name]-[hash]',
    splitting: true,
  });
  dropSameNameCalls(out);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(out, dir);
}

/**
 * keepNames follows every named function with `__name(fn, "fn")`, or wraps the function assigned
 * to a constant in `__name(() => …, "name")`; either redefines its name property, for a function
 * esbuild did not rename to the name it already has. In code that runs per request (Fastify's
 * hook runners, promise handlers and response listeners are named closures) that was about ten
 * property definitions per request, some 3% of a small API answer's CPU time. Those are dropped,
 * keeping every line where it was so that the source maps still match; the calls that restore a
 * renamed function's name (`__name(format2, "format")`) stay.
 */
function dropSameNameCalls(dir) {
  for (const file of fs.readdirSync(dir, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const target = path.join(dir, file);
    const code = fs.readFileSync(target, 'utf8');
    const kept = code
      .replace(/^[ \t]*__name\(([\w$]+), "\1"\);$/gm, '')
      // A wrapped function: its first line, the lines of its body (all indented deeper), its last line.
      .replace(
        /^([ \t]*)((?:const|let|var) ([\w$]+) = )\/\* @__PURE__ \*\/ __name\((.*)((?:\n\1[ \t].*|\n)*)\n\1([})\]]+), "\3"\);$/gm,
        '$1$2$4$5\n$1$6;',
      );
    fs.writeFileSync(target, kept);
  }
}
