import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/fixtures/app';
import { damageTable, databaseWithMail } from '../../../tests/fixtures/damaged-database';
import { failStatements } from '../../../tests/fixtures/faults';
import { tempDataDir } from '../../../tests/fixtures/server-process';

let t: TestApp;
let dataDir: string;
let file: string;
beforeEach(async () => {
  dataDir = tempDataDir('health');
  file = databaseWithMail(dataDir);
  t = await makeTestApp({ dataDir });
  // Only the clock moves by hand; Fastify's own timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const aMinuteLater = () => vi.setSystemTime(Date.now() + 60_000);

/** /healthz's answer, checked to carry neither SQLite's codes nor where the server keeps its files. */
async function healthz() {
  const res = await t.app.inject({ url: '/healthz' });
  expect(res.body).not.toMatch(/SQLITE_/);
  expect(res.body).not.toContain(dataDir);
  return { status: res.statusCode, body: res.json() };
}

describe('/healthz and health.ping', () => {
  it('answer ok while the database is whole', async () => {
    expect(await healthz()).toEqual({ status: 200, body: { status: 'ok' } });
    aMinuteLater();
    expect(await healthz()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await t.caller().health.ping()).toEqual({ status: 'ok' });
  });

  it('answer 503 once the file is found damaged under the running app, checking it at most once a minute', async () => {
    expect((await healthz()).status).toBe(200);
    damageTable(file, 'email_outbox');
    // Docker polls every 30 s and benchmarks hammer the server: the full check is not run on every call.
    expect((await healthz()).status).toBe(200);

    aMinuteLater();
    expect(await healthz()).toEqual({
      status: 503,
      body: { status: 'error', detail: expect.stringMatching(/damaged/) },
    });
    await expect(t.caller().health.ping()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/damaged/),
    });
  });

  it('check the file again at once after a request met a failing database', async () => {
    expect((await healthz()).status).toBe(200);
    damageTable(file, 'email_outbox');
    const restore = failStatements(t.app.deps.db, /^select .* from "portfolio_items"/, 'SQLITE_CORRUPT');
    const failed = await t.app.inject({ url: '/api/portfolio' });
    restore();
    expect(failed.statusCode).toBe(503);
    expect(await healthz()).toEqual({
      status: 503,
      body: { status: 'error', detail: expect.stringMatching(/damaged/) },
    });
  });

  it('answer 503 once the file is gone from the data folder, though the open connection still reads it', async () => {
    expect((await healthz()).status).toBe(200);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });

    aMinuteLater();
    expect(await healthz()).toEqual({
      status: 503,
      body: { status: 'error', detail: expect.stringMatching(/cannot be read/) },
    });
  });

  it('answer 503 at once when the app can no longer query its database', async () => {
    expect((await healthz()).status).toBe(200);
    t.app.deps.db.$client.close();
    expect(await healthz()).toEqual({
      status: 503,
      body: { status: 'error', detail: expect.stringMatching(/cannot be read/) },
    });
  });
});
