import { deliverDue, type EmailDeps } from './service';

export interface OutboxRunner {
  /** Ends the polling and waits for a delivery under way. */
  stop: () => Promise<void>;
}

/**
 * Delivers what the outbox holds: at start, what was due while the server was down (a reminder, a
 * retry, a delivery a crash cut off), then every `pollMs` (OUTBOX_POLL_MS, 15 s by default: retries
 * and reminders need no finer clock). One pass at a time.
 */
export function startOutboxRunner(deps: EmailDeps, pollMs: number): OutboxRunner {
  let pass: Promise<unknown> = Promise.resolve();
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    pass = deliverDue(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'the outbox could not be read'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
