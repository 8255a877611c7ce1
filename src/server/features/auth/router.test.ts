import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { RATE_LIMITS } from '../../../shared/rules';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { passwordResetTokens } from '../../db/schema';
import type { AppRouter } from '../../trpc/router';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('auth router', () => {
  it('signs up, reports the user through me, and logs out', async () => {
    const { token, user } = await t
      .caller()
      .auth.signup({ name: 'Kim', email: 'KIM@example.com', password: 'secret1' });
    expect(user).toMatchObject({ email: 'kim@example.com', name: 'Kim', isAdmin: false, orderId: null });
    expect(await t.caller(token).auth.me()).toMatchObject({ email: 'kim@example.com' });

    await t.caller(token).auth.logout();
    expect(await t.caller(token).auth.me()).toBeNull();
  });

  it('me is null for the signed-out and for an unknown token', async () => {
    expect(await t.caller().auth.me()).toBeNull();
    expect(await t.caller('forged').auth.me()).toBeNull();
  });

  it('maps domain errors to tRPC codes with the spec message', async () => {
    await t.account({ email: 'taken@example.com' });
    const taken = await rejection(
      t.caller().auth.signup({ name: 'T', email: 'taken@example.com', password: 'secret1' }),
    );
    expect(taken.code).toBe('BAD_REQUEST');
    expect(taken.message).toBe(AUTH_MESSAGES.emailTaken);

    const bad = await rejection(t.caller().auth.login({ email: 'taken@example.com', password: 'wrong-one' }));
    expect(bad.code).toBe('UNAUTHORIZED');
    expect(bad.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('logout needs a session', async () => {
    expect((await rejection(t.caller().auth.logout())).code).toBe('UNAUTHORIZED');
  });

  it('resets a password from the mailed token', async () => {
    const user = await t.account();
    expect(await t.caller().auth.forgotPassword({ email: user.email })).toEqual({
      message: AUTH_MESSAGES.forgotPasswordSent,
    });
    const token = new URL((await t.mailTo(user.email, 'Reset your password')).link!).searchParams.get('token')!;
    await t.caller().auth.resetPassword({ token, newPassword: 'fresh-password' });
    const { user: signedIn } = await t.caller().auth.login({ email: user.email, password: 'fresh-password' });
    expect(signedIn.id).toBe(user.id);
  });

  it('returns the first validation message and field errors over HTTP, without a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.signup',
      payload: { name: 'Short', email: 'short@example.com', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(error.data.fieldErrors).toEqual({ password: AUTH_MESSAGES.passwordTooShort });
    expect(JSON.stringify(error)).not.toContain('stack');
  });

  it('rate limits login over tRPC with TOO_MANY_REQUESTS', async () => {
    const user = await t.account();
    for (let i = 0; i < 10; i += 1)
      await rejection(t.caller().auth.login({ email: user.email, password: 'nope-nope' }));
    const limited = await rejection(t.caller().auth.login({ email: user.email, password: user.password }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('auth.checkResetLink', () => {
  const mailedToken = async (email: string) => {
    await t.caller().auth.forgotPassword({ email });
    return new URL((await t.mailTo(email, 'Reset your password')).link!).searchParams.get('token')!;
  };
  const refusal = async (token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/auth.checkResetLink?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    });
    return { status: res.statusCode, message: res.json().error?.message as string | undefined };
  };

  it('says a mailed link works, and leaves it usable for the reset', async () => {
    const user = await t.account();
    const token = await mailedToken(user.email);
    expect(await t.caller().auth.checkResetLink({ token })).toEqual({ usable: true });
    expect(await t.caller().auth.checkResetLink({ token })).toEqual({ usable: true });
    await t.caller().auth.resetPassword({ token, newPassword: 'fresh-password' });
    const { user: signedIn } = await t.caller().auth.login({ email: user.email, password: 'fresh-password' });
    expect(signedIn.id).toBe(user.id);
  });

  it('refuses a used, an expired and an unknown link as a reset with it would be', async () => {
    const used = await mailedToken((await t.account()).email);
    await t.caller().auth.resetPassword({ token: used, newPassword: 'fresh-password' });
    expect(await refusal(used)).toEqual({ status: 400, message: AUTH_MESSAGES.resetLinkUsed });

    const expired = await mailedToken((await t.account()).email);
    t.app.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .run();
    expect(await refusal(expired)).toEqual({ status: 400, message: AUTH_MESSAGES.resetLinkExpired });

    expect(await refusal('never-mailed-token')).toEqual({ status: 400, message: AUTH_MESSAGES.resetLinkUnknown });
  });

  it('refuses a missing or oversized token with the spec message', async () => {
    expect(await refusal('')).toEqual({ status: 400, message: AUTH_MESSAGES.resetLinkMissingOnSubmit });
    expect(await refusal('x'.repeat(201))).toEqual({ status: 400, message: AUTH_MESSAGES.resetLinkUnknown });
  });

  it('is no open door to a signed-in customer either: the link, not the session, is the proof', async () => {
    const owner = await t.account();
    const other = await t.account();
    const token = await mailedToken(owner.email);
    expect(await t.caller(other.token).auth.checkResetLink({ token })).toEqual({ usable: true });
    const guess = await rejection(t.caller(other.token).auth.checkResetLink({ token: 'guessed-token' }));
    expect(guess.message).toBe(AUTH_MESSAGES.resetLinkUnknown);
  });

  it('spends the budget of using a link: guessing tokens by checking is refused as resetting would be', async () => {
    const limited = await makeTestApp({ authRateLimit: true });
    try {
      const check = (token: string) => limited.caller(null, '10.9.8.7').auth.checkResetLink({ token });
      const reset = (token: string) =>
        limited.caller(null, '10.9.8.7').auth.resetPassword({ token, newPassword: 'fresh-password' });
      const { perAddress } = RATE_LIMITS.emailedLink;
      for (let i = 0; i < perAddress - 1; i += 1) await rejection(check(`guess-${i}`));
      expect((await rejection(reset('guess-last'))).code).toBe('BAD_REQUEST');
      expect((await rejection(check('guess-over'))).code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.app.close();
    }
  });
});

describe('admin procedures and routes', () => {
  it('email.outbox: 401 signed out, 403 for a customer, the list for an admin', async () => {
    const customer = await t.account();
    const admin = await t.account({ isAdmin: true });
    await t.caller().auth.forgotPassword({ email: customer.email });
    await t.mailTo(customer.email);

    expect((await rejection(t.caller().email.outbox())).code).toBe('UNAUTHORIZED');
    expect((await rejection(t.caller(customer.token).email.outbox())).code).toBe('FORBIDDEN');
    const outbox = await t.caller(admin.token).email.outbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: customer.email, subject: 'Reset your password', status: 'written' });
  });

  it('GET /api/admin/emails: 401 signed out, 403 for a customer, 200 for an admin', async () => {
    const customer = await t.account();
    const admin = await t.account({ isAdmin: true });
    expect((await t.app.inject({ url: '/api/admin/emails' })).statusCode).toBe(401);
    const forbidden = await t.app.inject({ url: '/api/admin/emails', headers: bearer(customer.token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: AUTH_MESSAGES.adminOnly });
    const ok = await t.app.inject({ url: '/api/admin/emails', headers: bearer(admin.token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ emails: [] });
  });
});

describe('tRPC over WebSocket', () => {
  it('authenticates with the token in connectionParams', async () => {
    const user = await t.account({ email: 'socket@example.com' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wsClient = createWSClient({
      url: `${address.replace('http', 'ws')}/trpc`,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      connectionParams: { token: user.token },
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    try {
      expect(await client.health.ping.query()).toEqual({ status: 'ok' });
      expect(await client.auth.me.query()).toMatchObject({ email: 'socket@example.com' });
    } finally {
      await wsClient.close();
    }
  });
});
