import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { accountBuys, buyWithTestCheckout } from '../../../../tests/fixtures/orders';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { orders, projects, users } from '../../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const orderRow = (publicId: string) => t.app.deps.db.select().from(orders).where(eq(orders.publicId, publicId)).get()!;
const userRow = (email: string) => t.app.deps.db.select().from(users).where(eq(users.email, email)).get()!;
const process = (payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payment/process', payload, headers });

describe('POST /api/payment/process with the built-in test checkout', () => {
  it('prices the plan on the server, whatever amount the client sends', async () => {
    const res = await process({
      plan: 'elite',
      amount: 1,
      customer_name: 'Eli',
      customer_email: 'eli@example.test',
      payment_method: 'stripe',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Placed signed out: the page's address carries the checkout secret, the buyer's proof from now on.
    expect(body.checkout_secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.checkout_url).toBe(
      `/test-checkout?session_id=${body.session_id}&checkout_secret=${body.checkout_secret}`,
    );
    expect(orderRow(body.order_id)).toMatchObject({
      amountCents: 120000,
      status: 'pending',
      provider: 'test',
      plan: 'elite',
      email: 'eli@example.test',
    });
  });

  it('refuses bad input with the first message and records nothing', async () => {
    const badPlan = await process({ plan: 'gold', customer_name: 'A', customer_email: 'a@example.test' });
    expect(badPlan.statusCode).toBe(422);
    expect(badPlan.json().detail).toContain('Please select a valid plan');
    const noEmail = await process({ plan: 'pro', customer_name: 'A' });
    expect(noEmail.statusCode).toBe(422);
    const noName = await process({ plan: 'pro', customer_name: '  ', customer_email: 'a@example.test' });
    expect(noName.json().detail).toBe(PAYMENT_MESSAGES.nameRequired);
    expect(t.app.deps.db.select().from(orders).all()).toEqual([]);
  });

  it('keeps admin_special for admins, and completes it at once because it costs nothing', async () => {
    const customer = await t.account();
    const refused = await process(
      { plan: 'admin_special', customer_name: 'C', customer_email: customer.email },
      bearer(customer.token),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(PAYMENT_MESSAGES.adminSpecialOnly);
    const visitor = await process({ plan: 'admin_special', customer_name: 'V', customer_email: 'v@example.test' });
    expect(visitor.statusCode).toBe(403);

    const admin = await t.account({ isAdmin: true });
    const done = await process(
      { plan: 'admin_special', customer_name: 'Client', customer_email: 'client@example.test' },
      bearer(admin.token),
    );
    expect(done.json()).toMatchObject({ status: 'completed', order_id: expect.stringMatching(/^ord_/) });
    expect(orderRow(done.json().order_id)).toMatchObject({ status: 'paid', amountCents: 0, provider: 'none' });
  });

  it('refuses a second plan to a customer who already has one', async () => {
    const customer = await t.account({ plan: 'pro' });
    const res = await process(
      { plan: 'elite', customer_name: 'C', customer_email: customer.email },
      bearer(customer.token),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PAYMENT_MESSAGES.alreadyHasPlan);
  });
});

describe('the test checkout', () => {
  it('succeeds once: plan, project, receipt and admin notice, then refuses to run again', async () => {
    const admin = await t.account({ isAdmin: true, email: 'boss@example.test' });
    const buyer = await t.account({ email: 'buyer@example.test' });
    const started = await t
      .caller(buyer.token)
      .payment.process({ plan: 'pro', customerEmail: buyer.email, customerName: 'Buyer', returnTo: 'wizard' });
    if (started.status !== 'checkout') throw new Error('expected checkout');
    // An account's order: no checkout secret, its owner's session is the proof.
    expect(started.checkoutSecret).toBeNull();
    expect(started.checkoutUrl).toBe(`/test-checkout?session_id=${started.sessionId}`);
    const buyerCaller = t.caller(buyer.token);
    const view = await buyerCaller.payment.testCheckout({ sessionId: started.sessionId });
    expect(view).toMatchObject({ planName: 'Pro', amountCents: 90000, status: 'pending', customerEmail: buyer.email });
    // Its session id alone opens nothing, signed out or as someone else.
    const stranger = await t.account();
    for (const caller of [t.caller(), t.caller(stranger.token)]) {
      await expect(caller.payment.testCheckout({ sessionId: started.sessionId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: PAYMENT_MESSAGES.noSession,
      });
      await expect(
        caller.payment.finishTestCheckout({ sessionId: started.sessionId, outcome: 'succeed' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PAYMENT_MESSAGES.noSession });
    }
    expect(orderRow(started.orderId).status).toBe('pending');

    const done = await buyerCaller.payment.finishTestCheckout({ sessionId: started.sessionId, outcome: 'succeed' });
    expect(done.redirectUrl).toBe(`/book/pro?order_id=${started.orderId}&session_id=${started.sessionId}`);
    expect(orderRow(started.orderId)).toMatchObject({
      status: 'paid',
      userId: buyer.id,
      receiptId: expect.stringMatching(/^rcpt_/),
    });
    expect(userRow(buyer.email)).toMatchObject({ plan: 'pro', orderId: started.orderId });
    expect(t.app.deps.db.select().from(projects).all()).toEqual([
      expect.objectContaining({ userId: buyer.id, plan: 'pro', status: 'Plan Selected', stage: 1 }),
    ]);
    expect(t.mail.messages.map((m) => m.to)).toEqual([buyer.email, admin.email]);
    expect(t.mail.messages[0]!.subject).toBe('Your receipt for Pro plan');

    await expect(
      buyerCaller.payment.finishTestCheckout({ sessionId: started.sessionId, outcome: 'succeed' }),
    ).rejects.toThrow(PAYMENT_MESSAGES.checkoutClosed);
    expect(t.mail.messages).toHaveLength(2);
  });

  it('a declined card fails the order; the status page then reports an error', async () => {
    const started = await t
      .caller()
      .payment.process({ plan: 'starter', customerEmail: 'd@example.test', customerName: 'D' });
    if (started.status !== 'checkout') throw new Error('expected checkout');
    const { checkoutSecret } = started;
    const done = await t
      .caller()
      .payment.finishTestCheckout({ sessionId: started.sessionId, outcome: 'decline', checkoutSecret });
    expect(done).toEqual({ redirectUrl: null, message: PAYMENT_MESSAGES.declined });
    const status = await t.app.inject({
      url: `/api/payments/stripe/status/${started.sessionId}?checkout_secret=${checkoutSecret}`,
    });
    expect(status.json()).toMatchObject({ payment_status: 'unpaid', status: 'failed', order_id: started.orderId });
  });

  it('cancelling lands on the cancelled page and charges nothing', async () => {
    const started = await t
      .caller()
      .payment.process({ plan: 'starter', customerEmail: 'c@example.test', customerName: 'C' });
    if (started.status !== 'checkout') throw new Error('expected checkout');
    const { checkoutSecret } = started;
    const done = await t
      .caller()
      .payment.finishTestCheckout({ sessionId: started.sessionId, outcome: 'cancel', checkoutSecret });
    expect(done.redirectUrl).toBe(`/payment-cancelled?order_id=${started.orderId}&checkout_secret=${checkoutSecret}`);
    expect(orderRow(started.orderId)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(t.mail.messages).toEqual([]);
  });

  it('the cancelled page closes a pending order so it cannot be paid later', async () => {
    const started = await t
      .caller()
      .payment.process({ plan: 'starter', customerEmail: 'c@example.test', customerName: 'C' });
    if (started.status !== 'checkout') throw new Error('expected checkout');
    const { checkoutSecret } = started;
    // Its order id alone cancels nothing: someone else cannot close the buyer's checkout.
    await expect(t.caller().payment.cancel({ orderId: started.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    expect(orderRow(started.orderId).status).toBe('pending');
    await t.caller().payment.cancel({ orderId: started.orderId, checkoutSecret });
    await expect(
      t.caller().payment.finishTestCheckout({ sessionId: started.sessionId, outcome: 'succeed', checkoutSecret }),
    ).rejects.toThrow(PAYMENT_MESSAGES.checkoutClosed);
  });

  it('knows only sessions of the test provider', async () => {
    await expect(t.caller().payment.testCheckout({ sessionId: 'test_cs_unknown' })).rejects.toThrow(
      PAYMENT_MESSAGES.noSession,
    );
    await expect(t.caller().payment.finishTestCheckout({ sessionId: '../etc', outcome: 'succeed' })).rejects.toThrow(
      PAYMENT_MESSAGES.noSession,
    );
  });
});

describe('order details, status and receipts', () => {
  it('finds an order by its id or its session id for its buyer, and 404s otherwise', async () => {
    const order = await buyWithTestCheckout(t, { email: 'o@example.test', name: 'Olive' });
    const cashier = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['payments'] });
    const helper = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['files'] });
    for (const id of [order.orderId, order.sessionId]) {
      // The id alone, a wrong secret or an admin without Payments: as if there were no such order.
      for (const request of [
        { url: `/api/payments/order-details/${id}` },
        { url: `/api/payments/order-details/${id}?checkout_secret=wrong-secret-of-some-length` },
        { url: `/api/payments/order-details/${id}`, headers: bearer(helper.token) },
      ]) {
        const refused = await t.app.inject(request);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
      }
      expect(
        (await t.app.inject({ url: `/api/payments/order-details/${id}`, headers: bearer(cashier.token) })).json(),
      ).toMatchObject({ order_id: order.orderId, payment_status: 'paid' });
      const res = await t.app.inject({
        url: `/api/payments/order-details/${id}?checkout_secret=${order.checkoutSecret}`,
      });
      expect(res.json()).toMatchObject({
        order_id: order.orderId,
        plan: 'pro',
        amount: 900,
        amount_total: 90000,
        customer_name: 'Olive',
        payment_status: 'paid',
        contract_signed: false,
      });
    }
    expect((await t.app.inject({ url: '/api/payments/order-details/ord_missing' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/payments/stripe/status/cs_missing' })).statusCode).toBe(404);
  });

  it('sends the receipt once, however often it is requested', async () => {
    const order = await buyWithTestCheckout(t, { email: 'r@example.test' });
    const receipts = () => t.mail.messages.filter((m) => m.subject.startsWith('Your receipt')).length;
    expect(receipts()).toBe(1);
    const withoutSecret = await t.app.inject({
      method: 'POST',
      url: '/api/emails/send-receipt',
      payload: { order_id: order.orderId, customer_email: 'r@example.test' },
    });
    expect(withoutSecret.statusCode).toBe(404);
    expect(withoutSecret.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/emails/send-receipt',
      payload: { order_id: order.orderId, customer_email: 'r@example.test', checkout_secret: order.checkoutSecret },
    });
    expect(again.json()).toEqual({ message: PAYMENT_MESSAGES.receiptAlreadySent });
    expect(receipts()).toBe(1);
  });

  it('sends no receipt for an unpaid order', async () => {
    const started = await t
      .caller()
      .payment.process({ plan: 'starter', customerEmail: 'u@example.test', customerName: 'U' });
    const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/emails/send-receipt', payload });
    expect((await send({ order_id: started.orderId })).statusCode).toBe(404);
    const res = await send({ order_id: started.orderId, checkout_secret: started.checkoutSecret });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(PAYMENT_MESSAGES.orderNotPaid);
  });
});

describe('signing up with an order id', () => {
  it('links a paid visitor order to the new account at once with its checkout secret, and gives it the plan', async () => {
    const order = await buyWithTestCheckout(t, { email: 'new@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        name: 'New',
        email: 'New@Example.test',
        password: 'secret1',
        order_id: order.orderId,
        checkout_secret: order.checkoutSecret,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order_id).toBe(order.orderId);
    const user = userRow('new@example.test');
    expect(user.plan).toBe('pro');
    expect(orderRow(order.orderId).userId).toBe(user.id);
    expect(t.app.deps.db.select().from(projects).get()!.userId).toBe(user.id);
  });

  it('without the checkout secret, links the order only once the new account proves the address', async () => {
    const order = await buyWithTestCheckout(t, { email: 'later@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Later', email: 'later@example.test', password: 'secret1', order_id: order.orderId },
    });
    expect(res.statusCode).toBe(200);
    // An order id and an address are no proof: anyone can type them.
    expect(res.json().order_id).toBeNull();
    expect(userRow('later@example.test').plan).toBeNull();
    expect(orderRow(order.orderId).userId).toBeNull();

    const mail = await t.mailTo('later@example.test', 'Confirm your email address');
    await t.caller().auth.verifyEmail({ token: new URL(mail.link!).searchParams.get('token')! });
    const user = userRow('later@example.test');
    expect(user).toMatchObject({ plan: 'pro', orderId: order.orderId });
    expect(orderRow(order.orderId).userId).toBe(user.id);
  });

  it('refuses an order placed with another email, one already linked, and an unpaid one', async () => {
    const order = await buyWithTestCheckout(t, { email: 'owner@example.test' });
    const signup = (email: string, orderId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { name: 'X', email, password: 'secret1', order_id: orderId },
      });
    const other = await signup('thief@example.test', order.orderId);
    expect(other.json().detail).toBe(PAYMENT_MESSAGES.orderEmailMismatch);
    expect(await signup('owner@example.test', order.orderId).then((r) => r.statusCode)).toBe(200);
    const linked = await buyWithTestCheckout(t, {
      email: 'second@example.test',
      token: (await t.account({ email: 'second@example.test' })).token,
    });
    expect((await signup('second2@example.test', linked.orderId)).json().detail).toBe(
      PAYMENT_MESSAGES.orderOwnedElsewhere,
    );
    const started = await t
      .caller()
      .payment.process({ plan: 'starter', customerEmail: 'wait@example.test', customerName: 'W' });
    expect((await signup('wait@example.test', started.orderId)).json().detail).toBe(PAYMENT_MESSAGES.orderNotPaid);
    expect(t.app.deps.db.select().from(users).where(eq(users.email, 'thief@example.test')).get()).toBeUndefined();
  });
});

describe('refunds', () => {
  it('refunds a test-checkout order within 24 hours and takes the plan back', async () => {
    const buyer = await t.account({ email: 'back@example.test' });
    const order = await accountBuys(t, buyer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      payload: { order_id: order.orderId },
      headers: bearer(buyer.token),
    });
    expect(res.json()).toMatchObject({
      amount: 900,
      refunded_total: 900,
      fully_refunded: true,
      reverted: 'the Pro plan and its project record are withdrawn',
    });
    expect(orderRow(order.orderId).status).toBe('refunded');
    expect(userRow(buyer.email).plan).toBeNull();
    expect(t.app.deps.db.select().from(projects).all()).toEqual([]);
    expect(t.mail.messages.at(-1)!.subject).toBe(`Refund issued for order ${order.orderId}`);
  });

  it('refuses strangers, the signed-out and a closed window', async () => {
    const buyer = await t.account({ email: 'late@example.test' });
    const order = await accountBuys(t, buyer);
    const stranger = await t.account();
    const asStranger = await t.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      payload: { order_id: order.orderId },
      headers: bearer(stranger.token),
    });
    expect(asStranger.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/refund', payload: { order_id: order.orderId } }))
        .statusCode,
    ).toBe(401);
    t.app.deps.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.publicId, order.orderId))
      .run();
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      payload: { order_id: order.orderId },
      headers: bearer(buyer.token),
    });
    expect(late.json().detail).toBe(PAYMENT_MESSAGES.refundWindowClosed);
    expect(orderRow(order.orderId).status).toBe('paid');
  });
});

describe('configuration', () => {
  it('offers no test checkout when it is switched off (the production default)', async () => {
    const live = await makeTestApp({ testCheckout: false });
    try {
      const res = await live.app.inject({
        method: 'POST',
        url: '/api/payment/process',
        payload: { plan: 'pro', customer_name: 'A', customer_email: 'a@example.test' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe(PAYMENT_MESSAGES.serviceUnavailable);
      expect(live.app.deps.db.select().from(orders).all()).toEqual([]);
    } finally {
      await live.app.close();
    }
    const { loadConfig } = await import('../../config');
    expect(loadConfig({ NODE_ENV: 'production' }).testCheckout).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TEST_CHECKOUT: 'on' }).testCheckout).toBe(true);
    expect(loadConfig({}).testCheckout).toBe(true);
  });

  it('reports each paid order once to the conversion endpoint when one is configured', async () => {
    const http = await import('node:http');
    const received: unknown[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const tracked = await makeTestApp({ analyticsConversionUrl: `http://127.0.0.1:${port}/conversion` });
    try {
      const order = await buyWithTestCheckout(tracked, { email: 'conv@example.test' });
      await tracked.caller().payment.status({ orderId: order.orderId, checkoutSecret: order.checkoutSecret });
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toEqual({
        event: 'purchase',
        transaction_id: order.orderId,
        value: 900,
        currency: 'usd',
        plan: 'pro',
      });
    } finally {
      await tracked.app.close();
      server.close();
    }
  });
});

it('sends one receipt when several requests for it arrive at once', async () => {
  const order = await buyWithTestCheckout(t, { email: 'many@example.test' });
  const before = t.mail.messages.length;
  t.app.deps.db.update(orders).set({ receiptSentAt: null }).where(eq(orders.publicId, order.orderId)).run();
  const { orderId, checkoutSecret } = order;
  await Promise.all(Array.from({ length: 5 }, () => t.caller().payment.sendReceipt({ orderId, checkoutSecret })));
  expect(t.mail.messages.length - before).toBe(1);
});
