import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';

let t: TestApp;
let casey: TestAccount;
beforeEach(async () => {
  t = await makeTestApp();
  casey = await t.account({ email: 'casey@example.test', password: 'casey-password' });
});
afterEach(async () => {
  await t.app.close();
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Signs Casey in through the real login route, from the device `userAgent` names when given. */
const login = (password: string, userAgent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { email: casey.email, password },
  });
const signInFrom = async (userAgent: string) =>
  (await login('casey-password', userAgent)).json().access_token as string;
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

describe('the sessions of an account', () => {
  it('lists each device with where it signed in from, the current one marked', async () => {
    const phone = await signInFrom(PHONE);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as {
      current: boolean;
      user_agent: string | null;
      ip: string | null;
      id: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ user_agent: PHONE, ip: '127.0.0.1' }),
    ]);
    expect(sessions.every((session) => /^[0-9a-f]{16}$/.test(session.id))).toBe(true);
  });

  it('signs out another device of the same account, and no one else’s', async () => {
    const phone = await signInFrom(PHONE);
    const other = await t.account({ email: 'other@example.test' });
    const [laptop] = (await t.caller(phone).auth.sessions()).filter((session) => !session.current);
    const othersSession = (await t.caller(other.token).auth.sessions())[0]!;

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${othersSession.id}`,
      headers: bearer(phone),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await profile(other.token)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${laptop!.id}`,
      headers: bearer(phone),
    });
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.sessionRevoked });
    expect((await profile(casey.token)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('signs out every other device at once', async () => {
    const phone = await signInFrom(PHONE);
    const tablet = await signInFrom('Tablet');
    expect(await t.caller(phone).auth.revokeOtherSessions()).toEqual({
      message: AUTH_MESSAGES.otherSessionsRevoked,
      count: 2,
    });
    expect((await profile(casey.token)).statusCode).toBe(401);
    expect((await profile(tablet)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('answers 401 without a session and refuses a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/sessions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/sessions/abc' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/sessions/not-an-id',
      headers: bearer(casey.token),
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('changing the password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: bearer(token), payload });

  it('needs the current password, and then signs out every other device and says so by email', async () => {
    const phone = await signInFrom(PHONE);
    const wrong = await change(phone, { current_password: 'not-it', new_password: 'brand-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.currentPasswordWrong });
    expect((await profile(casey.token)).statusCode).toBe(200);

    const res = await change(phone, { current_password: 'casey-password', new_password: 'brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged, signed_out_sessions: 1 });
    expect((await profile(casey.token)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(200);
    expect(t.mail.messages.at(-1)).toMatchObject({ to: casey.email, subject: 'Your password was changed' });
    expect((await login('brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a short or unchanged password and leaves the old one working', async () => {
    for (const [payload, message] of [
      [{ current_password: 'casey-password', new_password: 'abc' }, AUTH_MESSAGES.passwordTooShort],
      [{ current_password: 'casey-password', new_password: 'casey-password' }, AUTH_MESSAGES.samePassword],
      [{ new_password: 'brand-new-password' }, AUTH_MESSAGES.currentPasswordRequired],
    ] as const) {
      const res = await change(casey.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail: message });
    }
    expect((await login('casey-password')).statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/change-password', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
