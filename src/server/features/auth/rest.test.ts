import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createUser } from './service';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { NAME_HAS_CONTROL_CHARACTERS } from '../../../shared/schemas/person-name';
import { passwordResetTokens, sessions, users } from '../../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const signup = (payload: unknown) => post('/api/signup', payload);

/** The reset link is mailed after the answer (the answer must not tell known from unknown emails). */
async function resetTokenFromMail(email: string): Promise<string> {
  const mail = await t.mailTo(email, 'Reset your password');
  return new URL(mail.link!).searchParams.get('token')!;
}

describe('POST /api/signup', () => {
  it('creates the account and returns a working token', async () => {
    const res = await signup({ name: 'Dana', email: 'Dana@Example.com', password: 'secret1', order_id: '' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ order_id: null, is_admin: false, token_type: 'bearer' });
    expect(body.access_token).toMatch(/^[a-z2-7]{32}$/);

    const profile = await t.app.inject({ url: '/api/user/profile', headers: bearer(body.access_token) });
    expect(profile.json()).toMatchObject({ email: 'dana@example.com', name: 'Dana', is_admin: false });
  });

  it('refuses an order id that does not exist, and creates no account', async () => {
    const res = await signup({ name: 'Ola', email: 'ola@example.com', password: 'secret1', order_id: 'ord_42' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PAYMENT_MESSAGES.orderNotFound);
    expect(t.app.deps.db.select().from(users).where(eq(users.email, 'ola@example.com')).get()).toBeUndefined();
  });

  it('stores an argon2id hash, never the password', async () => {
    await signup({ name: 'Hash', email: 'hash@example.com', password: 'secret1' });
    const row = t.app.deps.db.select().from(users).where(eq(users.email, 'hash@example.com')).get();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email that exists in any letter case with 400 "already exists"', async () => {
    await signup({ name: 'A', email: 'same@example.com', password: 'secret1' });
    const res = await signup({ name: 'B', email: 'SAME@example.com', password: 'secret2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('already exists');
    expect(t.app.deps.db.select().from(users).all()).toHaveLength(1);
  });

  it.each([
    [{ email: 'x@example.com', password: 'secret1' }, AUTH_MESSAGES.nameRequired],
    [{ name: 'X', password: 'secret1' }, AUTH_MESSAGES.emailRequired],
    [{ name: 'X', email: 'not-an-email', password: 'secret1' }, AUTH_MESSAGES.emailInvalid],
    [{ name: 'X', email: 'x@example.com', password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [{ name: 'X', email: 'x@example.com', password: 12345678 }, AUTH_MESSAGES.passwordRequired],
    [{ name: 'Eve\r\nis_admin: true', email: 'x@example.com', password: 'secret1' }, NAME_HAS_CONTROL_CHARACTERS],
  ])('rejects %j with 422 and the spec message', async (payload, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(message);
    expect(t.app.deps.db.select().from(users).all()).toHaveLength(0);
  });
});

describe('POST /api/login', () => {
  it('returns access_token, is_admin and order_id', async () => {
    const admin = await t.account({ email: 'boss@example.com', isAdmin: true, orderId: 'ord_1' });
    const res = await post('/api/login', { email: 'BOSS@example.com', password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_admin: true, order_id: 'ord_1' });
    expect(res.json().access_token).toBeTruthy();
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await t.account();
    const wrong = await post('/api/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects an empty password with 422', async () => {
    const res = await post('/api/login', { email: 'a@example.com', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(AUTH_MESSAGES.passwordRequired);
  });
});

describe('GET /api/user/profile and POST /api/logout', () => {
  it('answers 401 without a token and with a made-up one', async () => {
    expect((await t.app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/user/profile', headers: bearer('made-up-token') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.notSignedIn });
  });

  it('logout ends the session on the server', async () => {
    const user = await t.account();
    expect((await post('/api/logout', {}, bearer(user.token))).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/user/profile', headers: bearer(user.token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers a known email without waiting for its mail, as fast as an unknown one', async () => {
    let release = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const mailer = { deliver: async () => (await stuck, 'written' as const) };
    const app = await buildApp(testConfig(), { mailer });
    try {
      await createUser(app.deps.db, { email: 'slow-mail@example.com', name: 'Slow', password: 'a-long-password' });
      const answer = app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'slow-mail@example.com' },
      });
      const timedOut = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 2000));
      const res = await Promise.race([answer, timedOut]);
      expect(res).not.toBe('timed out');
      expect((res as Awaited<typeof answer>).json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    } finally {
      release();
      await app.close();
    }
  });

  it('forgot-password answers the same for known and unknown emails, mailing only the known one', async () => {
    const user = await t.account({ email: 'known@example.com' });
    const known = await post('/api/forgot-password', { email: user.email });
    const unknown = await post('/api/forgot-password', { email: 'unknown@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    expect(unknown.json()).toEqual(known.json());
    await t.mailTo('known@example.com');
    expect(t.mail.messages).toHaveLength(1);
    expect(t.mail.messages[0]).toMatchObject({ to: 'known@example.com', subject: 'Reset your password' });
    expect(t.mail.messages[0]!.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  it('stores only a hash of the reset token', async () => {
    const user = await t.account();
    await post('/api/forgot-password', { email: user.email });
    const token = await resetTokenFromMail(user.email);
    const rows = t.app.deps.db.select().from(passwordResetTokens).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toContain(token);
  });

  it('sets the new password once, signs out every session, and refuses the reused link', async () => {
    const user = await t.account();
    await post('/api/forgot-password', { email: user.email });
    const token = await resetTokenFromMail(user.email);

    const res = await post('/api/reset-password', { token, new_password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetSucceeded });
    expect(t.app.deps.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    expect((await post('/api/login', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(401);

    const again = await post('/api/reset-password', { token, new_password: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(AUTH_MESSAGES.resetLinkUsed);
    // The owner is told, as after any new password; once, for the one reset that took.
    await t.mailTo(user.email, 'Your password was changed');
    expect(t.mail.messages.filter((mail) => mail.subject === 'Your password was changed')).toHaveLength(1);
  });

  it('refuses an expired link and leaves the password unchanged', async () => {
    const user = await t.account();
    await post('/api/forgot-password', { email: user.email });
    const token = await resetTokenFromMail(user.email);
    t.app.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .run();

    const res = await post('/api/reset-password', { token, new_password: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(AUTH_MESSAGES.resetLinkExpired);
    expect((await post('/api/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses an unknown token, a missing token and a short password', async () => {
    const unknown = await post('/api/reset-password', { token: 'nope', new_password: 'long-enough' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(AUTH_MESSAGES.resetLinkUnknown);

    const missing = await post('/api/reset-password', { new_password: 'long-enough' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(AUTH_MESSAGES.resetLinkMissingOnSubmit);

    const short = await post('/api/reset-password', { token: 'abc', new_password: '123' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe(AUTH_MESSAGES.resetPasswordTooShort);
  });
});

describe('rate limiting', () => {
  it('blocks login for an email after 10 failures with a clear 429, even with the right password', async () => {
    const user = await t.account();
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const res = await post('/api/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits forgot-password per email', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/forgot-password', { email: 'flood@example.com' })).statusCode).toBe(200);
    }
    expect((await post('/api/forgot-password', { email: 'flood@example.com' })).statusCode).toBe(429);
    expect((await post('/api/forgot-password', { email: 'other@example.com' })).statusCode).toBe(200);
  });

  it('limits signups per IP across different emails', async () => {
    for (let i = 0; i < 30; i += 1) {
      await signup({ name: 'N', email: `n${i}@example.com`, password: 'secret1' });
    }
    const res = await signup({ name: 'N', email: 'fresh@example.com', password: 'secret1' });
    expect(res.statusCode).toBe(429);
  });
});

describe('framework behaviour', () => {
  it('answers unknown /api paths with 404 {"detail": "Not Found"}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found' });
  });

  it('serves /healthz', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy: no inline script but the one allowed by its hash', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'$/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
