import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { meetingDay as meetingDate } from '../../../../tests/fixtures/dates';
import {
  startFakeStripe,
  type FakeStripe,
  type FakeStripeSession,
  type FormValue,
} from '../../../../tests/fixtures/fake-stripe';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { ADMIN_NOTICE_WINDOW_MS, REFUND_WINDOW_MS } from '../../../shared/rules';
import { testConfig, type Config } from '../../config';
import { meetings, orders, projects, users, webhookEvents } from '../../db/schema';
import { stripeProvider } from '../../integrations/payments/stripe';
import { deliverAdminNotices } from '../email/admin-notices';
import { refundOrder } from './service';

// The Stripe path end to end: the real `stripe` SDK talks to a local fake of the Checkout and
// Refunds endpoints, and webhooks are signed with the SDK's own test-header helper.

const WEBHOOK_SECRET = 'whsec_test';
const ADMIN_EMAIL = 'owner@agency.test';
const PUBLIC_URL = 'http://localhost:3000';
const PRO_CENTS = 90000;

let fake: FakeStripe;
let t: TestApp;
const apps: TestApp[] = [];

async function appWith(stripe: Partial<Config['stripe']> = {}): Promise<TestApp> {
  const app = await makeTestApp({
    stripe: { secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url, ...stripe },
    publicUrl: PUBLIC_URL,
    mail: { ...testConfig().mail, adminNotifyEmail: ADMIN_EMAIL },
  });
  apps.push(app);
  return app;
}

beforeEach(async () => {
  fake = await startFakeStripe({ secretKey: 'sk_test_fake' });
  t = await appWith();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.app.close();
  await fake.close();
});

// ---- helpers -------------------------------------------------------------------------------

const stripeSdk = new Stripe('sk_test_unused_for_signing');

const processPayment = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payment/process', payload, headers });

async function buyPro(headers: Record<string, string> = {}, extra: object = {}) {
  const res = await processPayment(
    { plan: 'pro', amount: 1, customer_name: 'Casey Buyer', customer_email: 'casey@example.test', ...extra },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ checkout_url: string; order_id: string; session_id: string; checkout_secret: string | null }>();
}

const orderRow = (publicId: string) => t.app.deps.db.select().from(orders).where(eq(orders.publicId, publicId)).get()!;
const userRow = (id: number) => t.app.deps.db.select().from(users).where(eq(users.id, id)).get()!;
const projectRows = () => t.app.deps.db.select().from(projects).all();
const mailTo = (to: string) => t.mail.messages.filter((message) => message.to === to);

function stripeEvent(type: string, session: FakeStripeSession, eventId = `evt_${randomBytes(12).toString('hex')}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: session },
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  stripeSdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });

function deliver(payload: string, signature: string | null, app: TestApp = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', ...(signature !== null && { 'stripe-signature': signature }) },
  });
}

async function deliverSigned(type: string, session: FakeStripeSession, eventId?: string) {
  const payload = stripeEvent(type, session, eventId);
  const res = await deliver(payload, sign(payload));
  expect(res.statusCode, res.body).toBe(200);
  return { res, payload };
}

/**
 * The return pages' poll. Its session id alone proves nothing (issue 33): the buyer polls signed in
 * (token) for an account's order, or with the checkout secret of an order placed signed out.
 */
const status = (sessionId: string, proof: { token?: string; secret?: string | null } = {}) =>
  t.app.inject({
    url: `/api/payments/stripe/status/${sessionId}${proof.secret ? `?checkout_secret=${proof.secret}` : ''}`,
    headers: proof.token ? bearer(proof.token) : {},
  });

// ---- checkout creation -----------------------------------------------------------------------

describe('POST /api/payment/process with Stripe', () => {
  it('opens a Checkout Session at the server price, whatever amount the client sends', async () => {
    const buyer = await t.account({ email: 'casey@example.test' });
    const body = await buyPro(bearer(buyer.token));

    expect(body.session_id).toMatch(/^cs_test_/);
    expect(body.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${body.session_id}`);
    // An account's order: its owner's session is the proof, so there is no checkout secret.
    expect(body.checkout_secret).toBeNull();

    const creates = fake.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
    );
    expect(creates).toHaveLength(1);
    const create = creates[0]!;
    expect(create.headers.authorization).toBe('Bearer sk_test_fake');
    expect(create.idempotencyKey).toBe(`checkout-${body.order_id}`);

    const params = fake.createParams(body.session_id);
    const lineItems = params.line_items as Record<string, FormValue>[];
    expect(lineItems).toHaveLength(1);
    expect(lineItems[0]).toEqual({
      quantity: '1',
      price_data: { currency: 'usd', unit_amount: String(PRO_CENTS), product_data: { name: 'Pro plan' } },
    });
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: body.order_id,
      metadata: { order_id: body.order_id },
      customer_email: 'casey@example.test',
      cancel_url: `${PUBLIC_URL}/payment-cancelled?order_id=${body.order_id}`,
    });
    // Stripe fills in the literal placeholder itself, so it must arrive unencoded and intact.
    expect(params.success_url).toBe(
      `${PUBLIC_URL}/payment-success?order_id=${body.order_id}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(fake.sessions.get(body.session_id)?.amount_total).toBe(PRO_CENTS);

    expect(orderRow(body.order_id)).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      providerRef: body.session_id,
      amountCents: PRO_CENTS,
      userId: buyer.id,
      email: 'casey@example.test',
    });
    expect(t.mail.messages).toHaveLength(0);
  });

  it.each([
    ['starter', 60000],
    ['elite', 120000],
  ] as const)('charges %s at %i cents', async (plan, cents) => {
    const res = await processPayment({ plan, amount: 0.5, customer_name: 'A', customer_email: 'a@example.test' });
    expect(res.statusCode).toBe(200);
    const params = fake.createParams(res.json().session_id);
    expect((params.line_items as Record<string, Record<string, FormValue>>[])[0]!.price_data!.unit_amount).toBe(
      String(cents),
    );
    expect(orderRow(res.json().order_id).amountCents).toBe(cents);
  });

  it('gives a visitor the checkout secret of their order, and Stripe returns them with it', async () => {
    const body = await buyPro();
    expect(body.checkout_secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const params = fake.createParams(body.session_id);
    expect(params.success_url).toBe(
      `${PUBLIC_URL}/payment-success?order_id=${body.order_id}&session_id={CHECKOUT_SESSION_ID}&checkout_secret=${body.checkout_secret}`,
    );
    expect(params.cancel_url).toBe(
      `${PUBLIC_URL}/payment-cancelled?order_id=${body.order_id}&checkout_secret=${body.checkout_secret}`,
    );
    expect(orderRow(body.order_id)).toMatchObject({ userId: null, email: 'casey@example.test' });
  });

  it('refuses admin_special to visitors and customers with 403, and asks Stripe nothing', async () => {
    const anonymous = await processPayment({
      plan: 'admin_special',
      customer_name: 'V',
      customer_email: 'v@example.test',
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ detail: PAYMENT_MESSAGES.adminSpecialOnly });

    const customer = await t.account();
    const signedIn = await processPayment(
      { plan: 'admin_special', customer_name: 'C', customer_email: customer.email },
      bearer(customer.token),
    );
    expect(signedIn.statusCode).toBe(403);

    expect(t.app.deps.db.select().from(orders).all()).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('completes admin_special for an admin without any checkout', async () => {
    const admin = await t.account({ isAdmin: true });
    const res = await processPayment(
      { plan: 'admin_special', customer_name: 'Client', customer_email: 'client@example.test' },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed' });
    expect(orderRow(res.json().order_id)).toMatchObject({ status: 'paid', provider: 'none', amountCents: 0 });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 409 to a customer who already has a plan', async () => {
    const customer = await t.account({ plan: 'starter' });
    const res = await processPayment(
      { plan: 'pro', customer_name: 'C', customer_email: customer.email },
      bearer(customer.token),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.alreadyHasPlan });
    expect(t.app.deps.db.select().from(orders).all()).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 503 with the spec message when Stripe is down, and records the order as failed', async () => {
    fake.failNext(500);
    const res = await processPayment({ plan: 'pro', customer_name: 'C', customer_email: 'c@example.test' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Payment service temporarily unavailable. Please try again later.' });
    expect(fake.requests.map((request) => request.status)).toEqual([500]);
    const [order] = t.app.deps.db.select().from(orders).all();
    expect(order).toMatchObject({ status: 'failed', failureReason: 'checkout_unavailable', providerRef: null });
  });

  it('a retried create for the same order gets the same session (Idempotency-Key)', async () => {
    const provider = stripeProvider({ secretKey: fake.secretKey, apiBase: fake.url });
    const request = {
      orderId: 'ord_retry',
      amountCents: PRO_CENTS,
      currency: 'usd',
      description: 'Pro plan',
      customerEmail: 'r@example.test',
      successUrl: `${PUBLIC_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${PUBLIC_URL}/payment-cancelled`,
      returnUrl: `${PUBLIC_URL}/api/payments/paypal/return`,
      idempotencyKey: 'checkout-ord_retry',
    };
    const first = await provider.createCheckout(request);
    const second = await provider.createCheckout(request);
    expect(second).toEqual(first);
    expect(fake.sessions.size).toBe(1);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['checkout-ord_retry', 'checkout-ord_retry']);
  });
});

// ---- webhooks --------------------------------------------------------------------------------

describe('POST /api/payments/stripe/webhook', () => {
  it('fulfils a signed checkout.session.completed once: paid order, plan, project, receipt and admin email', async () => {
    const buyer = await t.account({ email: 'casey@example.test' });
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    const session = fake.pay(session_id);

    const { res } = await deliverSigned('checkout.session.completed', session);
    expect(res.json()).toEqual({ received: true, duplicate: false });

    const order = orderRow(order_id);
    expect(order).toMatchObject({ status: 'paid', providerPaymentId: session.payment_intent, userId: buyer.id });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.receiptId).toMatch(/^rcpt_/);
    expect(userRow(buyer.id)).toMatchObject({ plan: 'pro', orderId: order_id });
    expect(projectRows()).toEqual([
      expect.objectContaining({
        userId: buyer.id,
        orderId: order.id,
        plan: 'pro',
        status: 'Plan Selected',
        email: 'casey@example.test',
      }),
    ]);

    expect(mailTo('casey@example.test')).toHaveLength(1);
    expect(mailTo('casey@example.test')[0]!.subject).toBe('Your receipt for Pro plan');
    expect(mailTo(ADMIN_EMAIL)).toHaveLength(1);
    expect(mailTo(ADMIN_EMAIL)[0]!.subject).toBe('New order: Pro plan ($900)');
    expect(t.mail.messages).toHaveLength(2);

    expect((await status(session_id)).statusCode).toBe(404);
    const polled = await status(session_id, { token: buyer.token });
    expect(polled.json()).toMatchObject({
      payment_status: 'paid',
      status: 'complete',
      order_id,
      amount_total: PRO_CENTS,
    });
  });

  it('ignores the same event replayed: acknowledged as a duplicate, nothing changes, no more mail', async () => {
    const buyer = await t.account();
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    const { payload } = await deliverSigned('checkout.session.completed', fake.pay(session_id));
    const before = orderRow(order_id);
    const mails = t.mail.messages.length;

    const replay = await deliver(payload, sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(orderRow(order_id)).toEqual(before);
    expect(projectRows()).toHaveLength(1);
    expect(t.mail.messages).toHaveLength(mails);
    expect(t.app.deps.db.select().from(webhookEvents).all()).toHaveLength(1);
  });

  it('fulfils only once when a second, distinct event arrives for the same session', async () => {
    const buyer = await t.account();
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    const session = fake.pay(session_id);
    await deliverSigned('checkout.session.completed', session);
    const before = orderRow(order_id);
    const mails = t.mail.messages.length;

    const { res } = await deliverSigned('checkout.session.async_payment_succeeded', session);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(orderRow(order_id)).toEqual(before);
    expect(projectRows()).toHaveLength(1);
    expect(t.mail.messages).toHaveLength(mails);
    expect(t.app.deps.db.select().from(webhookEvents).all()).toHaveLength(2);
  });

  it('refuses forged, tampered, stale and unsigned events with 400 and changes nothing', async () => {
    const buyer = await t.account();
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    const payload = stripeEvent('checkout.session.completed', fake.pay(session_id));
    const tampered = payload.replace(`"amount_total":${PRO_CENTS}`, '"amount_total":100');
    expect(tampered).not.toBe(payload);

    const attempts = [
      ['wrong secret', await deliver(payload, sign(payload, 'whsec_attacker'))],
      ['tampered body', await deliver(tampered, sign(payload))],
      ['missing header', await deliver(payload, null)],
      ['garbage header', await deliver(payload, 'not-a-signature')],
      [
        'older than 5 minutes',
        await deliver(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)),
      ],
    ] as const;
    for (const [name, res] of attempts) {
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ detail: 'Invalid webhook signature' });
    }

    expect(orderRow(order_id)).toMatchObject({ status: 'pending', paidAt: null, providerPaymentId: null });
    expect(userRow(buyer.id).plan).toBeNull();
    expect(projectRows()).toHaveLength(0);
    expect(t.mail.messages).toHaveLength(0);
    expect(t.app.deps.db.select().from(webhookEvents).all()).toHaveLength(0);
  });

  it('answers 404 when no webhook secret is configured, even to a correctly signed event', async () => {
    const unconfigured = await appWith({ webhookSecret: null });
    const res0 = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/payment/process',
      payload: { plan: 'pro', customer_name: 'N', customer_email: 'n@example.test' },
    });
    const { order_id, session_id } = res0.json();
    const payload = stripeEvent('checkout.session.completed', fake.pay(session_id));

    const res = await deliver(payload, sign(payload), unconfigured);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Stripe webhooks are not configured' });
    const order = unconfigured.app.deps.db.select().from(orders).where(eq(orders.publicId, order_id)).get();
    expect(order?.status).toBe('pending');
    expect(unconfigured.mail.messages).toHaveLength(0);
  });

  it('does not fulfil a paid session whose amount differs from the order', async () => {
    const buyer = await t.account();
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    await deliverSigned('checkout.session.completed', fake.pay(session_id, { amountTotal: 100 }));

    expect(orderRow(order_id)).toMatchObject({
      status: 'failed',
      failureReason: 'amount_mismatch',
      paidAt: null,
      receiptId: null,
    });
    expect(userRow(buyer.id).plan).toBeNull();
    expect(projectRows()).toHaveLength(0);
    expect(t.mail.messages).toHaveLength(0);
    expect((await status(session_id, { token: buyer.token })).json()).toMatchObject({
      payment_status: 'unpaid',
      order_status: 'failed',
    });
  });

  it('keeps the charge payable from Billing on checkout.session.expired, without its dead checkout link', async () => {
    const { order_id, session_id, checkout_secret } = await buyPro();
    await deliverSigned('checkout.session.expired', fake.expire(session_id));

    expect(orderRow(order_id)).toMatchObject({ status: 'pending', checkoutUrl: null, failureReason: null });
    const res = await status(session_id, { secret: checkout_secret });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'open', payment_status: 'unpaid', order_id, session_id });
  });

  it('acknowledges an event for an unknown session without touching any order', async () => {
    const { order_id, session_id } = await buyPro();
    const stranger = { ...fake.pay(session_id), id: 'cs_test_someone_else' };
    const { res } = await deliverSigned('checkout.session.completed', stranger);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(orderRow(order_id).status).toBe('pending');
    expect(t.mail.messages).toHaveLength(0);
  });

  it('books the buyer’s own held meeting slot when the payment webhook arrives', async () => {
    const buyer = await t.account({ email: 'casey@example.test', name: 'Casey Buyer' });
    const date = meetingDate();
    const { slotId } = await t
      .caller(buyer.token)
      .schedule.hold({ date, time: '14:30', email: 'casey@example.test', name: 'Casey Buyer', plan: 'pro' });
    const { order_id, session_id } = await buyPro(bearer(buyer.token), { slot_id: slotId });
    expect(orderRow(order_id).meetingSlotId).toBe(slotId);
    const heldBefore = t.app.deps.db.select().from(meetings).where(eq(meetings.slotId, slotId)).get();
    expect(heldBefore?.status).toBe('held');

    await deliverSigned('checkout.session.completed', fake.pay(session_id));

    const meeting = t.app.deps.db.select().from(meetings).where(eq(meetings.slotId, slotId)).get();
    expect(meeting).toMatchObject({ status: 'booked', paymentId: order_id, holdExpiresAt: null, date, time: '14:30' });
    // Receipt and meeting details to the customer. The admin hears of the order at once; the
    // booking notice that follows within the window waits for the end of it (issue 33).
    expect(mailTo('casey@example.test')).toHaveLength(2);
    expect(mailTo(ADMIN_EMAIL).map((message) => message.subject)).toEqual(['New order: Pro plan ($900)']);
    await deliverAdminNotices(t.app.deps, Date.now() + ADMIN_NOTICE_WINDOW_MS);
    expect(mailTo(ADMIN_EMAIL).map((message) => message.subject)).toEqual([
      'New order: Pro plan ($900)',
      expect.stringMatching(/^New Zoom booking: Casey Buyer/),
    ]);
  });

  it('books no hold for an order placed signed out: a slot id is not the buyer’s proof', async () => {
    const date = meetingDate();
    const { slotId } = await t
      .caller()
      .schedule.hold({ date, time: '14:30', email: 'casey@example.test', name: 'Casey Buyer', plan: 'pro' });
    const { order_id, session_id } = await buyPro({}, { slot_id: slotId });
    expect(orderRow(order_id).meetingSlotId).toBe(slotId);

    await deliverSigned('checkout.session.completed', fake.pay(session_id));

    expect(orderRow(order_id).status).toBe('paid');
    const meeting = t.app.deps.db.select().from(meetings).where(eq(meetings.slotId, slotId)).get();
    expect(meeting).toMatchObject({ status: 'held', paymentId: null });
    expect(mailTo('casey@example.test').map((message) => message.subject)).toEqual(['Your receipt for Pro plan']);
  });
});

// ---- the status poll, without a webhook ------------------------------------------------------

describe('GET /api/payments/stripe/status/{session} (the fallback when no webhook arrives)', () => {
  it('asks Stripe and fulfils the order once the session is paid', async () => {
    const buyer = await t.account();
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    const poll = () => status(session_id, { token: buyer.token });

    const open = await poll();
    expect(open.json()).toMatchObject({ payment_status: 'unpaid', status: 'open', order_id });
    expect(orderRow(order_id).status).toBe('pending');

    const session = fake.pay(session_id);
    // Someone else polling with the session id alone learns nothing and asks Stripe nothing.
    const stranger = await status(session_id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
    expect(orderRow(order_id).status).toBe('pending');
    const paid = await poll();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ payment_status: 'paid', status: 'complete', order_id, session_id });
    expect(orderRow(order_id)).toMatchObject({ status: 'paid', providerPaymentId: session.payment_intent });
    expect(userRow(buyer.id).plan).toBe('pro');
    expect(t.mail.messages).toHaveLength(2);

    const retrievals = () =>
      fake.requests.filter(
        (request) => request.method === 'GET' && request.path === `/v1/checkout/sessions/${session_id}`,
      ).length;
    expect(retrievals()).toBe(2);
    // A paid order is answered from the database: no more calls, no more mail.
    await poll();
    expect(retrievals()).toBe(2);
    expect(t.mail.messages).toHaveLength(2);

    // The webhook arriving late changes nothing either.
    await deliverSigned('checkout.session.completed', fake.sessions.get(session_id)!);
    expect(t.mail.messages).toHaveLength(2);
    expect(projectRows()).toHaveLength(1);
  });

  it('forgets the checkout link but keeps the charge when Stripe says the session expired', async () => {
    const { order_id, session_id, checkout_secret } = await buyPro();
    fake.expire(session_id);
    expect((await status(session_id, { secret: checkout_secret })).json()).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    expect(orderRow(order_id)).toMatchObject({ status: 'pending', checkoutUrl: null });
  });

  it('keeps the order pending and answers normally while Stripe is unreachable', async () => {
    const { order_id, session_id, checkout_secret } = await buyPro();
    fake.pay(session_id);
    fake.failNext(503);
    const res = await status(session_id, { secret: checkout_secret });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment_status: 'unpaid', status: 'open' });
    expect(orderRow(order_id).status).toBe('pending');
    // The next poll gets through and fulfils.
    expect((await status(session_id, { secret: checkout_secret })).json()).toMatchObject({ payment_status: 'paid' });
  });

  it('answers the buyer and admins of payments; a wrong secret, another customer or another admin get 404', async () => {
    const { order_id, session_id, checkout_secret } = await buyPro();
    const customer = await t.account();
    const cashier = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['payments'] });
    const helper = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['bookings'] });

    for (const proof of [
      {},
      { secret: 'not-the-secret-of-this-order' },
      { token: customer.token },
      { token: helper.token },
    ]) {
      const res = await status(session_id, proof);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
    }
    for (const proof of [{ secret: checkout_secret }, { token: cashier.token }])
      expect((await status(session_id, proof)).json()).toMatchObject({ order_id, payment_status: 'unpaid' });
  });
});

// ---- refunds ---------------------------------------------------------------------------------

describe('payment.refund with Stripe', () => {
  async function paidOrder() {
    const buyer = await t.account();
    const { order_id, session_id } = await buyPro(bearer(buyer.token));
    const session = fake.pay(session_id);
    await deliverSigned('checkout.session.completed', session);
    return { buyer, order_id, session_id, intent: session.payment_intent! };
  }

  it('refunds within 24 hours through Stripe, marks the order refunded and removes the plan', async () => {
    const { buyer, order_id, intent } = await paidOrder();
    const mails = t.mail.messages.length;

    const result = await t.caller(buyer.token).payment.refund({ orderId: order_id });
    expect(result).toMatchObject({
      amountCents: PRO_CENTS,
      refundedCents: PRO_CENTS,
      fullyRefunded: true,
      reverted: 'the Pro plan and its project record are withdrawn',
    });

    const refundCalls = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.body).toEqual({ payment_intent: intent, amount: String(PRO_CENTS) });
    expect(fake.refunds).toEqual([
      expect.objectContaining({ payment_intent: intent, status: 'succeeded', amount: PRO_CENTS }),
    ]);

    const order = orderRow(order_id);
    expect(order.status).toBe('refunded');
    expect(order.refundedAt).toBeInstanceOf(Date);
    expect(userRow(buyer.id).plan).toBeNull();
    expect(projectRows()).toHaveLength(0);
    expect(t.mail.messages.slice(mails).map((message) => message.subject)).toEqual([
      `Refund issued for order ${order_id}`,
    ]);
  });

  it('refuses a refund after 24 hours and leaves Stripe and the order alone', async () => {
    const { buyer, order_id } = await paidOrder();
    const paidAt = orderRow(order_id).paidAt!.getTime();

    const actor = userRow(buyer.id);
    await expect(refundOrder(t.app.deps, actor, { orderId: order_id }, paidAt + REFUND_WINDOW_MS + 1)).rejects.toThrow(
      PAYMENT_MESSAGES.refundWindowClosed,
    );

    // The same through the API once the payment is 25 hours old.
    t.app.deps.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(orders.publicId, order_id))
      .run();
    await expect(t.caller(buyer.token).payment.refund({ orderId: order_id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.refundWindowClosed,
    });

    expect(fake.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(0);
    expect(orderRow(order_id).status).toBe('paid');
    expect(userRow(buyer.id).plan).toBe('pro');
    expect(projectRows()).toHaveLength(1);
  });

  it('does not let another customer refund the order', async () => {
    const { order_id } = await paidOrder();
    const other = await t.account();
    await expect(t.caller(other.token).payment.refund({ orderId: order_id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(fake.refunds).toHaveLength(0);
    expect(orderRow(order_id).status).toBe('paid');
  });

  it('keeps the order paid and answers 503 when Stripe refuses the refund', async () => {
    const { buyer, order_id } = await paidOrder();
    fake.failNext(500);
    await expect(t.caller(buyer.token).payment.refund({ orderId: order_id })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: PAYMENT_MESSAGES.serviceUnavailable,
    });
    expect(orderRow(order_id).status).toBe('paid');
    expect(userRow(buyer.id).plan).toBe('pro');
  });

  it('survives one reset connection: the SDK retries with the same Idempotency-Key and Stripe replays the refund', async () => {
    const { buyer, order_id } = await paidOrder();
    fake.dropNextResponse(1);
    expect(await t.caller(buyer.token).payment.refund({ orderId: order_id })).toMatchObject({ fullyRefunded: true });
    const calls = fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(fake.refunds).toHaveLength(1);
    expect(orderRow(order_id).status).toBe('refunded');
  });

  it('refunds extra pages in parts: each refund sends its amount under a key of its own, a retried one is replayed, not doubled', async () => {
    const customer = await t.account({ plan: 'pro' });
    const admin = await t.account({ isAdmin: true });
    const { checkout } = await t.caller(customer.token).customer.requestExtraPages({ pageCount: 3 });
    if (checkout?.status !== 'checkout') throw new Error('expected a checkout');
    await deliverSigned('checkout.session.completed', fake.pay(checkout.sessionId));
    const refund = (amountCents?: number) =>
      t.caller(admin.token).payment.refund({ orderId: checkout.orderId, amountCents });

    expect(await refund(5000)).toMatchObject({ refundedCents: 5000, fullyRefunded: false });
    // The second refund's answer is lost twice (the SDK's own retry included); the admin tries again.
    fake.dropNextResponse(2);
    await expect(refund(5000)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await refund(5000)).toMatchObject({ refundedCents: 10000, fullyRefunded: false });
    expect(await refund()).toMatchObject({ amountCents: 5000, refundedCents: 15000, fullyRefunded: true });

    const calls = fake.requests.filter((request) => request.path === '/v1/refunds');
    expect(calls.map((call) => call.body.amount)).toEqual(['5000', '5000', '5000', '5000', '5000']);
    const [first, lost, sdkRetry, ourRetry, last] = calls.map((call) => call.idempotencyKey);
    expect(new Set([first, lost, last]).size).toBe(3);
    expect([sdkRetry, ourRetry]).toEqual([lost, lost]);
    expect(fake.refunds.map((made) => made.amount)).toEqual([5000, 5000, 5000]);
    expect(orderRow(checkout.orderId)).toMatchObject({ status: 'refunded', refundedCents: 15000 });
  });

  // The refund reaches Stripe but its answer never comes back (both SDK attempts reset). The
  // customer's retry carries the same key (nothing was recorded in between), so Stripe replays the
  // refund instead of answering charge_already_refunded and leaving the order paid for good.
  it('a refund retried after its answer was lost completes (the same Idempotency-Key)', async () => {
    const { buyer, order_id } = await paidOrder();
    fake.dropNextResponse(2);
    await expect(t.caller(buyer.token).payment.refund({ orderId: order_id })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(fake.refunds).toHaveLength(1);
    expect(orderRow(order_id).status).toBe('paid');

    const retry = await t.caller(buyer.token).payment.refund({ orderId: order_id });
    expect(retry).toMatchObject({ fullyRefunded: true });
    expect(fake.refunds).toHaveLength(1);
    expect(orderRow(order_id).status).toBe('refunded');
    expect(userRow(buyer.id).plan).toBeNull();
  });
});
