import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { type FakePayPal, startFakePayPal } from '../../../../tests/fixtures/fake-paypal';
import { type FakeStripe, startFakeStripe } from '../../../../tests/fixtures/fake-stripe';
import { BILLING_MESSAGES } from '../../../shared/billing';
import { CHARGE_EXPIRY_MS, DUPLICATE_CHARGE_WINDOW_MS } from '../../../shared/rules';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { extraPageRequests, orders, users } from '../../db/schema';
import type { AppRouter } from '../../trpc/router';
import { expireAbandonedCharges } from './billing';

// Issue 19 gaps 2, 3 and 5: one charge per checkout attempt, pay later from Billing, receipts.

const KEY = 'attempt-key-0123456789abcdef';
const OTHER_KEY = 'attempt-key-fedcba9876543210';

let t: TestApp;
let pro: TestAccount;

beforeEach(async () => {
  t = await makeTestApp();
  pro = await t.account({ email: 'pro@example.test', plan: 'pro', name: 'Pia Pro' });
});
afterEach(async () => {
  await t.app.close();
});

const ordersOf = (email: string) => t.app.deps.db.select().from(orders).where(eq(orders.email, email)).all();
const orderRow = (publicId: string) => t.app.deps.db.select().from(orders).where(eq(orders.publicId, publicId)).get()!;
const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl, 'http://x').searchParams.get('session_id')!;
const backdate = (publicId: string, ms: number) => {
  const row = orderRow(publicId);
  t.app.deps.db
    .update(orders)
    .set({ createdAt: new Date(row.createdAt.getTime() - ms), expiresAt: new Date(row.expiresAt!.getTime() - ms) })
    .where(eq(orders.publicId, publicId))
    .run();
};

/** A tRPC client over real HTTP that batches the calls made in one tick into one request. */
async function httpClient(token: string) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${address}/trpc`, headers: bearer(token) })] });
}

/** Runs `story` with `t` an app of its own that pays through the fake `start` gives; both close after. */
async function withFakeProvider<Fake extends { close: () => Promise<void> }>(
  start: () => Promise<Fake>,
  config: (fake: Fake) => Parameters<typeof makeTestApp>[0],
  story: (fake: Fake) => Promise<void>,
) {
  const fake = await start();
  const providerApp = await makeTestApp(config(fake));
  try {
    t = providerApp;
    await story(fake);
  } finally {
    await providerApp.app.close();
    await fake.close();
  }
}

const withFakeStripe = (story: (fake: FakeStripe) => Promise<void>) =>
  withFakeProvider(
    startFakeStripe,
    (fake) => ({ stripe: { secretKey: fake.secretKey, webhookSecret: 'whsec_test', apiBase: fake.url } }),
    story,
  );

const withFakePayPal = (story: (fake: FakePayPal) => Promise<void>) =>
  withFakeProvider(
    startFakePayPal,
    (fake) => ({ paypal: { clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url } }),
    story,
  );

/** A Starter customer's upgrade to Pro, left open at its checkout. */
async function openUpgrade(paymentMethod: 'stripe' | 'paypal' = 'stripe') {
  const buyer = await t.account({ plan: 'starter' });
  const upgrade = await t.caller(buyer.token).customer.upgrade({ newPlan: 'pro', paymentMethod });
  if (upgrade.status !== 'checkout') throw new Error('expected a checkout');
  return { buyer, upgrade };
}

async function unpaidPages(account = pro, attemptKey?: string) {
  const result = await t
    .caller(account.token)
    .customer.requestExtraPages({ pageCount: 2, description: 'About and Team', attemptKey });
  if (result.checkout?.status !== 'checkout') throw new Error('expected a checkout');
  return result.checkout;
}

describe('one charge per checkout attempt (gap 3)', () => {
  it('two identical requests at once over HTTP, one batch, make one order, one page request and one checkout', async () => {
    const client = await httpClient(pro.token);
    const input = { pageCount: 1, description: 'A pricing page', attemptKey: KEY };
    const [first, second] = await Promise.all([
      client.customer.requestExtraPages.mutate(input),
      client.customer.requestExtraPages.mutate(input),
    ]);

    expect(ordersOf(pro.email)).toHaveLength(1);
    expect(t.app.deps.db.select().from(extraPageRequests).all()).toHaveLength(1);
    expect(second.checkout).toEqual(first.checkout);
  });

  it('two identical REST calls at once with one Idempotency-Key make one order', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const post = () =>
      fetch(`${address}/api/customer/request-extra-pages`, {
        method: 'POST',
        headers: { ...bearer(pro.token), 'content-type': 'application/json', 'idempotency-key': KEY },
        body: JSON.stringify({ page_count: 1 }),
      }).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { order_id: string; checkout_url: string },
      }));
    const answers = await Promise.all([post(), post(), post()]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.order_id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.checkout_url)).size).toBe(1);
    expect(ordersOf(pro.email)).toHaveLength(1);
  });

  it('refuses a second identical pending charge within the window when the client sends no key, or another one', async () => {
    const client = await httpClient(pro.token);
    const results = await Promise.allSettled([
      client.customer.requestExtraPages.mutate({ pageCount: 1 }),
      client.customer.requestExtraPages.mutate({ pageCount: 1, attemptKey: OTHER_KEY }),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected')!;
    expect(String(refused.reason)).toContain(PAYMENT_MESSAGES.duplicateCharge);
    expect(ordersOf(pro.email)).toHaveLength(1);
    expect(t.app.deps.db.select().from(extraPageRequests).all()).toHaveLength(1);
  });

  it('gives an account’s second click on a plan, under a new key, the checkout it already has', async () => {
    const buyer = await t.account({ email: 'again@example.test' });
    const client = await httpClient(buyer.token);
    const input = {
      plan: 'pro' as const,
      customerEmail: buyer.email,
      customerName: 'Again',
      returnTo: 'wizard' as const,
    };
    const first = await client.payment.process.mutate({ ...input, attemptKey: KEY });
    const second = await client.payment.process.mutate({ ...input, attemptKey: OTHER_KEY });
    expect(first.status).toBe('checkout');
    expect(second).toEqual(first);
    expect(ordersOf(buyer.email)).toHaveLength(1);
  });

  it('the double-submission window is the requester’s own: another address or the account is not blocked', async () => {
    const buyer = await t.account({ email: 'buyer@example.test' });
    const input = { plan: 'elite' as const, customerEmail: buyer.email, customerName: 'Someone' };
    await t.caller(null, '198.51.100.7').payment.process(input);
    // The same visitor submitting again at once is a double submission…
    await expect(t.caller(null, '198.51.100.7').payment.process(input)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_MESSAGES.duplicateCharge,
    });
    // …but nobody else's charge under the same address blocks another requester, nor its owner.
    expect((await t.caller(null, '203.0.113.9').payment.process(input)).status).toBe('checkout');
    expect((await t.caller(buyer.token).payment.process(input)).status).toBe('checkout');
    expect(ordersOf(buyer.email).map((order) => order.openedBy)).toEqual([
      'a:198.51.100.7',
      'a:203.0.113.9',
      `u:${buyer.id}`,
    ]);
  });

  it('allows the same purchase again after the window, and a different purchase at once', async () => {
    const first = await unpaidPages(pro, KEY);
    await t.caller(pro.token).customer.requestExtraPages({ pageCount: 3 });
    backdate(first.orderId, DUPLICATE_CHARGE_WINDOW_MS + 1000);
    await unpaidPages(pro, OTHER_KEY);
    expect(ordersOf(pro.email)).toHaveLength(3);
  });

  it('a key belongs to the customer who sent it: another customer with the same key gets their own charge', async () => {
    const other = await t.account({ plan: 'starter' });
    const mine = await unpaidPages(pro, KEY);
    const theirs = await unpaidPages(other, KEY);
    expect(theirs.orderId).not.toBe(mine.orderId);
  });

  it('two clicks on Pay with Stripe send one Idempotency-Key and open one Checkout Session', () =>
    withFakeStripe(async (fake) => {
      const buyer = await t.account({ plan: 'starter' });
      const client = await httpClient(buyer.token);
      const input = { newPlan: 'pro' as const, attemptKey: KEY };
      const [first, second] = await Promise.all([
        client.customer.upgrade.mutate(input),
        client.customer.upgrade.mutate(input),
      ]);

      expect(second).toEqual(first);
      expect(fake.sessions.size).toBe(1);
      const keys = fake.requests
        .filter((request) => request.path === '/v1/checkout/sessions')
        .map((request) => request.idempotencyKey);
      expect(new Set(keys)).toEqual(new Set([`checkout-${first.orderId}`]));
    }));

  it('the database refuses a second order with the same key, whoever inserts it', () => {
    const row = {
      kind: 'plan' as const,
      plan: 'pro' as const,
      description: 'Pro plan',
      email: 'a@example.test',
      name: 'A',
      amountCents: 90000,
      paymentMethod: 'stripe' as const,
      provider: 'test' as const,
      idempotencyKey: 'u:1:same',
    };
    t.app.deps.db
      .insert(orders)
      .values({ ...row, publicId: 'ord_one' })
      .run();
    expect(() =>
      t.app.deps.db
        .insert(orders)
        .values({ ...row, publicId: 'ord_two' })
        .run(),
    ).toThrow(/UNIQUE constraint failed: orders.idempotency_key/);
  });

  it('rejects a malformed key', async () => {
    await expect(
      t.caller(pro.token).customer.requestExtraPages({ pageCount: 1, attemptKey: 'short' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/request-extra-pages',
      headers: { ...bearer(pro.token), 'idempotency-key': 'bad key!' },
      payload: { page_count: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(ordersOf(pro.email)).toHaveLength(0);
  });
});

describe('Billing: every charge, Pay now, expiry (gap 2)', () => {
  it('lists the customer’s charges with status, dates and amounts, newest first', async () => {
    const pages = await unpaidPages();
    backdate(pages.orderId, 60_000);
    const upgrade = await t.caller(pro.token).customer.upgrade({ newPlan: 'elite' });
    if (upgrade.status !== 'checkout') throw new Error('expected a checkout');
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: upgrade.sessionId, outcome: 'succeed' });

    const charges = await t.caller(pro.token).payment.billing();
    expect(charges.map((charge) => charge.orderId)).toEqual([upgrade.orderId, pages.orderId]);
    expect(charges[0]).toMatchObject({
      kind: 'upgrade',
      description: 'Upgrade from Pro to Elite',
      amountCents: 30000,
      status: 'paid',
      expiresAt: null,
      receiptId: expect.stringMatching(/^rcpt_/),
    });
    expect(charges[0]!.paidAt).not.toBeNull();
    expect(charges[1]).toMatchObject({
      kind: 'extra_pages',
      description: '2 extra page(s)',
      amountCents: 10000,
      status: 'awaiting_payment',
      paidAt: null,
      receiptId: null,
    });
    expect(Date.parse(charges[1]!.expiresAt!) - Date.parse(charges[1]!.createdAt)).toBe(CHARGE_EXPIRY_MS);
  });

  it('shows paid, refunded and expired charges as such, and never another customer’s', async () => {
    const other = await t.account({ plan: 'pro' });
    await unpaidPages(other);
    const paid = await unpaidPages();
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: paid.sessionId, outcome: 'succeed' });
    backdate(paid.orderId, DUPLICATE_CHARGE_WINDOW_MS + 1);
    const refunded = await unpaidPages(pro, KEY);
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: refunded.sessionId, outcome: 'succeed' });
    await t.caller(pro.token).payment.refund({ orderId: refunded.orderId });
    backdate(refunded.orderId, DUPLICATE_CHARGE_WINDOW_MS + 1);
    const expired = await unpaidPages(pro, OTHER_KEY);
    backdate(expired.orderId, CHARGE_EXPIRY_MS + 1);

    const byId = Object.fromEntries(
      (await t.caller(pro.token).payment.billing()).map((charge) => [charge.orderId, charge]),
    );
    expect(Object.keys(byId).sort()).toEqual([paid.orderId, refunded.orderId, expired.orderId].sort());
    expect(byId[paid.orderId]).toMatchObject({ status: 'paid', receiptId: expect.stringMatching(/^rcpt_/) });
    expect(byId[refunded.orderId]).toMatchObject({ status: 'refunded', refundedCents: 10000 });
    expect(byId[expired.orderId]).toMatchObject({ status: 'expired' });
    expect(orderRow(expired.orderId)).toMatchObject({ status: 'expired', failureReason: 'abandoned' });
  });

  it('Pay now opens a new checkout for an awaiting charge; the old one can no longer be paid; paying fulfils it', async () => {
    const pages = await unpaidPages();
    const again = await t.caller(pro.token).payment.payCharge({ orderId: pages.orderId, attemptKey: KEY });
    if (again.status !== 'checkout') throw new Error('expected a checkout');
    expect(again.orderId).toBe(pages.orderId);
    expect(again.sessionId).not.toBe(pages.sessionId);

    // Even its owner, signed in, can no longer pay the replaced checkout.
    await expect(
      t.caller(pro.token).payment.finishTestCheckout({ sessionId: pages.sessionId, outcome: 'succeed' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The new checkout is the account's: its session id alone does not pay it (issue 33).
    await expect(
      t.caller().payment.finishTestCheckout({ sessionId: sessionOf(again.checkoutUrl), outcome: 'succeed' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: PAYMENT_MESSAGES.noSession });
    const done = await t
      .caller(pro.token)
      .payment.finishTestCheckout({ sessionId: sessionOf(again.checkoutUrl), outcome: 'succeed' });
    expect(done.redirectUrl).toBe(`/payment-success?order_id=${pages.orderId}&session_id=${again.sessionId}`);
    expect(orderRow(pages.orderId).status).toBe('paid');
    expect(t.app.deps.db.select().from(extraPageRequests).all()).toEqual([
      expect.objectContaining({ pagesRequested: 2, status: 'pending' }),
    ]);
    const receipt = await t.mailTo(pro.email, 'Your receipt for 2 extra page(s)');
    expect(receipt.text).toContain('Payment method: Card (test checkout)');
  });

  it('a double click on Pay now gives one checkout; a declined or cancelled charge can be paid later too', async () => {
    const pages = await unpaidPages();
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: pages.sessionId, outcome: 'decline' });
    const client = await httpClient(pro.token);
    const [first, second] = await Promise.all([
      client.payment.payCharge.mutate({ orderId: pages.orderId, attemptKey: KEY }),
      client.payment.payCharge.mutate({ orderId: pages.orderId, attemptKey: KEY }),
    ]);
    expect(second).toEqual(first);
    expect(orderRow(pages.orderId)).toMatchObject({ status: 'pending', failureReason: null });
  });

  it('Pay now through Stripe expires the open session first, then opens one that returns to /payment-success', () =>
    withFakeStripe(async (fake) => {
      const { buyer, upgrade } = await openUpgrade();
      const again = await t.caller(buyer.token).payment.payCharge({ orderId: upgrade.orderId, attemptKey: KEY });
      if (again.status !== 'checkout') throw new Error('expected a checkout');

      expect(fake.sessions.get(upgrade.sessionId)!.status).toBe('expired');
      expect(fake.createParams(again.sessionId).success_url).toBe(
        `http://localhost:3000/payment-success?order_id=${upgrade.orderId}&session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(orderRow(upgrade.orderId).providerRef).toBe(again.sessionId);
    }));

  it('Pay now finds a Stripe session paid meanwhile in the old tab: the charge is paid once, no new checkout', () =>
    withFakeStripe(async (fake) => {
      const { buyer, upgrade } = await openUpgrade();
      fake.pay(upgrade.sessionId);

      const again = await t.caller(buyer.token).payment.payCharge({ orderId: upgrade.orderId, attemptKey: KEY });
      expect(again).toEqual({ status: 'completed', orderId: upgrade.orderId, message: PAYMENT_MESSAGES.alreadyPaid });
      expect(fake.sessions.size).toBe(1);
      expect(orderRow(upgrade.orderId).status).toBe('paid');
      expect(t.app.deps.db.select().from(users).where(eq(users.id, buyer.id)).get()!.plan).toBe('pro');
    }));

  it('Pay now with PayPal opens a new PayPal order; only it can be captured, and it lands on /payment-success', () =>
    withFakePayPal(async (fake) => {
      const { buyer, upgrade } = await openUpgrade('paypal');
      const again = await t
        .caller(buyer.token)
        .payment.payCharge({ orderId: upgrade.orderId, paymentMethod: 'paypal', attemptKey: KEY });
      if (again.status !== 'checkout') throw new Error('expected a checkout');
      expect(again.sessionId).not.toBe(upgrade.sessionId);

      fake.approve(upgrade.sessionId);
      const stale = await t.app.inject({
        url: `/api/payments/paypal/return?order_id=${upgrade.orderId}&token=${upgrade.sessionId}`,
      });
      // The replaced checkout's token is no longer this order's: nothing is captured.
      expect(stale.statusCode).toBe(404);
      expect(stale.json()).toEqual({ detail: PAYMENT_MESSAGES.orderNotFound });
      expect(orderRow(upgrade.orderId).status).toBe('pending');

      fake.approve(again.sessionId);
      const back = await t.app.inject({
        url: `/api/payments/paypal/return?order_id=${upgrade.orderId}&token=${again.sessionId}`,
      });
      expect(back.headers.location).toBe(`/payment-success?order_id=${upgrade.orderId}&session_id=${again.sessionId}`);
      expect(orderRow(upgrade.orderId)).toMatchObject({ status: 'paid', provider: 'paypal' });
    }));

  it('refuses to pay an expired, a paid or a no longer fitting charge, and hides other customers’ charges', async () => {
    const pages = await unpaidPages();
    backdate(pages.orderId, CHARGE_EXPIRY_MS + 1);
    await expect(t.caller(pro.token).payment.payCharge({ orderId: pages.orderId })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.chargeExpired,
    });
    expect(orderRow(pages.orderId).status).toBe('expired');

    const starter = await t.account({ plan: 'starter' });
    const upgrade = await t.caller(starter.token).customer.upgrade({ newPlan: 'pro' });
    await expect(t.caller(pro.token).payment.payCharge({ orderId: upgrade.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    t.app.deps.db.update(users).set({ plan: 'elite' }).where(eq(users.id, starter.id)).run();
    await expect(t.caller(starter.token).payment.payCharge({ orderId: upgrade.orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_MESSAGES.chargeNotWanted,
    });

    const paid = await unpaidPages(pro, KEY);
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: paid.sessionId, outcome: 'succeed' });
    await expect(t.caller(pro.token).payment.payCharge({ orderId: paid.orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_MESSAGES.alreadyPaid,
    });
  });

  it('a charge opened signed out under the customer’s address is not theirs to see or pay until it is paid', async () => {
    // Anyone can type an address (issue 33): an unpaid guest charge attaches to no account.
    const guest = await t.caller().payment.process({
      plan: 'pro',
      customerEmail: pro.email,
      customerName: 'Someone Else',
      returnTo: 'success_page',
    });
    if (guest.status !== 'checkout' || !guest.checkoutSecret) throw new Error('expected a guest checkout');
    expect(await t.caller(pro.token).payment.billing()).toEqual([]);
    await expect(t.caller(pro.token).payment.payCharge({ orderId: guest.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    expect(orderRow(guest.orderId)).toMatchObject({ status: 'pending', userId: null });

    // Paid by whoever holds its checkout, it is a settled charge under the address the account proved.
    await t.caller().payment.finishTestCheckout({
      sessionId: guest.sessionId,
      outcome: 'succeed',
      checkoutSecret: guest.checkoutSecret,
    });
    expect((await t.caller(pro.token).payment.billing()).map((charge) => [charge.orderId, charge.status])).toEqual([
      [guest.orderId, 'paid'],
    ]);
  });

  it('needs a signed-in customer and a well-formed order id', async () => {
    await expect(t.caller().payment.billing()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller().payment.payCharge({ orderId: 'ord_x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller().payment.receipt({ orderId: 'ord_x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller(pro.token).payment.payCharge({ orderId: 'not an id!' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(t.caller(pro.token).payment.payCharge({ orderId: 'ord_missing' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('the sweep expires only unpaid charges past their deadline', async () => {
    const old = await unpaidPages();
    backdate(old.orderId, CHARGE_EXPIRY_MS + 1);
    const fresh = await unpaidPages(pro, KEY);
    const paid = await t.caller(pro.token).customer.requestExtraPages({ pageCount: 4 });
    await t.caller(pro.token).payment.finishTestCheckout({
      sessionId: (paid.checkout as { sessionId: string }).sessionId,
      outcome: 'succeed',
    });
    backdate((paid.checkout as { orderId: string }).orderId, CHARGE_EXPIRY_MS + 1);

    expect(expireAbandonedCharges(t.app.deps.db)).toBe(1);
    expect(orderRow(old.orderId).status).toBe('expired');
    expect(orderRow(fresh.orderId).status).toBe('pending');
    expect(orderRow((paid.checkout as { orderId: string }).orderId).status).toBe('paid');
  });
});

describe('receipts and brand mail (gap 5)', () => {
  it('sends a receipt with number, date, item, amount and payment method, in HTML and plain text, from the brand', async () => {
    const pages = await unpaidPages();
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: pages.sessionId, outcome: 'succeed' });
    const order = orderRow(pages.orderId);
    const mail = await t.mailTo(pro.email, 'Your receipt for 2 extra page(s)');

    expect(mail.from).toBe('Goldline Studio <hello@goldline.studio>');
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(order.receiptId!);
      expect(part).toContain('2 extra page(s) (x2): $100');
      expect(part).toContain('Card (test checkout)');
      expect(part).toContain(
        `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(order.paidAt!)} UTC`,
      );
    }
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('gives every email an HTML part, also those written as plain text only', async () => {
    await t.account({ email: 'admin@agency.test', isAdmin: true });
    await t.caller(pro.token).customer.sendMessage({ message: 'Hello team' });
    const notice = await t.mailTo('admin@agency.test');
    expect(notice.text).toContain('Hello team');
    expect(notice.html).toContain('Hello team');
    expect(notice.html).toContain('Goldline Studio');
  });

  it('MAIL_FROM overrides the sender', async () => {
    const custom = await makeTestApp({
      mail: { ...t.app.deps.config.mail, from: 'Studio <billing@example.test>' },
    });
    try {
      const buyer = await custom.account({ plan: 'pro' });
      const pages = await custom.caller(buyer.token).customer.requestExtraPages({ pageCount: 1 });
      await custom.caller(buyer.token).payment.finishTestCheckout({
        sessionId: (pages.checkout as { sessionId: string }).sessionId,
        outcome: 'succeed',
      });
      expect((await custom.mailTo(buyer.email)).from).toBe('Studio <billing@example.test>');
    } finally {
      await custom.app.close();
    }
  });

  it('shows the receipt of a paid charge to its owner only, and none for an unpaid one', async () => {
    const pages = await unpaidPages();
    await expect(t.caller(pro.token).payment.receipt({ orderId: pages.orderId })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.noReceipt,
    });
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: pages.sessionId, outcome: 'succeed' });

    const receipt = await t.caller(pro.token).payment.receipt({ orderId: pages.orderId });
    expect(receipt).toMatchObject({
      receiptId: orderRow(pages.orderId).receiptId,
      customerName: 'Pia Pro',
      items: [{ description: '2 extra page(s)', quantity: 2, amount: '$100' }],
      amount: '$100',
      paymentMethod: 'Card (test checkout)',
      refunded: null,
    });
    const stranger = await t.account();
    await expect(t.caller(stranger.token).payment.receipt({ orderId: pages.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(BILLING_MESSAGES.expiryNote).toContain('7 days');
  });
});

describe('an account’s plan is paid for once, however many checkouts were opened for it', () => {
  /** Pia's upgrade to Elite, opened past the double-click window: a checkout attempt of its own. */
  async function upgradeToElite() {
    const upgrade = await t.caller(pro.token).customer.upgrade({ newPlan: 'elite' });
    if (upgrade.status !== 'checkout') throw new Error('expected a checkout');
    backdate(upgrade.orderId, DUPLICATE_CHARGE_WINDOW_MS + 1_000);
    return upgrade;
  }
  const paidUpgrades = () => ordersOf(pro.email).filter((order) => order.kind === 'upgrade' && order.status === 'paid');
  const planOf = (id: number) => t.app.deps.db.select().from(users).where(eq(users.id, id)).get()!.plan;

  it('a second upgrade checkout ends the first: its tab can no longer pay, nor can Billing', async () => {
    const first = await upgradeToElite();
    const second = await upgradeToElite();
    await t.caller(pro.token).payment.finishTestCheckout({ sessionId: second.sessionId, outcome: 'succeed' });

    await expect(
      t.caller(pro.token).payment.finishTestCheckout({ sessionId: first.sessionId, outcome: 'succeed' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: PAYMENT_MESSAGES.checkoutClosed });
    await expect(t.caller(pro.token).payment.payCharge({ orderId: first.orderId })).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.chargeExpired,
    });
    expect(orderRow(first.orderId)).toMatchObject({ status: 'expired', failureReason: 'superseded' });
    expect(paidUpgrades().map((order) => order.publicId)).toEqual([second.orderId]);
    expect(planOf(pro.id)).toBe('elite');
    // Billing says it ended now, not at the deadline it would have had.
    const charges = await t.caller(pro.token).payment.billing();
    expect(charges.filter((charge) => charge.status === 'awaiting_payment')).toEqual([]);
    const ended = charges.find((charge) => charge.orderId === first.orderId)!;
    expect(ended).toMatchObject({ status: 'expired', ending: 'superseded' });
    expect(Date.parse(ended.expiresAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('Pay now on one of two charges for the plan (both left open from before this rule) ends the other', async () => {
    const first = await upgradeToElite();
    const second = await upgradeToElite();
    t.app.deps.db
      .update(orders)
      .set({ status: 'cancelled', failureReason: 'cancelled_by_customer' })
      .where(eq(orders.publicId, first.orderId))
      .run();
    const again = await t.caller(pro.token).payment.payCharge({ orderId: first.orderId, attemptKey: KEY });
    if (again.status !== 'checkout') throw new Error('expected a checkout');
    expect(orderRow(second.orderId)).toMatchObject({ status: 'expired', failureReason: 'superseded' });
    await expect(
      t.caller(pro.token).payment.finishTestCheckout({ sessionId: second.sessionId, outcome: 'succeed' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: PAYMENT_MESSAGES.checkoutClosed });
    await t
      .caller(pro.token)
      .payment.finishTestCheckout({ sessionId: sessionOf(again.checkoutUrl), outcome: 'succeed' });
    expect(paidUpgrades().map((order) => order.publicId)).toEqual([first.orderId]);
  });

  it('a second plan checkout of an account without a plan ends the first', async () => {
    const newcomer = await t.account({ email: 'new@example.test' });
    const pick = async (plan: 'pro' | 'elite') => {
      const started = await t.caller(newcomer.token).customer.selectPlan({ plan, paymentMethod: 'stripe' });
      if (started.status !== 'checkout') throw new Error('expected a checkout');
      backdate(started.orderId, DUPLICATE_CHARGE_WINDOW_MS + 1_000);
      return started;
    };
    const first = await pick('pro');
    const second = await pick('elite');
    await t.caller(newcomer.token).payment.finishTestCheckout({ sessionId: second.sessionId, outcome: 'succeed' });
    await expect(
      t.caller(newcomer.token).payment.finishTestCheckout({ sessionId: first.sessionId, outcome: 'succeed' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: PAYMENT_MESSAGES.checkoutClosed });
    expect(planOf(newcomer.id)).toBe('elite');
  });

  it('through Stripe, the first checkout’s session is expired before the second opens', () =>
    withFakeStripe(async (fake) => {
      pro = await t.account({ email: 'pro@example.test', plan: 'pro', name: 'Pia Pro' });
      const first = await upgradeToElite();
      const second = await upgradeToElite();
      expect(fake.sessions.get(first.sessionId)!.status).toBe('expired');
      expect(fake.sessions.get(second.sessionId)!.status).toBe('open');
      expect(orderRow(first.orderId)).toMatchObject({ status: 'expired', failureReason: 'superseded' });
    }));

  it('through Stripe, a first checkout paid meanwhile counts, and the second upgrade is refused', () =>
    withFakeStripe(async (fake) => {
      pro = await t.account({ email: 'pro@example.test', plan: 'pro', name: 'Pia Pro' });
      const first = await upgradeToElite();
      fake.pay(first.sessionId);
      await expect(t.caller(pro.token).customer.upgrade({ newPlan: 'elite' })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: PAYMENT_MESSAGES.chargeNotWanted,
      });
      expect(paidUpgrades().map((order) => order.publicId)).toEqual([first.orderId]);
      expect(planOf(pro.id)).toBe('elite');
      expect(fake.sessions.size).toBe(1);
    }));

  it('a PayPal checkout approved after its charge ended is not captured', () =>
    withFakePayPal(async (fake) => {
      pro = await t.account({ email: 'pro@example.test', plan: 'pro', name: 'Pia Pro' });
      const open = async () => {
        const upgrade = await t.caller(pro.token).customer.upgrade({ newPlan: 'elite', paymentMethod: 'paypal' });
        if (upgrade.status !== 'checkout') throw new Error('expected a checkout');
        backdate(upgrade.orderId, DUPLICATE_CHARGE_WINDOW_MS + 1_000);
        return upgrade;
      };
      const first = await open();
      await open();
      expect(orderRow(first.orderId).status).toBe('expired');

      // PayPal cannot close an order: the buyer can still approve the first one in its old tab.
      fake.approve(first.sessionId);
      const back = await t.app.inject({
        url: `/api/payments/paypal/return?order_id=${first.orderId}&token=${first.sessionId}`,
      });
      expect(back.headers.location).toBe(`/payment-cancelled?order_id=${first.orderId}`);
      expect(fake.orders.get(first.sessionId)!.status).toBe('APPROVED');
      expect(orderRow(first.orderId).status).toBe('expired');
      expect(planOf(pro.id)).toBe('pro');
    }));

  it('an admin’s cancel of a charge closes its Stripe checkout, and one paid meanwhile is not cancelled', () =>
    withFakeStripe(async (fake) => {
      const admin = await t.account({ isAdmin: true, permissions: ['payments'] });
      const { upgrade } = await openUpgrade();
      await t.caller(admin.token).admin.cancelCharge({ orderId: upgrade.orderId });
      expect(fake.sessions.get(upgrade.sessionId)!.status).toBe('expired');

      const { buyer, upgrade: paid } = await openUpgrade();
      fake.pay(paid.sessionId);
      await expect(t.caller(admin.token).admin.cancelCharge({ orderId: paid.orderId })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      expect(orderRow(paid.orderId).status).toBe('paid');
      expect(planOf(buyer.id)).toBe('pro');
    }));
});
