import { buildApp } from './app';
import { loadConfig } from './config';
import { exitIfUnusable } from './db/integrity';
import { seedDemoContent } from './db/seed';
import { seedPublicContent } from './features/content';
import { emailDeps, preloadEmailRendering, startOutboxRunner } from './features/email';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await exitIfUnusable(() => buildApp(config));
seedPublicContent(app.deps.db);
if (await seedDemoContent(app.deps.db, config)) app.log.info('seeded demo content into an empty database');

// The mail that was due while the server was down goes out now, then retries and reminders as they come.
const outbox = startOutboxRunner(emailDeps(app.deps), config.mail.outboxPollMs);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Requests that never finish must not keep the process alive forever.
  const force = setTimeout(() => {
    app.log.error('shutdown grace period over; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  await outbox.stop();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// After listening, so start-up does not wait for them, and before a visitor or a sign-up has to.
app.pages?.warm().catch((error: unknown) => {
  app.log.fatal({ err: error }, 'cannot load the page renderer');
  process.exit(1);
});
preloadEmailRendering(app.log);
