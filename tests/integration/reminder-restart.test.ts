import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meetingDay } from '../fixtures/dates';
import { call, startServer, tempDataDir, type RunningServer } from '../fixtures/server-process';

let dataDir: string;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function started() {
  const server = await startServer(dataDir);
  children.push(server.child);
  return server;
}

async function stop(server: RunningServer, signal: 'SIGKILL' | 'SIGTERM') {
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

/** The reminders the server has written to its mail folder (no SMTP_URL), by file. */
const reminderFiles = () => {
  const mailDir = path.join(dataDir, 'mail');
  return (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []).filter((file) =>
    fs.readFileSync(path.join(mailDir, file), 'utf8').includes('Subject: Reminder:'),
  );
};

describe('a meeting reminder whose time comes while the server is down', () => {
  it('is sent once the server starts again, exactly once, after a SIGKILL', async () => {
    dataDir = tempDataDir('reminders');
    const first = await started();
    const booked = await call(first.url, 'POST', '/api/zoom/book', {
      user_email: 'kept@example.test',
      user_name: 'Kept',
      meeting_date: meetingDay(),
      meeting_time: '12:00',
    });
    expect(booked.status).toBe(200);
    await stop(first, 'SIGKILL');

    // The 24-hour reminder's moment passes while nothing runs.
    const db = new Database(path.join(dataDir, 'app.db'));
    const moved = db
      .prepare("update email_outbox set not_before = ? where subject like 'Reminder:%24 hours%' and status = 'queued'")
      .run(Date.now() - 60_000);
    db.close();
    expect(moved.changes).toBe(1);
    expect(reminderFiles()).toEqual([]);

    const second = await started();
    await vi.waitFor(() => expect(reminderFiles()).toHaveLength(1), { timeout: 10_000, interval: 100 });
    await stop(second, 'SIGTERM');

    const third = await started();
    expect((await call(third.url, 'GET', '/healthz')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(reminderFiles()).toHaveLength(1);
    const statuses = new Database(path.join(dataDir, 'app.db'), { readonly: true })
      .prepare("select status from email_outbox where subject like 'Reminder:%' order by not_before")
      .pluck()
      .all();
    expect(statuses).toEqual(['written', 'queued']);
    // Three servers start one after another, each up to 20 s on a busy machine.
  }, 90_000);
});
