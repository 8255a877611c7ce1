import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restAs } from '../../../../tests/fixtures/admin';
import { bearer, makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { collect, listenForSockets, waitUntil } from '../../../../tests/fixtures/sockets';
import type { Config } from '../../config';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { adminActivity, recoveryCodes, totpCredentials } from '../../db/schema';

// Issue 36 §1-§4 through the real entry points: REST, batched tRPC over HTTP and the WebSocket.
// The clock is fixed (Date only) so that each code's 30 s step is known.

const T0 = Date.parse('2026-11-28T10:00:05Z');
const STEP = 30_000;

let t: TestApp;
let casey: TestAccount;

async function start(overrides: Partial<Config> = {}) {
  t = await makeTestApp(overrides);
  casey = await t.account({ email: 'casey@example.test', password: 'casey-password', name: 'Casey' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.app.close();
});

/** The code an authenticator app holding `secret` shows `steps` steps from now. */
const codeOf = (secret: string, steps = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret.replaceAll(' ', '')), BigInt(Math.floor(Date.now() / STEP) + steps), 6);

/** Turns the authenticator on for `account` through tRPC; its secret and recovery codes. */
async function enrol(account: TestAccount) {
  const caller = t.caller(account.token);
  const { secret } = await caller.auth.beginAuthenticator();
  const { recoveryCodes: codes } = await caller.auth.confirmAuthenticator({ code: codeOf(secret) });
  return { secret, codes };
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const secondStep = (token: string, code: string) => restAs(t)('POST', '/api/login/second-factor', token, { code });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

/** Calls as one batched tRPC request over HTTP, as the app's client does. */
async function batchGet(paths: string[], token: string) {
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(paths.map((_, index) => [index, undefined]))));
  const res = await t.app.inject({
    method: 'GET',
    url: `/trpc/${paths.join(',')}?batch=1&input=${input}`,
    headers: bearer(token),
  });
  return res.json<{ result?: { data: unknown }; error?: { message: string; data: { httpStatus: number } } }[]>();
}

describe('turning the authenticator on', () => {
  beforeEach(() => start());

  it('shows a QR code and the secret, and is on only once a first code proves the app has it', async () => {
    const caller = t.caller(casey.token);
    const begun = await caller.auth.beginAuthenticator();
    expect(begun.qrSvg).toMatch(/^<svg/);
    expect(begun.uri).toMatch(/^otpauth:\/\/totp\/.*casey%40example\.test\?.*period=30&digits=6/);
    expect((await caller.auth.secondFactorStatus()).authenticator).toBe(false);

    await expect(caller.auth.confirmAuthenticator({ code: '000000' })).rejects.toThrow(AUTH_MESSAGES.codeWrong);
    const { recoveryCodes: codes, message } = await caller.auth.confirmAuthenticator({ code: codeOf(begun.secret) });
    expect(message).toBe(AUTH_MESSAGES.secondFactorOn);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((code) => /^[a-z2-7]{5}-[a-z2-7]{5}$/.test(code))).toBe(true);
    expect(await caller.auth.secondFactorStatus()).toMatchObject({ authenticator: true, recoveryCodesLeft: 10 });
    expect((await t.mailTo(casey.email, 'Your sign-in settings changed')).text).toContain('turned on');
  });

  it('keeps the key sealed and the recovery codes hashed in the database', async () => {
    const { secret, codes } = await enrol(casey);
    const row = t.app.deps.db.select().from(totpCredentials).where(eq(totpCredentials.userId, casey.id)).get()!;
    const raw = Buffer.from(decodeBase32IgnorePadding(secret.replaceAll(' ', '')));
    expect(Buffer.from(row.sealedKey, 'base64url').includes(raw)).toBe(false);
    const stored = t.app.deps.db.select().from(recoveryCodes).all();
    expect(stored.some((code) => codes.some((plain) => code.codeHash.includes(plain.replace('-', ''))))).toBe(false);
  });

  it('signs every other device out, since none of them gave the factor', async () => {
    const laptop = (await login(casey.email, 'casey-password')).json().access_token as string;
    await enrol(casey);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(casey.token)).statusCode).toBe(200);
  });

  it('refuses a bad code with the message, and a second set-up while it is on', async () => {
    const { secret } = await enrol(casey);
    const res = await restAs(t)('POST', '/trpc/auth.confirmAuthenticator', casey.token, { code: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.codeRequired);
    await expect(t.caller(casey.token).auth.beginAuthenticator()).rejects.toThrow(AUTH_MESSAGES.secondFactorAlreadyOn);
    expect(secret).toBeTruthy();
  });
});

describe('signing in with a second factor', () => {
  beforeEach(() => start());

  it('gives a token that opens nothing over REST, batched tRPC or the WebSocket until the code is given', async () => {
    const { secret } = await enrol(casey);
    const first = await login(casey.email, 'casey-password');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sign_in_step: 'second_factor', is_admin: false });
    const token = first.json().access_token as string;

    const refused = await profile(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(AUTH_MESSAGES.secondFactorOwed);
    const [me, dashboard] = await batchGet(['auth.me', 'customer.dashboard'], token);
    expect(me!.result!.data).toBeNull();
    expect(dashboard!.error!.data.httpStatus).toBe(401);
    expect(dashboard!.error!.message).toBe(AUTH_MESSAGES.secondFactorOwed);

    // Casey's own chat: the full session follows it live, the one owing its code cannot.
    const { session: chat } = await t.caller(casey.token).chat.start({});
    const sockets = await listenForSockets(t);
    const own = collect(sockets.connect(casey.token).trpc.chat.feed.subscribe, { sessionId: chat.id });
    const owing = collect(sockets.connect(token).trpc.chat.feed.subscribe, { sessionId: chat.id });
    await waitUntil(() => own.items.length > 0 && owing.errors.length > 0);
    expect(owing.items).toEqual([]);
    await sockets.closeAll();

    const second = await secondStep(token, codeOf(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ access_token: token, token_type: 'bearer', is_admin: false, order_id: null });
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('lists a sign-in still owing its code to the owner as such, so they can tell and end it', async () => {
    await enrol(casey);
    await login(casey.email, 'casey-password');
    const sessions = await t.caller(casey.token).auth.sessions();
    const seen = sessions.map(({ current, awaitingSecondFactor }) => ({ current, awaitingSecondFactor }));
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        { current: false, awaitingSecondFactor: true },
        { current: true, awaitingSecondFactor: false },
      ]),
    );
  });

  it('takes a code once: the same code cannot sign in a second time within its window', async () => {
    const { secret } = await enrol(casey);
    const code = codeOf(secret, 1);
    const first = (await login(casey.email, 'casey-password')).json().access_token as string;
    expect((await secondStep(first, code)).statusCode).toBe(200);
    const second = (await login(casey.email, 'casey-password')).json().access_token as string;
    const replay = await secondStep(second, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(AUTH_MESSAGES.codeWrong);
    // An earlier code than the last one used is no better.
    expect((await secondStep(second, codeOf(secret, 0))).statusCode).toBe(401);
  });

  it('refuses codes too far from the clock', async () => {
    const { secret } = await enrol(casey);
    const token = (await login(casey.email, 'casey-password')).json().access_token as string;
    expect((await secondStep(token, codeOf(secret, 3))).statusCode).toBe(401);
    vi.setSystemTime(T0 + 5 * STEP);
    expect((await secondStep(token, codeOf(secret, -3))).statusCode).toBe(401);
  });

  it('takes each recovery code once, over tRPC', async () => {
    const { codes } = await enrol(casey);
    const token = (await login(casey.email, 'casey-password')).json().access_token as string;
    const me = await t.caller(token).auth.secondFactor({ code: codes[0]!.toUpperCase() });
    expect(me).toMatchObject({ email: casey.email, signInStep: null });
    const again = (await login(casey.email, 'casey-password')).json().access_token as string;
    await expect(t.caller(again).auth.secondFactor({ code: codes[0]! })).rejects.toThrow(AUTH_MESSAGES.codeWrong);
    expect((await t.caller(casey.token).auth.secondFactorStatus()).recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes against the sign-in limits of the account', async () => {
    await enrol(casey);
    const token = (await login(casey.email, 'casey-password')).json().access_token as string;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await secondStep(token, '000000')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('cannot turn the factor off, or on again, from a session that has not given it', async () => {
    const { secret } = await enrol(casey);
    const token = (await login(casey.email, 'casey-password')).json().access_token as string;
    const caller = t.caller(token);
    await expect(
      caller.auth.turnSecondFactorOff({ password: 'casey-password', code: codeOf(secret, 1) }),
    ).rejects.toThrow(AUTH_MESSAGES.secondFactorOwed);
    await expect(caller.auth.beginAuthenticator()).rejects.toThrow(AUTH_MESSAGES.secondFactorOwed);
    await expect(caller.auth.logout()).resolves.toEqual({ ok: true });
  });

  it('signs out over REST as over tRPC: the visitor who will not give the code can leave', async () => {
    await enrol(casey);
    const token = (await login(casey.email, 'casey-password')).json().access_token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect(
      (await t
        .caller(token)
        .auth.logout()
        .catch((error: Error) => error.message)) as string,
    ).toBe(AUTH_MESSAGES.notSignedIn);
  });
});

describe('turning it off and resetting it', () => {
  beforeEach(() => start());

  it('needs the password and a current code', async () => {
    const { secret } = await enrol(casey);
    const caller = t.caller(casey.token);
    await expect(caller.auth.turnSecondFactorOff({ password: 'wrong', code: codeOf(secret, 1) })).rejects.toThrow(
      AUTH_MESSAGES.currentPasswordWrong,
    );
    await expect(caller.auth.turnSecondFactorOff({ password: 'casey-password', code: '111111' })).rejects.toThrow(
      AUTH_MESSAGES.codeWrong,
    );
    expect((await caller.auth.secondFactorStatus()).authenticator).toBe(true);
    await expect(
      caller.auth.turnSecondFactorOff({ password: 'casey-password', code: codeOf(secret, 1) }),
    ).resolves.toEqual({ message: AUTH_MESSAGES.secondFactorOff });
    expect(await caller.auth.secondFactorStatus()).toMatchObject({ authenticator: false, recoveryCodesLeft: 0 });
    expect((await login(casey.email, 'casey-password')).json().sign_in_step).toBeUndefined();
  });

  it('makes new recovery codes with a current code, and the old ones stop working', async () => {
    const { secret, codes } = await enrol(casey);
    const renewed = await t.caller(casey.token).auth.renewRecoveryCodes({ code: codeOf(secret, 1) });
    expect(renewed.recoveryCodes).toHaveLength(10);
    const token = (await login(casey.email, 'casey-password')).json().access_token as string;
    expect((await secondStep(token, codes[1]!)).statusCode).toBe(401);
    expect((await secondStep(token, renewed.recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it("lets an admin of users reset a customer's factors, audited, and the customer is emailed", async () => {
    await enrol(casey);
    const owner = await t.account({ isAdmin: true, email: 'owner@example.test' });
    const clerk = await t.account({
      isAdmin: true,
      adminLevel: 'standard',
      email: 'clerk@example.test',
      permissions: ['messages'],
    });
    const reset = (token: string, userId: number) =>
      restAs(t)('POST', '/trpc/auth.resetSecondFactors', token, { userId });

    expect((await reset(casey.token, casey.id)).statusCode).toBe(403);
    expect((await reset(clerk.token, casey.id)).statusCode).toBe(403);
    expect((await reset(owner.token, owner.id)).json().error.message).toBe(AUTH_MESSAGES.secondFactorResetAdmin);
    expect((await reset(owner.token, 0)).statusCode).toBe(400);

    const done = await reset(owner.token, casey.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().result.data.message).toBe(AUTH_MESSAGES.secondFactorsReset('Casey'));
    expect((await t.mailTo(casey.email, 'Your sign-in settings changed')).text).toContain('our team removed');
    expect(t.app.deps.db.select().from(adminActivity).all()).toEqual([
      expect.objectContaining({
        adminEmail: owner.email,
        action: 'reset_second_factors',
        details: `of ${casey.email}`,
      }),
    ]);
    expect((await login(casey.email, 'casey-password')).json().sign_in_step).toBeUndefined();
  });
});

describe('ADMIN_2FA=required', () => {
  beforeEach(() => start({ adminSecondFactor: 'required' }));

  it('lets an admin without a factor do nothing but set one up, through every entry point', async () => {
    await t.account({ isAdmin: true, email: 'owner@example.test', password: 'owner-password' });
    const signedIn = await login('owner@example.test', 'owner-password');
    expect(signedIn.json()).toMatchObject({ is_admin: true, sign_in_step: 'enrolment' });
    const token = signedIn.json().access_token as string;

    const users = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(users.statusCode).toBe(403);
    expect(users.json().detail).toBe(AUTH_MESSAGES.secondFactorEnrolmentOwed);
    const [me, stats] = await batchGet(['auth.me', 'admin.stats'], token);
    expect(me!.result!.data).toMatchObject({ isAdmin: true, signInStep: 'enrolment' });
    expect(stats!.error!.data.httpStatus).toBe(403);

    const sockets = await listenForSockets(t);
    const changes = collect(sockets.connect(token).trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => changes.errors.length > 0);
    changes.stop();
    await sockets.closeAll();

    const caller = t.caller(token);
    const { secret } = await caller.auth.beginAuthenticator();
    await caller.auth.confirmAuthenticator({ code: codeOf(secret) });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await expect(
      caller.auth.turnSecondFactorOff({ password: 'owner-password', code: codeOf(secret, 1) }),
    ).rejects.toThrow(AUTH_MESSAGES.adminKeepsSecondFactor);

    const next = await login('owner@example.test', 'owner-password');
    expect(next.json().sign_in_step).toBe('second_factor');
  });

  it('leaves customers free to sign in with their password alone', async () => {
    const res = await login(casey.email, casey.password);
    expect(res.json().sign_in_step).toBeUndefined();
    expect((await profile(res.json().access_token)).statusCode).toBe(200);
  });
});
