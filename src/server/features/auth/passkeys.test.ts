import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { passkeyDevice } from '../../../../tests/fixtures/passkey-device';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { Config } from '../../config';

// Issue 36 §3 through tRPC over HTTP (as the app calls it) and REST, with a software device that
// signs real answers, so @simplewebauthn/server's checks run in full.

const ORIGIN = 'http://localhost:3000';

let t: TestApp;
let casey: TestAccount;

async function start(overrides: Partial<Config> = {}) {
  t = await makeTestApp(overrides);
  casey = await t.account({ email: 'casey@example.test', password: 'casey-password', name: 'Casey' });
}
afterEach(async () => {
  await t.app.close();
});

/** A tRPC mutation over HTTP, as the browser sends it: its status and answer. */
async function mutate(path: string, input: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: token ? bearer(token) : {},
    payload: input ?? {},
  });
  const body = res.json<{ result?: { data: never }; error?: { message: string } }>();
  return { status: res.statusCode, data: body.result?.data, error: body.error?.message };
}

/** Adds a passkey made on `device` to the account holding `token`. */
async function addPasskey(token: string, device = passkeyDevice(ORIGIN), name = 'Laptop') {
  const options = await mutate('auth.passkeyRegistrationOptions', undefined, token);
  const added = await mutate('auth.registerPasskey', { name, response: device.register(options.data!) }, token);
  return { device, added };
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

async function signInWithPasskey(device: ReturnType<typeof passkeyDevice>) {
  const options = await mutate('auth.passkeySignInOptions', undefined);
  return mutate('auth.passkeySignIn', { response: device.answer(options.data!) });
}

describe('passkeys', () => {
  beforeEach(() => start());

  it('adds a passkey as the first factor: recovery codes, other devices signed out, the owner emailed', async () => {
    const laptop = (await login(casey.email, casey.password)).json().access_token as string;
    const { added } = await addPasskey(casey.token);
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ message: AUTH_MESSAGES.passkeyAdded });
    expect((added.data as unknown as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await t.mailTo(casey.email, 'Your sign-in settings changed')).text).toContain('A passkey was added');
    const status = await t.caller(casey.token).auth.secondFactorStatus();
    expect(status.passkeys).toEqual([expect.objectContaining({ name: 'Laptop', lastUsedAt: null })]);
  });

  it('signs in with the passkey alone, once per challenge', async () => {
    const { device } = await addPasskey(casey.token);
    const signedIn = await signInWithPasskey(device);
    expect(signedIn.status).toBe(200);
    const { token, user } = signedIn.data as unknown as { token: string; user: { email: string; signInStep: null } };
    expect(user).toMatchObject({ email: casey.email, signInStep: null });
    expect((await profile(token)).statusCode).toBe(200);

    // The same answer again: its challenge is used up.
    const options = await mutate('auth.passkeySignInOptions', undefined);
    const answer = device.answer(options.data!);
    expect((await mutate('auth.passkeySignIn', { response: answer })).status).toBe(200);
    const replay = await mutate('auth.passkeySignIn', { response: answer });
    expect(replay.status).toBe(401);
    expect(replay.error).toBe(AUTH_MESSAGES.passkeyNotAccepted);
  });

  it('refuses an answer from an unknown device, or signed for another site', async () => {
    await addPasskey(casey.token);
    expect((await signInWithPasskey(passkeyDevice(ORIGIN))).status).toBe(401);
    const { device: other } = await addPasskey((await t.account()).token, passkeyDevice('http://evil.test'));
    expect((await signInWithPasskey(other)).status).toBe(401);
  });

  it('gives the second step of a password sign-in, and only with the account’s own passkey', async () => {
    const { device } = await addPasskey(casey.token);
    const stranger = await t.account({ email: 'stranger@example.test' });
    const { device: theirs } = await addPasskey(stranger.token);
    const first = await login(casey.email, casey.password);
    expect(first.json().sign_in_step).toBe('second_factor');
    const token = first.json().access_token as string;
    expect((await t.caller(token).auth.secondFactorMethods()).passkey).toBe(true);

    const wrongOptions = await mutate('auth.passkeySecondFactorOptions', undefined, token);
    const wrong = await mutate('auth.passkeySecondFactor', { response: theirs.answer(wrongOptions.data!) }, token);
    expect(wrong.status).toBe(401);
    expect((await profile(token)).statusCode).toBe(401);

    const options = await mutate('auth.passkeySecondFactorOptions', undefined, token);
    const done = await mutate('auth.passkeySecondFactor', { response: device.answer(options.data!) }, token);
    expect(done.status).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('refuses bad input and a missing name with the message, and writes nothing', async () => {
    const options = await mutate('auth.passkeyRegistrationOptions', undefined, casey.token);
    const device = passkeyDevice(ORIGIN);
    const noName = await mutate(
      'auth.registerPasskey',
      { name: ' ', response: device.register(options.data!) },
      casey.token,
    );
    expect(noName.status).toBe(400);
    expect(noName.error).toBe('Give the passkey a name');
    const garbage = await mutate('auth.registerPasskey', { name: 'X', response: { id: 'x' } }, casey.token);
    expect(garbage.status).toBe(400);
    const forged = device.register({ challenge: 'not-one-we-gave' });
    expect((await mutate('auth.registerPasskey', { name: 'X', response: forged }, casey.token)).error).toBe(
      AUTH_MESSAGES.passkeyNotAccepted,
    );
    expect((await t.caller(casey.token).auth.secondFactorStatus()).passkeys).toEqual([]);
    expect((await mutate('auth.passkeyRegistrationOptions', undefined)).status).toBe(401);
  });

  it('removes a passkey with the password and a recovery code; the last one turns second factors off', async () => {
    const { added } = await addPasskey(casey.token);
    const [code] = (added.data as unknown as { recoveryCodes: string[] }).recoveryCodes;
    const { id } = (await t.caller(casey.token).auth.secondFactorStatus()).passkeys[0]!;
    const remove = (input: object) => mutate('auth.removePasskey', { id, ...input }, casey.token);

    expect((await remove({ password: 'wrong', code })).error).toBe(AUTH_MESSAGES.currentPasswordWrong);
    expect((await remove({ password: casey.password, code: '123456' })).error).toBe(AUTH_MESSAGES.codeWrong);
    const other = await mutate('auth.removePasskey', { id: 'nope', password: casey.password, code }, casey.token);
    expect(other.status).toBe(404);
    expect((await remove({ password: casey.password, code })).data).toEqual({ message: AUTH_MESSAGES.passkeyRemoved });
    expect(await t.caller(casey.token).auth.secondFactorStatus()).toMatchObject({ passkeys: [], since: null });
    expect((await login(casey.email, casey.password)).json().sign_in_step).toBeUndefined();
  });
});

describe('ADMIN_2FA=required and passkeys', () => {
  beforeEach(() => start({ adminSecondFactor: 'required' }));

  it('lets an admin enrol with a passkey, then sign in with it in full, but not remove the last one', async () => {
    await t.account({ isAdmin: true, email: 'owner@example.test', password: 'owner-password' });
    const token = (await login('owner@example.test', 'owner-password')).json().access_token as string;
    const { device, added } = await addPasskey(token);
    expect(added.status).toBe(200);
    const [code] = (added.data as unknown as { recoveryCodes: string[] }).recoveryCodes;
    const signedIn = await signInWithPasskey(device);
    const session = (signedIn.data as unknown as { token: string }).token;
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(session) })).statusCode).toBe(
      200,
    );
    const { id } = (await t.caller(session).auth.secondFactorStatus()).passkeys[0]!;
    const refused = await mutate('auth.removePasskey', { id, password: 'owner-password', code }, session);
    expect(refused.status).toBe(403);
    expect(refused.error).toBe(AUTH_MESSAGES.adminKeepsSecondFactor);
    expect((await t.caller(session).auth.secondFactorStatus()).passkeys).toHaveLength(1);
  });
});
