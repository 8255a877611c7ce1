import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { SESSION_LIFETIME_MS, SESSION_RENEW_BEFORE_MS } from '../../../shared/rules';
import { sessions } from '../../db/schema';
import { createSession, hashToken, validateSessionToken } from './session';

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
