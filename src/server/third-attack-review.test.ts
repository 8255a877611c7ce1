import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../tests/fixtures/app';
import { meetingDay } from '../../tests/fixtures/dates';
import { signAgreement } from '../../tests/fixtures/orders';
import { CUSTOMER_MESSAGES } from '../shared/schemas/customer';
import { PAYMENT_MESSAGES } from '../shared/schemas/payment';
import { SCHEDULE_MESSAGES } from '../shared/schedule';
import { meetings, orders, users } from './db/schema';

// The third attack review (2026-12-07). Each hole as the attacker tried it, through the real entry
// points (REST and batched tRPC over HTTP); each test failed on main at 95c82af.

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const rest = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Calls as one batched tRPC request over HTTP, as the app's client does. */
async function batch(token: string, calls: { path: string; input: unknown }[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${calls.map((call) => call.path).join(',')}?batch=1`,
    payload: Object.fromEntries(calls.map((call, index) => [index, call.input])),
    headers: bearer(token),
  });
  return res.json<{ result?: { data: unknown }; error?: { message: string; data: { httpStatus: number } } }[]>();
}

const db = () => t.app.deps.db;
const planOf = (id: number) => db().select().from(users).where(eq(users.id, id)).get()!.plan;
const orderRow = (publicId: string) => db().select().from(orders).where(eq(orders.publicId, publicId)).get()!;
const meetingsOf = (email: string) => db().select().from(meetings).where(eq(meetings.email, email)).all();

/** An upgrade checkout opened over REST, left open in its tab: its order and test session. */
async function openUpgrade(token: string, newPlan: 'pro' | 'elite') {
  const res = await rest('POST', '/api/customer/upgrade-plan', token, { new_plan: newPlan });
  expect(res.statusCode).toBe(200);
  const { order_id: orderId, checkout_url: url } = res.json<{ order_id: string; checkout_url: string }>();
  return { orderId, sessionId: new URL(url, 'http://localhost').searchParams.get('session_id')! };
}

const payAtTestCheckout = (token: string, sessionId: string) =>
  batch(token, [{ path: 'payment.finishTestCheckout', input: { sessionId, outcome: 'succeed' } }]);

async function starterCustomer() {
  const customer = await t.account();
  const [started] = await batch(customer.token, [{ path: 'customer.selectPlan', input: { plan: 'starter' } }]);
  const { orderId, sessionId } = started!.result!.data as { orderId: string; sessionId: string };
  await payAtTestCheckout(customer.token, sessionId);
  await signAgreement(t, { orderId, email: customer.email, token: customer.token });
  expect(planOf(customer.id)).toBe('starter');
  return { customer, planOrder: orderId };
}

describe('1. an upgrade is paid only on the plan it was priced from', () => {
  it('a refund of the plan ends the open upgrade checkout: no Pro for $300', async () => {
    const { customer, planOrder } = await starterCustomer();
    const upgrade = await openUpgrade(customer.token, 'pro');

    const refunded = await rest('POST', '/api/payments/refund', customer.token, { order_id: planOrder });
    expect(refunded.statusCode).toBe(200);
    expect(planOf(customer.id)).toBeNull();

    const [paid] = await payAtTestCheckout(customer.token, upgrade.sessionId);
    expect(paid?.error?.message).toBe(PAYMENT_MESSAGES.checkoutClosed);
    expect(planOf(customer.id)).toBeNull();
    expect(orderRow(upgrade.orderId)).toMatchObject({ status: 'expired', failureReason: 'superseded' });
  });

  it('a refund of an upgrade ends the next upgrade’s open checkout', async () => {
    const { customer } = await starterCustomer();
    const first = await openUpgrade(customer.token, 'pro');
    await payAtTestCheckout(customer.token, first.sessionId);
    const second = await openUpgrade(customer.token, 'elite');

    const refunded = await rest('POST', '/api/payments/refund', customer.token, { order_id: first.orderId });
    expect(refunded.statusCode).toBe(200);
    expect(planOf(customer.id)).toBe('starter');

    const [paid] = await payAtTestCheckout(customer.token, second.sessionId);
    expect(paid?.error?.message).toBe(PAYMENT_MESSAGES.checkoutClosed);
    expect(planOf(customer.id)).toBe('starter');
  });
});

describe('2. a held time replaces only a booking its booker may move', () => {
  const guest = 'guest@example.test';
  const date = meetingDay();
  const guestBooks = async () => {
    const booked = await rest('POST', '/api/zoom/book', null, {
      user_email: guest,
      user_name: 'Real Guest',
      meeting_date: date,
      meeting_time: '12:00',
    });
    expect(booked.statusCode).toBe(200);
  };
  const liveBookings = () =>
    meetingsOf(guest)
      .filter((meeting) => meeting.status === 'booked')
      .map(({ name, time }) => ({ name, time }));

  it('an unconfirmed account under a guest’s address cannot cancel the guest’s booking by confirming a hold', async () => {
    await guestBooks();
    const attacker = await t.account({ email: guest, name: 'Attacker', emailVerified: false });
    const [started] = await batch(attacker.token, [{ path: 'customer.selectPlan', input: { plan: 'starter' } }]);
    const { orderId, sessionId } = started!.result!.data as { orderId: string; sessionId: string };
    await payAtTestCheckout(attacker.token, sessionId);
    const held = await rest('POST', '/api/timeslots/reserve', attacker.token, {
      booking_date: date,
      booking_time: '16:00',
      customer_email: guest,
      customer_name: 'Attacker',
    });
    expect(held.statusCode).toBe(200);

    const confirmed = await rest('POST', `/api/timeslots/confirm/${held.json().slot_id}`, attacker.token, {
      payment_id: orderId,
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().detail).toBe(SCHEDULE_MESSAGES.alreadyBooked);
    expect(liveBookings()).toEqual([{ name: 'Real Guest', time: '12:00' }]);
  });

  it('nor by paying a plan with the hold: the payment stands and the guest’s booking stays', async () => {
    await guestBooks();
    const attacker = await t.account({ email: guest, name: 'Attacker', emailVerified: false });
    const [held] = await batch(attacker.token, [
      { path: 'schedule.hold', input: { date, time: '16:00', email: guest, name: 'Attacker' } },
    ]);
    const { slotId } = held!.result!.data as { slotId: string };
    const [started] = await batch(attacker.token, [
      {
        path: 'payment.process',
        input: { plan: 'starter', customerEmail: guest, customerName: 'Attacker', meetingSlotId: slotId },
      },
    ]);
    const { sessionId } = started!.result!.data as { sessionId: string };
    const [paid] = await payAtTestCheckout(attacker.token, sessionId);
    expect(paid?.error).toBeUndefined();

    expect(planOf(attacker.id)).toBe('starter');
    expect(liveBookings()).toEqual([{ name: 'Real Guest', time: '12:00' }]);
  });
});

describe('3. a long text cannot hold the server', () => {
  // A pattern that can split a run of characters many ways takes time growing with the square of
  // its length: 300,000 digits were minutes of a blocked server. Each of these answers at once.
  it('a count of 300,000 digits, from any signed-in account', { timeout: 5_000 }, async () => {
    const account = await t.account({ emailVerified: false });
    const res = await rest('POST', '/api/customer/request-extra-pages', account.token, {
      page_count: `${'1'.repeat(300_000)}x`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(CUSTOMER_MESSAGES.pagesRange);
  });

  it('a social link of 300,000 characters, from an admin of social links', { timeout: 5_000 }, async () => {
    const admin = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['social'] });
    const [added] = await batch(admin.token, [
      { path: 'admin.addSocialLink', input: { platform: 'instagram', url: `https://${'a.'.repeat(150_000)} x` } },
    ]);
    expect(added?.error?.data.httpStatus).toBe(400);
  });
});

describe('4. an upload refused for who sends it is refused before its bytes arrive', () => {
  /**
   * Starts a 10 MB upload over a real socket and sends only its first bytes: the answer, or
   * 'no answer' when the server waits for the rest (it read every upload whole before checking).
   */
  async function startLargeUpload(url: string, fields: Record<string, string>, field: string, token?: string) {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = '----early-refusal';
    const head = [
      ...Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.pdf"\r\n`,
      'Content-Type: application/pdf\r\n\r\n',
    ].join('');
    const request = http.request(`${address}${url}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(Buffer.byteLength(head) + 10_000_000),
        ...(token ? bearer(token) : {}),
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.alloc(64 * 1024));
    const answer = await Promise.race([
      new Promise<number>((resolve) => request.on('response', (res) => resolve(res.statusCode ?? 0))),
      new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 2_000)),
    ]);
    request.destroy();
    return answer;
  }

  it('a customer without a plan, on the dashboard’s upload', async () => {
    const account = await t.account({ emailVerified: false });
    expect(await startLargeUpload('/api/customer/upload-files', {}, 'files', account.token)).toBe(403);
  });

  it('a stranger naming an order that is not theirs, on the order page’s upload', async () => {
    const fields = { order_id: 'ord_made_up', customer_email: 'someone@example.test', checkout_secret: 'x'.repeat(43) };
    expect(await startLargeUpload('/api/files/upload', fields, 'file')).toBe(404);
  });
});

describe('5. the studio’s mail carries no stranger’s words to an address nobody proved', () => {
  it('a visitor’s chat under someone else’s address gets no copy by email', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/trpc/chat.start?batch=1',
      payload: { 0: { name: 'Goldline Studio Billing', email: 'victim@example.org' } },
    });
    const { session, visitorToken } = started.json()[0].result.data as {
      session: { id: number };
      visitorToken: string;
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/chat.send,chat.emailTranscript?batch=1',
      payload: {
        0: { sessionId: session.id, visitorToken, message: 'Your payment failed: pay at https://evil.test/pay' },
        1: { sessionId: session.id, visitorToken },
      },
    });
    const [, emailed] = res.json<{ error?: { data: { httpStatus: number } } }[]>();
    expect(emailed?.error?.data.httpStatus).toBe(403);
    expect(t.mail.messages.filter((mail) => mail.to === 'victim@example.org')).toEqual([]);
  });
});
