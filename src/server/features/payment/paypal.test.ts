import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { startFakePayPal, type FakePayPal } from '../../../../tests/fixtures/fake-paypal';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { testConfig } from '../../config';
import { orders, projects, users } from '../../db/schema';

// The PayPal path end to end: our Orders v2 client talks to a local fake of PayPal's REST API.

const ADMIN_EMAIL = 'owner@agency.test';
const PUBLIC_URL = 'http://localhost:3000';

let fake: FakePayPal;
let t: TestApp;

beforeEach(async () => {
  fake = await startFakePayPal({ clientId: 'paypal-client', clientSecret: 'paypal-secret' });
  t = await makeTestApp({
    paypal: { clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url },
    publicUrl: PUBLIC_URL,
    mail: { ...testConfig().mail, adminNotifyEmail: ADMIN_EMAIL },
  });
});
afterEach(async () => {
  await t.app.close();
  await fake.close();
});

async function buyPro(headers: Record<string, string> = {}, email = 'pat@example.test') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/process',
    payload: { plan: 'pro', amount: 1, payment_method: 'paypal', customer_name: 'Pat Payer', customer_email: email },
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ checkout_url: string; order_id: string; session_id: string; checkout_secret: string | null }>();
}

const orderRow = (publicId: string) => t.app.deps.db.select().from(orders).where(eq(orders.publicId, publicId)).get()!;
const userRow = (id: number) => t.app.deps.db.select().from(users).where(eq(users.id, id)).get()!;
const returnFrom = (orderId: string, token: string) =>
  t.app.inject({ url: `/api/payments/paypal/return?order_id=${orderId}&token=${token}` });
/** The return pages' poll, with the buyer's proof: a guest order's checkout secret, or the account's session. */
const poll = (sessionId: string, proof: { secret?: string | null; token?: string } = {}) =>
  t.app.inject({
    url: `/api/payments/stripe/status/${sessionId}${proof.secret ? `?checkout_secret=${proof.secret}` : ''}`,
    headers: proof.token ? bearer(proof.token) : {},
  });
const calls = (method: string, suffix: string) =>
  fake.requests.filter((request) => request.method === method && request.path.endsWith(suffix));

describe('POST /api/payment/process with PayPal', () => {
  it('creates a PayPal order at the server price and sends the buyer to its payer-action link', async () => {
    const body = await buyPro();
    // Placed signed out: the answer carries the checkout secret that proves its buyer from now on.
    expect(body.checkout_secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const paypalOrder = fake.orders.get(body.session_id);
    expect(paypalOrder).toBeDefined();
    expect(body.checkout_url).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${body.session_id}`);

    expect(paypalOrder!.intent).toBe('CAPTURE');
    expect(paypalOrder!.request).toMatchObject({
      reference_id: body.order_id,
      custom_id: body.order_id,
      amount: { currency_code: 'USD', value: '900.00' },
    });
    expect(paypalOrder!.experienceContext).toMatchObject({
      return_url: `${PUBLIC_URL}/api/payments/paypal/return?order_id=${body.order_id}`,
      cancel_url: `${PUBLIC_URL}/payment-cancelled?order_id=${body.order_id}&checkout_secret=${body.checkout_secret}`,
    });

    const [token] = calls('POST', '/v1/oauth2/token');
    expect(token?.status).toBe(200);
    const [create] = calls('POST', '/v2/checkout/orders');
    expect(create).toMatchObject({ status: 201, requestId: `checkout-${body.order_id}` });
    expect(create!.headers.authorization).toBe(`Bearer ${fake.tokens[0]}`);

    expect(orderRow(body.order_id)).toMatchObject({
      status: 'pending',
      provider: 'paypal',
      paymentMethod: 'paypal',
      providerRef: body.session_id,
      amountCents: 90000,
    });
  });

  it('answers 503 with the spec message when PayPal is down, and records the order as failed', async () => {
    fake.failNext(500);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/process',
      payload: { plan: 'pro', payment_method: 'paypal', customer_name: 'P', customer_email: 'p@example.test' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.serviceUnavailable });
    expect(fake.orders.size).toBe(0);
    expect(t.app.deps.db.select().from(orders).all()).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'checkout_unavailable' }),
    ]);
  });
});

describe('GET /api/payments/paypal/return', () => {
  it('captures an approved order, fulfils it once and redirects to the success page', async () => {
    const buyer = await t.account({ email: 'pat@example.test' });
    const { order_id, session_id, checkout_secret } = await buyPro(bearer(buyer.token));
    // An account's order: its owner's session is the proof, there is no checkout secret.
    expect(checkout_secret).toBeNull();
    fake.approve(session_id);

    const res = await returnFrom(order_id, session_id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/payment-success?order_id=${order_id}&session_id=${session_id}`);

    const capture = fake.orders.get(session_id)!.capture!;
    expect(capture.status).toBe('COMPLETED');
    expect(calls('POST', '/capture')).toEqual([
      expect.objectContaining({ status: 201, requestId: `capture-${session_id}` }),
    ]);
    expect(orderRow(order_id)).toMatchObject({ status: 'paid', providerPaymentId: capture.id });
    expect(userRow(buyer.id)).toMatchObject({ plan: 'pro', orderId: order_id });
    expect(t.app.deps.db.select().from(projects).all()).toHaveLength(1);
    expect(t.mail.messages.map((message) => message.to).sort()).toEqual([ADMIN_EMAIL, 'pat@example.test']);

    // Coming back again (reload, back button) captures nothing more and sends no more mail.
    const again = await returnFrom(order_id, session_id);
    expect(again.headers.location).toBe(res.headers.location);
    expect(calls('POST', '/capture')).toHaveLength(1);
    expect(t.mail.messages).toHaveLength(2);
    // One access token served every call.
    expect(calls('POST', '/v1/oauth2/token')).toHaveLength(1);

    // The session id alone shows nothing (issue 33); the buyer, signed in, sees it paid.
    const anonymous = await poll(session_id);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
    const polled = await poll(session_id, { token: buyer.token });
    expect(polled.json()).toMatchObject({ payment_status: 'paid', order_id });
  });

  it('answers 404 to a token that does not match the order, and changes nothing', async () => {
    const { order_id, session_id } = await buyPro();
    const other = await buyPro({}, 'another@example.test');
    fake.approve(session_id);
    fake.approve(other.session_id);
    const before = fake.requests.length;

    const res = await returnFrom(order_id, other.session_id);
    // The token is the buyer's proof: without the order's own, the order id alone learns nothing.
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
    expect(fake.requests).toHaveLength(before);
    expect(orderRow(order_id).status).toBe('pending');
    expect(orderRow(other.order_id).status).toBe('pending');
    expect(fake.orders.get(other.session_id)!.status).toBe('APPROVED');
    expect(t.mail.messages).toHaveLength(0);
  });

  it('answers 404 for an order id that does not exist', async () => {
    const { session_id } = await buyPro();
    const res = await returnFrom('ord_missing', session_id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
  });

  it('leaves an unapproved order pending, still redirects to the success page, and the poll captures after approval', async () => {
    const { order_id, session_id, checkout_secret } = await buyPro();

    const res = await returnFrom(order_id, session_id);
    expect(res.statusCode).toBe(302);
    // The success page polls; while PayPal says CREATED the order stays open and the poll would time out.
    // PayPal's token proves the buyer, so the page gets the guest order's checkout secret to poll with.
    expect(res.headers.location).toBe(
      `/payment-success?order_id=${order_id}&session_id=${session_id}&checkout_secret=${checkout_secret}`,
    );
    expect(orderRow(order_id).status).toBe('pending');
    expect(calls('GET', `/v2/checkout/orders/${session_id}`)).toHaveLength(1);
    expect(calls('POST', '/capture')).toHaveLength(0);
    expect(t.mail.messages).toHaveLength(0);

    const open = await poll(session_id, { secret: checkout_secret });
    expect(open.json()).toMatchObject({ payment_status: 'unpaid', status: 'open' });

    // The buyer approves late: the next poll captures and fulfils; a poll without the secret does not.
    fake.approve(session_id);
    expect((await poll(session_id)).statusCode).toBe(404);
    expect(orderRow(order_id).status).toBe('pending');
    const paid = await poll(session_id, { secret: checkout_secret });
    expect(paid.json()).toMatchObject({ payment_status: 'paid', status: 'complete' });
    expect(orderRow(order_id)).toMatchObject({
      status: 'paid',
      providerPaymentId: fake.orders.get(session_id)!.capture!.id,
    });
    expect(calls('POST', '/capture')).toHaveLength(1);
  });

  it('does not fulfil a capture whose amount differs from the order', async () => {
    const buyer = await t.account({ email: 'pat@example.test' });
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    fake.approve(session_id, { captureValue: '1.00' });

    const res = await returnFrom(order_id, session_id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/payment-success?order_id=${order_id}&session_id=${session_id}`);
    expect(orderRow(order_id)).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch', paidAt: null });
    expect(userRow(buyer.id).plan).toBeNull();
    expect(t.mail.messages).toHaveLength(0);
  });

  it('grants nothing while PayPal holds the captured money for review', async () => {
    const buyer = await t.account({ email: 'held@example.test' });
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    fake.approve(session_id, { captureStatus: 'PENDING' });
    expect((await returnFrom(order_id, session_id)).statusCode).toBe(302);
    expect(orderRow(order_id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(userRow(buyer.id).plan).toBeNull();
    const polled = await poll(session_id, { token: buyer.token });
    expect(polled.json()).toMatchObject({ payment_status: 'unpaid', status: 'open' });
  });

  it('keeps the order pending and still redirects when the capture call fails; the next poll captures', async () => {
    const { order_id, session_id, checkout_secret } = await buyPro();
    fake.approve(session_id);
    fake.failNext(500, '/capture');
    const res = await returnFrom(order_id, session_id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/payment-success?order_id=${order_id}&session_id=${session_id}&checkout_secret=${checkout_secret}`,
    );
    expect(calls('POST', '/capture').map((request) => request.status)).toEqual([500]);
    expect(orderRow(order_id).status).toBe('pending');
    expect(fake.orders.get(session_id)!.status).toBe('APPROVED');
    expect(t.mail.messages).toHaveLength(0);

    const polled = await poll(session_id, { secret: checkout_secret });
    expect(polled.json()).toMatchObject({ payment_status: 'paid' });
    expect(calls('POST', '/capture').map((request) => request.status)).toEqual([500, 201]);
    expect(orderRow(order_id).status).toBe('paid');
  });
});

describe('payment.refund with PayPal', () => {
  it('refunds the capture within 24 hours, marks the order refunded and removes the plan', async () => {
    const buyer = await t.account({ email: 'pat@example.test' });
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    fake.approve(session_id);
    await returnFrom(order_id, session_id);
    const captureId = fake.orders.get(session_id)!.capture!.id;

    expect(await t.caller(buyer.token).payment.refund({ orderId: order_id })).toMatchObject({
      amountCents: 90000,
      fullyRefunded: true,
      reverted: 'the Pro plan and its project record are withdrawn',
    });
    expect(fake.refunds).toEqual([
      expect.objectContaining({
        captureId,
        status: 'COMPLETED',
        requestId: `refund-${order_id}-0`,
        amount: { currency_code: 'USD', value: '900.00' },
      }),
    ]);
    expect(calls('POST', `/v2/payments/captures/${captureId}/refund`)).toHaveLength(1);
    expect(orderRow(order_id).status).toBe('refunded');
    expect(userRow(buyer.id).plan).toBeNull();
    expect(t.app.deps.db.select().from(projects).all()).toHaveLength(0);
    expect(t.mail.messages.at(-1)?.subject).toBe(`Refund issued for order ${order_id}`);
  });

  it('refunds part of a capture with the amount, then the rest under another request id', async () => {
    const buyer = await t.account({ email: 'pat@example.test' });
    const admin = await t.account({ isAdmin: true });
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    fake.approve(session_id);
    await returnFrom(order_id, session_id);
    const captureId = fake.orders.get(session_id)!.capture!.id;

    expect(await t.caller(admin.token).payment.refund({ orderId: order_id, amountCents: 12550 })).toMatchObject({
      refundedCents: 12550,
      fullyRefunded: false,
    });
    expect(await t.caller(admin.token).payment.refund({ orderId: order_id })).toMatchObject({
      amountCents: 77450,
      fullyRefunded: true,
    });
    expect(calls('POST', `/v2/payments/captures/${captureId}/refund`).map((call) => call.body)).toEqual([
      { amount: { value: '125.50', currency_code: 'USD' } },
      { amount: { value: '774.50', currency_code: 'USD' } },
    ]);
    expect(new Set(fake.refunds.map((made) => made.requestId)).size).toBe(2);
    expect(orderRow(order_id)).toMatchObject({ status: 'refunded', refundedCents: 90000 });
    expect(userRow(buyer.id).plan).toBeNull();
  });

  it('keeps the order paid when PayPal refuses the refund', async () => {
    const buyer = await t.account({ email: 'pat@example.test' });
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    fake.approve(session_id);
    await returnFrom(order_id, session_id);
    fake.failNext(500);
    await expect(t.caller(buyer.token).payment.refund({ orderId: order_id })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(fake.refunds).toHaveLength(0);
    expect(orderRow(order_id).status).toBe('paid');
    expect(userRow(buyer.id).plan).toBe('pro');
  });
});
