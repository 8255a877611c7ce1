import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appWithOwner } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { listenForSockets } from '../../../../tests/fixtures/sockets';
import { MAX_BATCH_CALLS, RATE_LIMITS } from '../../../shared/rules';
import { sessions } from '../../db/schema';

// Issue 18 §1: the sign-in limit counts every attempt the moment it starts, per account and per
// address, whichever entry point carries it; past the limit even the right password is refused.

let t: TestApp;
let admin: TestAccount;
beforeEach(async () => {
  ({ t, owner: admin } = await appWithOwner({ password: 'the-right-password' }));
  t.app.deps.db.delete(sessions).run();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.app.close();
});

const { perEmail, perAddress, windowMs } = RATE_LIMITS.login;
const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;
const sessionCount = () => t.app.deps.db.select().from(sessions).all().length;

/** One tRPC HTTP request carrying a login call per password, as a batch. */
async function batchOfLogins(email: string, passwords: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${passwords.map(() => 'auth.login').join(',')}?batch=1`,
    payload: Object.fromEntries(passwords.map((password, index) => [index, { email, password }])),
  });
  return res.json<{ error?: { message: string; data: { code: string } }; result?: { data: { token: string } } }[]>();
}

const login = (email: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('the sign-in limit', () => {
  it('holds inside one batch: 19 wrong passwords then the right one give no session', async () => {
    // A batch carries at most MAX_BATCH_CALLS calls, still twice the per-account limit.
    const passwords = [...Array.from({ length: MAX_BATCH_CALLS - 1 }, (_, i) => `wrong-${i}`), admin.password];
    const results = await batchOfLogins(admin.email, passwords);
    expect(results).toHaveLength(MAX_BATCH_CALLS);
    expect(results.filter((r) => r.result)).toEqual([]);
    expect(results.filter((r) => r.error?.data.code === 'UNAUTHORIZED')).toHaveLength(perEmail);
    expect(results.filter((r) => r.error?.data.code === 'TOO_MANY_REQUESTS')).toHaveLength(MAX_BATCH_CALLS - perEmail);
    expect(results.at(-1)?.error?.message).toMatch(TOO_MANY);
    expect(sessionCount()).toBe(0);
  });

  it('refuses a batch of 149 wrong passwords and the right one whole, giving no session', async () => {
    const passwords = [...Array.from({ length: 149 }, (_, i) => `wrong-${i}`), admin.password];
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${passwords.map(() => 'auth.login').join(',')}?batch=1`,
      payload: Object.fromEntries(passwords.map((password, index) => [index, { email: admin.email, password }])),
    });
    expect(res.statusCode).toBe(400);
    expect(sessionCount()).toBe(0);
    expect(t.app.deps.rateLimiter.used(`login:email:${admin.email}`)).toBe(0);
  });

  it('holds for simultaneous REST requests', async () => {
    const attempts = [
      ...Array.from({ length: 29 }, (_, i) => login(admin.email, `wrong-${i}`)),
      login(admin.email, admin.password),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.filter((res) => res.statusCode === 200)).toEqual([]);
    expect(answers.at(-1)?.statusCode).toBe(429);
    expect(answers.at(-1)?.json().detail).toMatch(TOO_MANY);
    expect(sessionCount()).toBe(0);
  });

  it('counts attempts of every entry point together: REST, tRPC over HTTP and over a WebSocket', async () => {
    const sockets = await listenForSockets(t);
    try {
      const third = Math.floor(perEmail / 3);
      for (let i = 0; i < third; i += 1) expect((await login(admin.email, `rest-${i}`)).statusCode).toBe(401);
      await batchOfLogins(
        admin.email,
        Array.from({ length: third }, (_, i) => `http-${i}`),
      );
      const socket = sockets.connect(null);
      for (let i = 0; i < perEmail - 2 * third; i += 1)
        await expect(socket.trpc.auth.login.mutate({ email: admin.email, password: `ws-${i}` })).rejects.toMatchObject({
          data: { code: 'UNAUTHORIZED' },
        });
      await expect(
        socket.trpc.auth.login.mutate({ email: admin.email, password: admin.password }),
      ).rejects.toMatchObject({ message: expect.stringMatching(TOO_MANY), data: { code: 'TOO_MANY_REQUESTS' } });
      expect((await login(admin.email, admin.password)).statusCode).toBe(429);
      expect(sessionCount()).toBe(0);
    } finally {
      await sockets.closeAll();
    }
  });

  it('refuses the right password until the window has passed, then lets it in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < perEmail; i += 1) expect((await login(admin.email, `wrong-${i}`)).statusCode).toBe(401);
    const refused = await login(admin.email, admin.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    vi.advanceTimersByTime(windowMs - 1000);
    expect((await login(admin.email, admin.password)).statusCode).toBe(429);
    vi.advanceTimersByTime(2000);
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('limits one address across many accounts', async () => {
    for (let i = 0; i < perAddress; i += 1) await login(`someone-${i}@example.test`, 'wrong', '198.51.100.9');
    expect((await login(admin.email, admin.password, '198.51.100.9')).statusCode).toBe(429);
    expect((await login(admin.email, admin.password, '198.51.100.10')).statusCode).toBe(200);
  });

  it('gives a successful sign-in its attempt back, so signing in often never locks anyone out', async () => {
    for (let i = 0; i < perEmail + 5; i += 1) expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });
});
