// npm run test:production — the production shape, as the Dockerfile's runtime stage has it (there
// is no Docker engine in CI): the built app and production dependencies only, in a folder of its
// own, started with NODE_ENV=production through the image's entry point. Checks /healthz, a page,
// an API call, that no demo account exists, create-admin, an admin's required second factor and
// reset-second-factor; exits non-zero on the first miss.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { startProcess } from '../bench/lib/server.mjs';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result;
};

function check(label, ok, detail = '') {
  if (!ok) throw new Error(`${label}${detail ? `: ${detail}` : ''}`);
  console.log(`  ok  ${label}`);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-production-'));
const app = path.join(root, 'app');
const dataDir = path.join(root, 'data');
let server;
try {
  run('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });

  console.log(`test:production: the runtime stage in ${app}`);
  fs.mkdirSync(app);
  for (const entry of ['package.json', 'package-lock.json', 'dist', 'drizzle'])
    fs.cpSync(entry, path.join(app, entry), { recursive: true });
  // Hard links make the copy instant; the hidden lockfile is removed first because npm rewrites
  // it in place, which would write through the link into this checkout's node_modules.
  // The folder behind node_modules when it is a link (a git worktree sharing one install): copying
  // the link would make the copy, and what npm prunes, this checkout's own folder.
  run('cp', ['-al', fs.realpathSync('node_modules'), path.join(app, 'node_modules')]);
  fs.rmSync(path.join(app, 'node_modules', '.package-lock.json'), { force: true });
  run('npm', ['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app });
  check('dev dependencies are gone', !fs.existsSync(path.join(app, 'node_modules', 'vitest')));

  // The plain shape: a replica configured on this machine is not part of the check.
  delete process.env.LITESTREAM_REPLICA_URL;
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  server = await startProcess('dist/server/serve.js', { cwd: app, readyPath: '/healthz', env });
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
  run(
    'node',
    ['dist/server/create-admin.js', '--email', admin.email, '--name', 'Owner', '--password', admin.password],
    { cwd: app, env },
  );
  const signedIn = await login(admin.email, admin.password);
  const session = await signedIn.json();
  check('create-admin makes an admin who can sign in', signedIn.ok && session.is_admin === true);
  const users = await fetch(`${url}/api/admin/users`, { headers: { authorization: `Bearer ${session.access_token}` } });
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
  const reset = run('node', ['dist/server/reset-second-factor.js', '--email', admin.email], { cwd: app, env });
  check(
    'reset-second-factor lets a locked-out admin back in, to set one up again',
    reset.stdout.includes('Second factors removed') &&
      (await (await login(admin.email, admin.password)).json()).sign_in_step === 'enrolment',
  );

  const stopping = server.stop();
  server = undefined;
  check('SIGTERM shuts down cleanly', (await stopping) === 0);
  console.log('test:production passed');
} catch (error) {
  console.error(`test:production FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
