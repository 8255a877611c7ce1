import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/fixtures/app';
import { SESSION_LIFETIME_MS, SESSION_RENEW_BEFORE_MS } from '../../shared/rules';
import { databaseFile } from '../db/client';
import { sessions, users } from '../db/schema';
import { createSession, hashToken, invalidateSession, validateSessionToken } from './session';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('sessions', () => {
  it('stores the SHA-256 of the token, not the token', async () => {
    const user = await t.account();
    const rows = t.app.deps.db.select().from(sessions).all();
    expect(rows.map((row) => row.id)).toContain(hashToken(user.token));
    expect(rows.map((row) => row.id)).not.toContain(user.token);
  });

  it('expires after 30 days and removes the row', async () => {
    const user = await t.account();
    const now = Date.now();
    const fresh = createSession(t.app.deps.db, user.id, {}, now);
    const stale = createSession(t.app.deps.db, user.id, {}, now);
    expect(validateSessionToken(t.app.deps.db, fresh.token, now + SESSION_LIFETIME_MS - 1)).not.toBeNull();
    expect(validateSessionToken(t.app.deps.db, stale.token, now + SESSION_LIFETIME_MS + 1)).toBeNull();
    // Gone for good: not even a clock turned back revives it.
    expect(validateSessionToken(t.app.deps.db, stale.token, now)).toBeNull();
  });

  it('slides: a session used in its second half gets a full lifetime again', async () => {
    const user = await t.account();
    const now = Date.now();
    const { token } = createSession(t.app.deps.db, user.id, {}, now);
    const early = validateSessionToken(t.app.deps.db, token, now + 1000);
    expect(early!.session.expiresAt.getTime()).toBe(now + SESSION_LIFETIME_MS);

    const later = now + SESSION_LIFETIME_MS - SESSION_RENEW_BEFORE_MS + 1000;
    const renewed = validateSessionToken(t.app.deps.db, token, later);
    expect(renewed!.session.expiresAt.getTime()).toBe(later + SESSION_LIFETIME_MS);
  });
});

// validateSessionToken keeps the rows it found; these prove that every kind of write ends that.
describe('sessions kept in memory between requests', () => {
  it('forget a session as soon as it is deleted', async () => {
    const user = await t.account();
    const { db } = t.app.deps;
    expect(validateSessionToken(db, user.token)).not.toBeNull();
    invalidateSession(db, hashToken(user.token));
    expect(validateSessionToken(db, user.token)).toBeNull();
  });

  it('show a change to the user at once, even one written as raw SQL', async () => {
    const user = await t.account({ isAdmin: true });
    const { db } = t.app.deps;
    expect(validateSessionToken(db, user.token)!.user.isAdmin).toBe(true);
    db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id)).run();
    expect(validateSessionToken(db, user.token)!.user.isAdmin).toBe(false);
    db.$client.prepare('update users set is_admin = 1 where id = ?').run(user.id);
    expect(validateSessionToken(db, user.token)!.user.isAdmin).toBe(true);
  });

  it('see a sign-out written by another connection (the CLI, the sqlite3 shell)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-cache-'));
    const onDisk = await makeTestApp({ dataDir });
    try {
      const user = await onDisk.account();
      const { db } = onDisk.app.deps;
      expect(validateSessionToken(db, user.token)).not.toBeNull();
      const shell = new Database(databaseFile(dataDir));
      shell.prepare('delete from sessions where id = ?').run(hashToken(user.token));
      shell.close();
      // Another process's commit is read from the next turn of the event loop (db/client.ts).
      await new Promise((resolve) => setImmediate(resolve));
      expect(validateSessionToken(db, user.token)).toBeNull();
    } finally {
      await onDisk.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('do not hand out a row changed by an earlier caller', async () => {
    const user = await t.account();
    const { db } = t.app.deps;
    const now = Date.now();
    const first = validateSessionToken(db, user.token, now)!;
    const expiresAt = first.session.expiresAt.getTime();
    const later = expiresAt - SESSION_RENEW_BEFORE_MS + 1000;
    expect(validateSessionToken(db, user.token, later)!.session.expiresAt.getTime()).toBe(later + SESSION_LIFETIME_MS);
    expect(first.session.expiresAt.getTime()).toBe(expiresAt);
    expect(
      db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(user.token)))
        .get()!
        .expiresAt.getTime(),
    ).toBe(later + SESSION_LIFETIME_MS);
  });
});
