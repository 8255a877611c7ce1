// npm run test:production — the production shape, as the Dockerfile's runtime stage has it (there
// is no Docker engine in CI): the built app and production dependencies only, in a folder of its
// own, started with NODE_ENV=production through the image's entry point. Checks /healthz, a page,
// an API call, that no demo account exists, create-admin, an admin's required second factor and
// reset-second-factor; exits non-zero on the first miss.
//
// The checks run twice against the same build: under the Node running this script (the floor that
// `npm install && npm start` supports, Node 20 in CI) and under the Node major of the Dockerfile,
// which ships it. That Node comes from the npm registry's node-<platform>-<arch> package (what the
// `node` package installs), with better-sqlite3 compiled for it, both kept in CACHE.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { startProcess } from '../bench/lib/server.mjs';

const CACHE = path.resolve('node_modules/.cache/production-node');

const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    const output = { stdout: '', stderr: '' };
    for (const stream of ['stdout', 'stderr']) {
      child[stream]?.setEncoding('utf8');
      child[stream]?.on('data', (chunk) => (output[stream] += chunk));
    }
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed:\n${output.stdout}${output.stderr}`)),
    );
  });

function check(label, ok, detail = '') {
  if (!ok) throw new Error(`${label}${detail ? `: ${detail}` : ''}`);
  console.log(`  ok  ${label}`);
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The Node major every stage of the Dockerfile runs: what ships, so what the second pass tests. */
function dockerfileNodeMajor() {
  const majors = new Set([...fs.readFileSync('Dockerfile', 'utf8').matchAll(/^FROM\s+node:(\d+)/gim)].map((m) => m[1]));
  if (majors.size !== 1)
    throw new Error(
      `the Dockerfile's FROM lines must all name one Node major (node:<major>-...) for this check to test ` +
        `it; found ${majors.size ? [...majors].join(', ') : 'none'}`,
    );
  return Number([...majors][0]);
}

/**
 * Renames a finished download or build into CACHE. Worktrees can share one node_modules, so another
 * run may have put the same thing there first; theirs is as good as ours.
 */
function moveIntoCache(from, to) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (!fs.existsSync(to)) throw error;
  }
}

/** The folder of Node `major` (bin/node, include/node), fetched from the registry on first use. */
async function fetchNode(major) {
  const cached = fs.readdirSync(CACHE).find((name) => name.startsWith(`node-v${major}.`));
  if (cached) return path.join(CACHE, cached);

  const spec = `node-${process.platform}-${process.arch}@${major}`;
  const staging = fs.mkdtempSync(path.join(CACHE, '.fetch-'));
  try {
    let packed;
    try {
      packed = await run('npm', ['pack', spec, '--json', '--pack-destination', staging]);
    } catch (error) {
      throw new Error(
        `cannot fetch ${spec} from the npm registry (${process.env.npm_config_registry ?? 'npm config get registry'}). ` +
          `The second pass runs the Dockerfile's Node ${major}, which comes from there. Make the registry ` +
          `reachable (or point npm at a mirror with npm config set registry <url>) and run ` +
          `npm run test:production again; once fetched, it is kept in ${path.relative('.', CACHE)}.\n` +
          (error instanceof Error ? error.message : String(error)),
      );
    }
    const [{ version, filename }] = JSON.parse(packed.stdout);
    await run('tar', ['-xzf', path.join(staging, filename), '-C', staging, 'package/bin/node', 'package/include']);
    const folder = path.join(CACHE, `node-v${version}`);
    moveIntoCache(path.join(staging, 'package'), folder);
    return folder;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * better-sqlite3's addon for the Node in `nodeFolder`, compiled from source (no prebuilt binary is
 * reachable) once per better-sqlite3 version and Node ABI.
 */
async function compileBetterSqlite(nodeFolder) {
  const node = path.join(nodeFolder, 'bin', 'node');
  const abi = (await run(node, ['-p', 'process.versions.modules'])).stdout.trim();
  const source = fs.realpathSync('node_modules/better-sqlite3');
  const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  const addon = path.join(CACHE, `better-sqlite3-${version}-abi${abi}.node`);
  if (fs.existsSync(addon)) return addon;

  const nodeGyp = process.env.npm_config_node_gyp;
  if (!nodeGyp) throw new Error('run it as npm run test:production: it compiles with the node-gyp npm brings');
  const work = fs.mkdtempSync(path.join(CACHE, '.build-'));
  try {
    // A real copy, never the app folder's: its files are hard links into this checkout's
    // node_modules, whose addon is the one Node 20 loads.
    const ownBuild = path.join(source, 'build');
    fs.cpSync(source, work, { recursive: true, filter: (from) => from !== ownBuild });
    // npm hands node-gyp its config as npm_config_* variables, which beat node-gyp's flags: a nodedir
    // naming Node 20's headers (as this machine's ~/.npmrc does) would build for Node 20 again.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => k.toLowerCase() !== 'npm_config_nodedir'),
    );
    env.npm_config_nodedir = nodeFolder;
    await run(node, [nodeGyp, 'rebuild', '--release', '--jobs=max'], { cwd: work, env });
    const built = path.join(work, 'build', 'Release', 'better_sqlite3.node');
    await run(node, ['-e', 'require(process.argv[1])', built]);
    moveIntoCache(built, addon);
    return addon;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Starts the app in `app` with the `node` binary, on a fresh DATA_DIR, and checks it. */
async function checkRuntime(node, app, dataDir) {
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const server = await startProcess('dist/server/serve.js', { cwd: app, readyPath: '/healthz', env, node });
  let stopped = false;
  try {
    const { url } = server;
    check('GET /healthz answers ok', (await (await fetch(`${url}/healthz`)).json()).status === 'ok');

    const page = await fetch(`${url}/`);
    const html = await page.text();
    check('the landing page is rendered on the server', page.ok && /<h1[^>]*>/.test(html), `status ${page.status}`);

    const pricing = await fetch(`${url}/api/pricing`);
    const plans = JSON.stringify(await pricing.json());
    check('GET /api/pricing lists the plans', pricing.ok && plans.includes('Starter') && plans.includes('Elite'));

    const login = (email, password) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    check('no demo account exists in production', (await login('admin@example.com', 'admin-demo-123')).status === 401);

    const admin = { email: 'owner@agency.test', password: 'production-check-1' };
    await run(
      node,
      ['dist/server/create-admin.js', '--email', admin.email, '--name', 'Owner', '--password', admin.password],
      { cwd: app, env },
    );
    const signedIn = await login(admin.email, admin.password);
    const session = await signedIn.json();
    check('create-admin makes an admin who can sign in', signedIn.ok && session.is_admin === true);
    const users = await fetch(`${url}/api/admin/users`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    check(
      'an admin without a second factor must set one up before anything else (ADMIN_2FA=required)',
      session.sign_in_step === 'enrolment' && users.status === 403,
      `sign_in_step ${session.sign_in_step}, GET /api/admin/users ${users.status}`,
    );
    const trpc = async (path, input) => {
      const res = await fetch(`${url}/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
        body: JSON.stringify(input ?? {}),
      });
      return (await res.json()).result?.data;
    };
    const { secret } = await trpc('auth.beginAuthenticator');
    const key = decodeBase32IgnorePadding(secret.replaceAll(' ', ''));
    const enrolled = await trpc('auth.confirmAuthenticator', { code: generateTOTP(key, 30, 6) });
    const enrolledUsers = await fetch(`${url}/api/admin/users`, {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    check(
      'the admin sets an authenticator up and may then act',
      enrolled?.recoveryCodes?.length === 10 && enrolledUsers.ok,
    );
    check(
      'the next sign-in asks for the code',
      (await (await login(admin.email, admin.password)).json()).sign_in_step === 'second_factor',
    );
    const reset = await run(node, ['dist/server/reset-second-factor.js', '--email', admin.email], { cwd: app, env });
    check(
      'reset-second-factor lets a locked-out admin back in, to set one up again',
      reset.stdout.includes('Second factors removed') &&
        (await (await login(admin.email, admin.password)).json()).sign_in_step === 'enrolment',
    );

    stopped = true;
    check('SIGTERM shuts down cleanly', (await server.stop()) === 0);
  } finally {
    if (!stopped) await server.stop();
  }
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-production-'));
const app = path.join(root, 'app');
try {
  const shippedMajor = dockerfileNodeMajor();
  await run('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });

  console.log(`test:production: the runtime stage in ${app}`);
  fs.mkdirSync(app);
  for (const entry of ['package.json', 'package-lock.json', 'dist', 'drizzle'])
    fs.cpSync(entry, path.join(app, entry), { recursive: true });
  // Hard links make the copy instant. The folder behind node_modules when it is a link (a git
  // worktree sharing one install): copying the link would make the copy, and what npm prunes, this
  // checkout's own folder. Left out: the hidden lockfile, which npm rewrites in place (through the
  // link, into this checkout), and the caches, which the image has not and CACHE writes into.
  const modules = fs.realpathSync('node_modules');
  const linked = fs
    .readdirSync(modules)
    .filter((name) => name !== '.package-lock.json' && name !== '.cache')
    .map((name) => path.join(modules, name));
  fs.mkdirSync(path.join(app, 'node_modules'));
  await run('cp', ['-al', ...linked, path.join(app, 'node_modules')]);

  // Fetching and compiling take a minute or two the first time; they run during the first pass.
  const thisMajor = Number(process.versions.node.split('.')[0]);
  let shipped;
  if (thisMajor !== shippedMajor) {
    fs.mkdirSync(CACHE, { recursive: true });
    console.log(`test:production: preparing Node ${shippedMajor} (the Dockerfile's) in ${path.relative('.', CACHE)}`);
    shipped = fetchNode(shippedMajor).then(async (folder) => ({ folder, addon: await compileBetterSqlite(folder) }));
    // Awaited after the first pass; a failure in that pass must not leave this rejection unhandled.
    shipped.catch(() => {});
  }

  await run('npm', ['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: app,
  });
  check('dev dependencies are gone', !fs.existsSync(path.join(app, 'node_modules', 'vitest')));

  // The plain shape: a replica configured on this machine is not part of the check.
  delete process.env.LITESTREAM_REPLICA_URL;

  const passes = [];
  let started = performance.now();
  console.log(`test:production under Node ${process.version} (this script's, as npm start runs it)`);
  await checkRuntime(process.execPath, app, path.join(root, 'data-floor'));
  passes.push(`${process.version} in ${seconds(started)}`);

  if (shipped) {
    const { folder, addon } = await shipped;
    const node = path.join(folder, 'bin', 'node');
    // The app's build folder is hard links into this checkout's: unlinked, then replaced, never written.
    const build = path.join(app, 'node_modules', 'better-sqlite3', 'build');
    fs.rmSync(build, { recursive: true });
    fs.mkdirSync(path.join(build, 'Release'), { recursive: true });
    fs.copyFileSync(addon, path.join(build, 'Release', 'better_sqlite3.node'));

    const version = (await run(node, ['--version'])).stdout.trim();
    started = performance.now();
    console.log(`test:production under Node ${version} (the Dockerfile's node:${shippedMajor}, from the npm registry)`);
    await checkRuntime(node, app, path.join(root, 'data-shipped'));
    passes.push(`${version} in ${seconds(started)}`);
  } else {
    console.log(`test:production: this Node is the Dockerfile's major (${shippedMajor}), so one pass covers both`);
  }
  console.log(`test:production passed under Node ${passes.join(' and ')}`);
} catch (error) {
  console.error(`test:production FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
