import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appWithOwner } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { multipart } from '../../../../tests/fixtures/multipart';
import { buyWithTestCheckout, signAgreement } from '../../../../tests/fixtures/orders';
import { CHAT_ANSWER_WITHIN_MS } from '../../../shared/chat';
import { EMAIL_VERIFICATION_TTL_MS, RATE_LIMITS } from '../../../shared/rules';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { customerMessages, orders, users } from '../../db/schema';
import { escalateUnanswered } from '../chat/service';

// Issue 18 §7: an address proves nothing until its owner clicks the link we sent to it. Someone
// who signs up with another person's address sees nothing that person did while signed out.

const VICTIM = 'victim@example.test';

let t: TestApp;
let owner: TestAccount;
beforeEach(async () => {
  ({ t, owner } = await appWithOwner({ adminLevel: 'super_admin' }));
});
afterEach(async () => {
  vi.useRealTimers();
  await t.app.close();
});

const signUp = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { name: 'Someone', email, password: 'a-long-password' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
};
const dashboard = async (token: string) =>
  (await t.app.inject({ url: '/api/customer/dashboard', headers: bearer(token) })).json();
const verificationToken = (email: string) => {
  const mail = t.mail.messages
    .filter((message) => message.to === email && message.subject === 'Confirm your email address')
    .at(-1);
  expect(mail?.link).toBeTruthy();
  return new URL(mail!.link!).searchParams.get('token')!;
};

/**
 * What the real owner of VICTIM did while signed out: a live chat nobody answered (then answered by email from the
 * inbox), and a paid order with a file.
 */
async function victimActsSignedOut() {
  const visitor = t.caller(null, '198.51.100.20');
  const { session, visitorToken } = await visitor.chat.start({ name: 'Vera Victim', email: VICTIM });
  await visitor.chat.send({
    sessionId: session.id,
    visitorToken,
    message: 'My budget is 4,000 and my home address is 1 Secret Lane.',
  });
  await escalateUnanswered(t.app.deps, Date.now() + CHAT_ANSWER_WITHIN_MS + 1000);
  const inbox = t.app.deps.db.select().from(customerMessages).where(eq(customerMessages.email, VICTIM)).get()!;
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/admin/messages/reply',
    headers: bearer(owner.token),
    payload: {
      message_id: inbox.id,
      customer_email: VICTIM,
      subject: 'Your quote',
      message: 'Vera, the quote for 1 Secret Lane is ready.',
    },
  });
  expect(reply.statusCode).toBe(200);
  const { orderId, checkoutSecret } = await buyWithTestCheckout(t, { email: VICTIM, name: 'Vera Victim' });
  await signAgreement(t, { orderId, email: VICTIM, signature: 'Vera Victim', checkoutSecret });
  const upload = multipart({ order_id: orderId, customer_email: VICTIM, checkout_secret: checkoutSecret! }, [
    { field: 'file', filename: 'floor-plan.pdf', content: '%PDF-1.4 secret' },
  ]);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: upload.payload, headers: upload.headers }))
      .statusCode,
  ).toBe(200);
}

describe('an account whose address is not proven', () => {
  it('sees nothing done earlier under its address, until the link from the email proves it', async () => {
    await victimActsSignedOut();
    const mallory = await signUp(VICTIM);

    const before = await dashboard(mallory);
    expect(before.messages).toEqual([]);
    expect(before.files).toEqual([]);
    expect(t.app.deps.db.select().from(users).where(eq(users.email, VICTIM)).get()?.plan).toBeNull();
    expect(JSON.stringify(before)).not.toContain('Secret Lane');
    const download = await t.app.inject({
      url: '/api/customer/files/floor-plan.pdf/download',
      headers: bearer(mallory),
    });
    expect(download.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/user/profile', headers: bearer(mallory) })).json()).toMatchObject({
      email: VICTIM,
      email_verified: false,
    });

    // Only the owner of the mailbox has the link.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: verificationToken(VICTIM) },
    });
    expect(verified.json()).toEqual({ message: AUTH_MESSAGES.emailVerified });
    const after = await dashboard(mallory);
    expect(after.messages.map((m: { message: string }) => m.message)).toEqual([
      expect.stringContaining('Secret Lane'),
      'Vera, the quote for 1 Secret Lane is ready.',
    ]);
    expect(after.files.map((f: { filename: string }) => f.filename)).toEqual(['floor-plan.pdf']);
    // The plan bought under the address signed out is the proven account's now.
    expect(t.app.deps.db.select().from(users).where(eq(users.email, VICTIM)).get()?.plan).toBe('pro');
    expect(
      (await t.app.inject({ url: '/api/customer/files/floor-plan.pdf/download', headers: bearer(mallory) })).statusCode,
    ).toBe(200);
  });

  it('cannot refund a guest order placed under its address', async () => {
    const { orderId } = await buyWithTestCheckout(t, { email: VICTIM, name: 'Vera Victim' });
    const mallory = await signUp(VICTIM);
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      headers: bearer(mallory),
      payload: { order_id: orderId },
    });
    expect(refund.statusCode).toBe(404);
    expect(t.app.deps.db.select().from(orders).where(eq(orders.publicId, orderId)).get()?.status).toBe('paid');
    await t.caller(null).auth.verifyEmail({ token: verificationToken(VICTIM) });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/refund',
          headers: bearer(mallory),
          payload: { order_id: orderId },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('does not take what a visitor does under its address after it signed up', async () => {
    const mallory = await signUp(VICTIM);
    await victimActsSignedOut();
    const seen = await dashboard(mallory);
    expect(JSON.stringify(seen)).not.toContain('Secret Lane');
    expect(seen.files).toEqual([]);
    expect(seen.notifications).toEqual([]);
  });

  it('keeps everything it made itself', async () => {
    const token = await signUp('new@example.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/customer/send-message',
      headers: bearer(token),
      payload: { message: 'Hello from my new account' },
    });
    expect((await dashboard(token)).messages).toEqual([
      expect.objectContaining({ message: 'Hello from my new account' }),
    ]);
  });
});

describe('the confirmation link', () => {
  it('is emailed at sign-up, works once and tells a used, unknown or expired link apart', async () => {
    const token = await signUp('dana@example.test');
    const link = verificationToken('dana@example.test');
    expect((await t.caller(token).auth.me())?.emailVerified).toBe(false);
    await expect(t.caller(null).auth.verifyEmail({ token: 'not-a-token' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: AUTH_MESSAGES.verifyLinkUnknown,
    });
    expect(await t.caller(null).auth.verifyEmail({ token: link })).toEqual({ message: AUTH_MESSAGES.emailVerified });
    expect((await t.caller(token).auth.me())?.emailVerified).toBe(true);
    expect(await t.caller(null).auth.verifyEmail({ token: link })).toEqual({
      message: AUTH_MESSAGES.emailAlreadyVerified,
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    await signUp('late@example.test');
    const late = verificationToken('late@example.test');
    vi.advanceTimersByTime(EMAIL_VERIFICATION_TTL_MS + 1000);
    await expect(t.caller(null).auth.verifyEmail({ token: late })).rejects.toMatchObject({
      message: AUTH_MESSAGES.verifyLinkExpired,
    });
    expect(
      t.app.deps.db.select().from(users).where(eq(users.email, 'late@example.test')).get()?.emailVerifiedAt,
    ).toBeNull();
  });

  it('can be sent again, a few times an hour, and not once the address is proven', async () => {
    const token = await signUp('resend@example.test');
    const resend = () => t.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: bearer(token) });
    // The caller's own address is counted per account (a stranger naming it cannot use it up).
    for (let i = 0; i < RATE_LIMITS.verifyEmail.perAccount; i += 1)
      expect((await resend()).json()).toEqual({
        message: AUTH_MESSAGES.verificationSent('resend@example.test'),
        sent: true,
      });
    expect((await resend()).statusCode).toBe(429);
    await t.caller(null).auth.verifyEmail({ token: verificationToken('resend@example.test') });
    // Every attempt counts before anything is checked, so the next one waits for the window to pass.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.advanceTimersByTime(RATE_LIMITS.verifyEmail.windowMs + 1000);
    expect(await t.caller(token).auth.resendVerification()).toEqual({
      message: AUTH_MESSAGES.emailAlreadyVerified,
      sent: false,
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/user/resend-verification' })).statusCode).toBe(401);
  });

  it('is not needed after a password reset, whose link proves the address as well', async () => {
    const token = await signUp('forgetful@example.test');
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'forgetful@example.test' } });
    const reset = await t.mailTo('forgetful@example.test', 'Reset your password');
    const resetToken = new URL(reset.link!).searchParams.get('token')!;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          payload: { token: resetToken, new_password: 'another-long-password' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.caller(token).auth.me()).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'forgetful@example.test', password: 'another-long-password' },
    });
    expect(
      (await t.app.inject({ url: '/api/user/profile', headers: bearer(login.json().access_token) })).json(),
    ).toMatchObject({ email_verified: true });
  });

  it('is not asked of accounts the team makes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/create',
      headers: bearer(owner.token),
      payload: { email: 'walk-in@example.test', name: 'Walk In', password: 'walk-in-password', plan: 'pro' },
    });
    expect(created.statusCode).toBe(200);
    expect(
      t.app.deps.db.select().from(users).where(eq(users.email, 'walk-in@example.test')).get()?.emailVerifiedAt,
    ).toBeInstanceOf(Date);
  });
});
