import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { bearer, makeTestApp, type TestApp } from '../../tests/fixtures/app';
import { meetingDay } from '../../tests/fixtures/dates';
import { multipart } from '../../tests/fixtures/multipart';
import { contracts, meetings, orders, passwordResetTokens } from './db/schema';

// Issue 33: the second attack review. Each hole as the attacker tried it, through the real entry
// points (REST, batched tRPC over HTTP, the WebSocket); each test failed on the main of 2026-11-27.

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ authRateLimit: true });
});
afterEach(async () => {
  await t.app.close();
});

const STRANGER = '198.51.100.66';
const rest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers, remoteAddress: STRANGER, ...(payload ? { payload } : {}) });

/** Calls as one batched tRPC request over HTTP, as the app's client does. */
async function batch(calls: { path: string; input: unknown }[], headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${calls.map((call) => call.path).join(',')}?batch=1`,
    payload: Object.fromEntries(calls.map((call, index) => [index, call.input])),
    headers,
    remoteAddress: STRANGER,
  });
  return {
    res,
    results: res.json<{ result?: { data: unknown }; error?: { message: string; data: { httpStatus: number } } }[]>(),
  };
}

const meetingsOf = (email: string) => t.app.deps.db.select().from(meetings).where(eq(meetings.email, email)).all();
const bookedOf = (email: string) => meetingsOf(email).filter((meeting) => meeting.status === 'booked');

/** A customer who bought Pro through the test checkout while signed in: an account's order. */
async function paidCustomer(email = 'victim@example.test') {
  const account = await t.account({ email, name: 'Vera Victim' });
  const caller = t.caller(account.token);
  const started = await caller.payment.process({
    plan: 'pro',
    customerEmail: email,
    customerName: 'Vera Victim',
    returnTo: 'wizard',
  });
  if (started.status !== 'checkout') throw new Error('expected a checkout');
  await caller.payment.finishTestCheckout({ sessionId: started.sessionId, outcome: 'succeed' });
  return { account, orderId: started.orderId, sessionId: started.sessionId };
}

describe('1. a hold becomes a booking only with proof', () => {
  it('a signed-out stranger cannot confirm a hold into a booking, over REST or batched tRPC', async () => {
    const date = meetingDay();
    const held = await rest('POST', '/api/timeslots/reserve', {
      booking_date: date,
      booking_time: '13:00',
      customer_email: 'target@example.test',
      customer_name: 'Target',
    });
    expect(held.statusCode).toBe(200);
    const confirmed = await rest('POST', `/api/timeslots/confirm/${held.json().slot_id}`, {});
    expect(confirmed.statusCode).toBe(401);

    const second = await rest('POST', '/api/timeslots/reserve', {
      booking_date: date,
      booking_time: '14:00',
      customer_email: 'target@example.test',
    });
    const { results } = await batch([{ path: 'schedule.confirm', input: { slotId: second.json().slot_id } }]);
    expect(results[0]?.error?.data.httpStatus).toBe(401);
    expect(bookedOf('target@example.test')).toEqual([]);
  });

  it('cannot plant a booking into a customer dashboard, nor break the owner’s manage link', async () => {
    const victim = await t.account({ email: 'owner@example.test', name: 'Olive Owner' });
    const date = meetingDay();
    await t.caller(victim.token).schedule.book({ date, time: '15:00', name: 'Olive Owner', email: victim.email });
    const attacker = await t.account({ email: 'mallory@example.test', plan: 'pro' });
    const held = await rest('POST', '/api/timeslots/reserve', {
      booking_date: date,
      booking_time: '16:00',
      customer_email: victim.email,
    });
    const confirmed = await rest(
      'POST',
      `/api/timeslots/confirm/${held.json().slot_id}`,
      { payment_id: 'contract-only' },
      bearer(attacker.token),
    );
    expect(confirmed.statusCode).toBe(403);
    expect(bookedOf(victim.email).map((meeting) => meeting.time)).toEqual(['15:00']);
  });

  it('the account a hold is for confirms it with its paid order, replacing its earlier booking', async () => {
    const { account, orderId } = await paidCustomer('payer@example.test');
    const date = meetingDay();
    await t.caller(account.token).schedule.book({ date, time: '12:00', name: 'Vera Victim', email: account.email });
    const hold = await t.caller(account.token).schedule.hold({ date, time: '17:00', email: account.email });
    const res = await rest(
      'POST',
      `/api/timeslots/confirm/${hold.slotId}`,
      { payment_id: orderId },
      bearer(account.token),
    );
    expect(res.statusCode).toBe(200);
    expect(bookedOf(account.email).map((meeting) => meeting.time)).toEqual(['17:00']);
  });

  it('an account without a plan or a paid order cannot confirm its own hold', async () => {
    const visitor = await t.account({ email: 'noplan@example.test' });
    const hold = await t
      .caller(visitor.token)
      .schedule.hold({ date: meetingDay(), time: '18:00', email: visitor.email });
    const res = await rest('POST', `/api/timeslots/confirm/${hold.slotId}`, {}, bearer(visitor.token));
    expect(res.statusCode).toBe(403);
    expect(bookedOf(visitor.email)).toEqual([]);
  });
});

describe('2. an agreement is signed, read and downloaded only by its buyer', () => {
  it('refuses the order id and email alone on every door of an account’s order', async () => {
    const { account, orderId } = await paidCustomer();
    const sign = await rest('POST', '/api/contracts/sign', {
      order_id: orderId,
      customer_email: account.email,
      signature: 'Mallory',
    });
    expect([401, 403, 404]).toContain(sign.statusCode);
    const { results } = await batch([
      { path: 'booking.signContract', input: { orderId, customerEmail: account.email, signature: 'Mallory' } },
      { path: 'payment.sendReceipt', input: { orderId } },
    ]);
    const queries = await rest(
      'GET',
      `/trpc/payment.status,booking.contract?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { orderId }, 1: { orderId } }))}`,
    );
    for (const result of [...results, ...queries.json<typeof results>()])
      expect([401, 403, 404]).toContain(result.error?.data.httpStatus);
    expect((await rest('GET', `/api/payments/order-details/${orderId}`)).statusCode).toBe(404);
    const upload = multipart({ order_id: orderId, customer_email: account.email }, [
      { field: 'file', filename: 'x.txt', content: 'planted' },
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/files/upload', remoteAddress: STRANGER, ...upload })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const book = await rest('POST', '/api/book', {
      plan: 'pro',
      order_id: orderId,
      name: 'Mallory',
      email: account.email,
      business_name: 'Forged Inc',
      start_date: '2099-01-05',
      signature: 'Mallory',
      agreed: true,
    });
    expect(book.statusCode).toBe(404);
    expect(t.app.deps.db.select().from(contracts).all()).toEqual([]);

    const own = await rest('POST', '/api/contract/sign', { signature: 'Vera Victim' }, bearer(account.token));
    expect(own.statusCode).toBe(200);
    expect((await rest('GET', `/api/orders/${orderId}/contract.pdf`)).statusCode).toBe(404);
    expect(
      (await rest('GET', `/api/orders/${orderId}/contract.pdf`, undefined, bearer(account.token))).statusCode,
    ).toBe(200);
  });

  it('a guest order opens with the secret its checkout returned, never without it', async () => {
    const started = await rest('POST', '/api/payment/process', {
      plan: 'starter',
      customer_name: 'Gus Guest',
      customer_email: 'gus@example.test',
    });
    const { order_id: orderId, session_id: sessionId, checkout_secret: secret } = started.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await expect(t.caller().payment.finishTestCheckout({ sessionId, outcome: 'succeed' })).rejects.toThrow();
    await t.caller().payment.finishTestCheckout({ sessionId, outcome: 'succeed', checkoutSecret: secret });
    expect((await rest('GET', `/api/payments/order-details/${orderId}`)).statusCode).toBe(404);
    const details = await rest('GET', `/api/payments/order-details/${orderId}?checkout_secret=${secret}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().customer_email).toBe('gus@example.test');
    const signed = await rest('POST', '/api/contracts/sign', {
      order_id: orderId,
      customer_email: 'gus@example.test',
      signature: 'Gus Guest',
      checkout_secret: secret,
    });
    expect(signed.statusCode).toBe(200);
    // The receipt carries the way back to the order page, to the buyer's address only.
    const receipt = await t.mailTo('gus@example.test');
    expect(receipt.text).toContain(`checkout_secret=${secret}`);
    // So does the request to sign again after a voided signature: the guest has no dashboard.
    const payments = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['payments'] });
    const voided = await rest(
      'POST',
      `/api/admin/contracts/${orderId}/void`,
      { reason: 'Signed in the wrong name' },
      bearer(payments.token),
    );
    expect(voided.statusCode).toBe(200);
    const signAgain = await t.mailTo('gus@example.test', 'Please sign your service agreement again');
    expect(signAgain.text).toContain(`/file-upload-contract?order_id=${orderId}&checkout_secret=${secret}`);
    // The order page no longer counts the voided signature as the agreement.
    const afterVoid = (await rest('GET', `/api/payments/order-details/${orderId}?checkout_secret=${secret}`)).json();
    expect([afterVoid.contract_signed, afterVoid.contract]).toEqual([false, null]);
  });

  it('tells only admins of payments about a new order; one of them voids a signature and the buyer signs again', async () => {
    const payments = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['payments'] });
    const none = await t.account({
      isAdmin: true,
      adminLevel: 'standard',
      permissions: [],
      email: 'none@example.test',
    });
    const { account, orderId } = await paidCustomer();
    expect(t.mail.messages.some((m) => m.to === payments.email && m.subject.startsWith('New order'))).toBe(true);
    expect(t.mail.messages.some((m) => m.to === none.email && m.subject.startsWith('New order'))).toBe(false);

    await t.caller(account.token).booking.signMyAgreement({ signature: 'Mallory Typed This', agreed: true });
    const refused = await rest(
      'POST',
      `/api/admin/contracts/${orderId}/void`,
      { reason: 'Signed by someone else' },
      bearer(none.token),
    );
    expect(refused.statusCode).toBe(403);
    const voided = await rest(
      'POST',
      `/api/admin/contracts/${orderId}/void`,
      { reason: 'Signed by someone else' },
      bearer(payments.token),
    );
    expect(voided.statusCode).toBe(200);
    const signAgain = await t.mailTo(account.email, 'Please sign your service agreement again');
    expect(signAgain.text).toContain('Signed by someone else');
    expect(signAgain.text).toContain('/dashboard');
    expect(signAgain.text).not.toContain('checkout_secret');
    const resigned = await t.caller(account.token).booking.signMyAgreement({ signature: 'Vera Victim', agreed: true });
    expect(resigned.signature).toBe('Vera Victim');
    const rows = t.app.deps.db.select().from(contracts).all();
    expect(rows.map((row) => [row.signature, row.voidReason])).toEqual([
      ['Mallory Typed This', 'Signed by someone else'],
      ['Vera Victim', null],
    ]);
  });
});

describe('3. WebSocket frames', () => {
  it('closes a socket that sends a frame over the limit, before reading it', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/trpc`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(1024 * 1024));
    expect(await closed).toBe(1009);
  });
});

describe('4. batches', () => {
  it('closes a socket whose one message carries more than 20 calls, and answers 20', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async () => {
      const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/trpc`);
      await new Promise((resolve) => socket.once('open', resolve));
      return socket;
    };
    const calls = (count: number) =>
      JSON.stringify(
        Array.from({ length: count }, (_, id) => ({ id, method: 'query', params: { path: 'health.ping', input: {} } })),
      );
    const within = await open();
    const answers: unknown[] = [];
    within.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString())));
    within.send(calls(20));
    await vi.waitFor(() => expect(answers).toHaveLength(20));
    within.close();

    const over = await open();
    const closed = new Promise<number>((resolve) => over.once('close', (code) => resolve(code)));
    const answered: unknown[] = [];
    over.on('message', (data: Buffer) => answered.push(data));
    over.send(calls(21));
    expect(await closed).toBe(1008);
    expect(answered).toEqual([]);
  });
});

describe('4. mail floods', () => {
  it('refuses a batch of hundreds of calls in one request', async () => {
    const paths = Array.from({ length: 300 }, () => 'content.pricing').join(',');
    const input = encodeURIComponent(JSON.stringify({}));
    const res = await rest('GET', `/trpc/${paths}?batch=1&input=${input}`);
    expect(res.statusCode).toBe(400);
    const within = Array.from({ length: 20 }, () => 'content.pricing').join(',');
    expect((await rest('GET', `/trpc/${within}?batch=1&input=${input}`)).statusCode).toBe(200);
  });

  it('limits customer messages and sends each admin one email, then a digest, not one per message', async () => {
    const admin = await t.account({ isAdmin: true, email: 'boss@example.test' });
    const customer = await t.account({ email: 'chatty@example.test', emailVerified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await rest('POST', '/api/customer/send-message', { message: `Message ${i}` }, bearer(customer.token));
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const toAdmin = t.mail.messages.filter((message) => message.to === admin.email);
    expect(toAdmin.length).toBeLessThanOrEqual(2);
  });
});

describe('5. charges in someone else’s name', () => {
  it('limits anonymous checkouts, and a stranger’s pending charge neither shows in Billing nor blocks the buyer', async () => {
    const buyer = await t.account({ email: 'buyer@example.test' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await rest('POST', '/api/payment/process', {
        plan: 'elite',
        customer_name: 'Not Buyer',
        customer_email: buyer.email,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
    expect(await t.caller(buyer.token).payment.billing()).toEqual([]);
    const revenue = await t.caller((await t.account({ isAdmin: true })).token).admin.revenue();
    expect(revenue.totals.outstandingCents).toBe(0);
    const own = await t.caller(buyer.token).payment.process({
      plan: 'elite',
      customerEmail: buyer.email,
      customerName: 'Real Buyer',
    });
    expect(own.status).toBe('checkout');
  });
});

describe('6. old reset links', () => {
  it('a reset, a password change or an admin-set password voids every outstanding reset link', async () => {
    const user = await t.account({ email: 'resetme@example.test' });
    const links: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await t.caller().auth.forgotPassword({ email: user.email });
      await t.mailTo(user.email, 'Reset your password');
      const mail = t.mail.messages.filter((m) => m.subject === 'Reset your password').at(-1)!;
      links.push(new URL(mail.link!).searchParams.get('token')!);
    }
    await t.caller().auth.resetPassword({ token: links[2]!, newPassword: 'brand-new-pass' });
    for (const token of links.slice(0, 2))
      await expect(t.caller().auth.resetPassword({ token, newPassword: 'attacker-pass' })).rejects.toThrow();

    await t.caller().auth.forgotPassword({ email: user.email });
    await t.mailTo(user.email, 'Reset your password');
    const signedIn = await t.caller().auth.login({ email: user.email, password: 'brand-new-pass' });
    await t.caller(signedIn.token).auth.changePassword({
      currentPassword: 'brand-new-pass',
      newPassword: 'second-new-pass',
    });
    const admin = await t.account({ isAdmin: true });
    await t.caller().auth.forgotPassword({ email: user.email });
    await t.mailTo(user.email, 'Reset your password');
    await t.caller(admin.token).admin.updateUser({ userEmail: user.email, newPassword: 'admin-set-pass' });
    const live = t.app.deps.db
      .select()
      .from(passwordResetTokens)
      .all()
      .filter((row) => row.usedAt === null && row.expiresAt.getTime() > Date.now());
    expect(live).toEqual([]);
  });
});

describe('7. CSV formulas behind a separator', () => {
  it('quotes every field and neutralises formula starts after any separator', async () => {
    const admin = await t.account({ isAdmin: true });
    await t
      .caller()
      .payment.process({ plan: 'pro', customerEmail: 'acme@example.test', customerName: 'Acme;=1+1;@SUM(9)' });
    const csv = (await rest('GET', '/api/admin/charges.csv', undefined, bearer(admin.token))).body;
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`"Acme;'=1+1;'@SUM(9)"`);
    expect(row.split(',').every((field) => field.startsWith('"') && field.endsWith('"'))).toBe(true);
  });
});

describe('8. a stranger cannot kill a manage link', () => {
  it('refuses an anonymous resend, and the owner’s link keeps working', async () => {
    const date = meetingDay();
    await t.caller().schedule.book({ date, time: '19:00', name: 'Guest Owner', email: 'guest-owner@example.test' });
    const details = await t.mailTo('guest-owner@example.test');
    const token = new URL(details.link!).searchParams.get('manage')!;
    const resend = await rest('POST', '/api/emails/send-zoom-details', {
      customer_email: 'guest-owner@example.test',
      meeting_date: date,
      meeting_time: '19:00',
    });
    expect(resend.statusCode).toBe(401);
    const managed = await t.caller().schedule.managed({ token });
    expect(managed.time).toBe('19:00');
  });
});

describe('9. contract PDFs', () => {
  it('renders a signed agreement once, stores it, and limits downloads per address', async () => {
    const { account, orderId } = await paidCustomer();
    await t.caller(account.token).booking.signMyAgreement({ signature: 'Vera Victim', agreed: true });
    const first = await rest('GET', `/api/orders/${orderId}/contract.pdf`, undefined, bearer(account.token));
    expect(first.statusCode).toBe(200);
    const stored = t.app.deps.db.select().from(contracts).get()!;
    expect(stored.pdfStoredName).toMatch(/\S/);
    // Later downloads are the stored copy, not a new rendering.
    const { storage } = t.app.deps;
    const read = storage.read.bind(storage);
    storage.read = async (name) => (name === stored.pdfStoredName ? Buffer.from('%PDF the stored copy') : read(name));
    const again = await rest('GET', `/api/orders/${orderId}/contract.pdf`, undefined, bearer(account.token));
    expect(again.body).toBe('%PDF the stored copy');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push(
        (await rest('GET', `/api/orders/${orderId}/contract.pdf`, undefined, bearer(account.token))).statusCode,
      );
    expect(statuses).toContain(429);
    expect(t.app.deps.db.select().from(orders).all()).toHaveLength(1);
  });
});
