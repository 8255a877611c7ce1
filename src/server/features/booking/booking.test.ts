import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { meetingDay } from '../../../../tests/fixtures/dates';
import { buyWithTestCheckout, type TestOrder } from '../../../../tests/fixtures/orders';
import { AGREEMENT_VERSION } from '../../../shared/content/agreement';
import { pacificToday } from '../../../shared/schedule';
import { addDays, WIZARD_MESSAGES } from '../../../shared/schemas/booking';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { contracts, orders, projects, users } from '../../db/schema';

let t: TestApp;
let order: TestOrder;
const EMAIL = 'booker@example.test';
const startDate = () => addDays(pacificToday(), 31);

beforeEach(async () => {
  t = await makeTestApp();
  order = await buyWithTestCheckout(t, { email: EMAIL, name: 'Bo Oker' });
});
afterEach(async () => {
  await t.app.close();
});

const book = (payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/book', payload, headers: { 'user-agent': 'vitest', ...headers } });
/** The wizard's buyer placed the order signed out: the checkout secret is their proof. */
const valid = () => ({
  plan: 'pro',
  order_id: order.orderId,
  checkout_secret: order.checkoutSecret,
  name: 'Bo Oker',
  email: EMAIL,
  business_name: 'Oker Bakery',
  business_description: 'Sourdough and cakes',
  start_date: startDate(),
  design_references: ['https://example.com/nice', ''],
  website_content: { services: 'Bread, cakes', contact: '1 Main St' },
  signature: 'Bo Oker',
  agreed: true,
});

describe('POST /api/book (the wizard’s last step)', () => {
  it('stores the business details and the signed agreement with its evidence', async () => {
    const res = await book(valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      order_id: order.orderId,
      contract_id: expect.stringMatching(/^agr_/),
      message: WIZARD_MESSAGES.bookingComplete,
    });
    const project = t.app.deps.db.select().from(projects).get()!;
    expect(project).toMatchObject({
      businessName: 'Oker Bakery',
      startDate: startDate(),
      designReferences: ['https://example.com/nice'],
      websiteContent: { about: '', services: 'Bread, cakes', contact: '1 Main St' },
    });
    const contract = t.app.deps.db.select().from(contracts).get()!;
    expect(contract).toMatchObject({
      signature: 'Bo Oker',
      email: EMAIL,
      plan: 'pro',
      version: AGREEMENT_VERSION,
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    expect(contract.text).toContain('8. Limitation of liability');
    expect(contract.text).toContain('$900');

    const pdf = await t.app.inject({
      url: `/api/orders/${order.orderId}/contract.pdf?checkout_secret=${order.checkoutSecret}`,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers each validation rule of step 5 with the spec’s message and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ signature: '' }, WIZARD_MESSAGES.signatureRequired],
      [{ agreed: false }, WIZARD_MESSAGES.agreeRequired],
      [{ start_date: '' }, WIZARD_MESSAGES.missingStartDate],
      [{ start_date: addDays(pacificToday(), 10) }, WIZARD_MESSAGES.startDateTooSoon],
      [{ business_name: '   ' }, WIZARD_MESSAGES.businessNameRequired],
      [{ order_id: '' }, WIZARD_MESSAGES.paymentRequired],
      [{ name: '' }, WIZARD_MESSAGES.fillRequired],
      [{ plan: 'gold' }, WIZARD_MESSAGES.selectPlan],
      [{ plan: 'elite' }, WIZARD_MESSAGES.selectPlan],
    ];
    for (const [change, message] of cases) {
      const res = await book({ ...valid(), ...change });
      expect(res.json().detail, JSON.stringify(change)).toBe(message);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(t.app.deps.db.select().from(contracts).all()).toEqual([]);
    expect(t.app.deps.db.select().from(projects).get()!.businessName).toBeNull();
  });

  it('refuses someone else’s order and an unpaid one', async () => {
    // The order id and its email are no proof: without the secret, or with another order's, the order is not found.
    const noSecret = await book({ ...valid(), checkout_secret: null });
    expect(noSecret.statusCode).toBe(404);
    expect(noSecret.json().detail).toBe(PAYMENT_MESSAGES.orderNotFound);
    const otherBuyer = await buyWithTestCheckout(t, { email: 'other@example.test' });
    const other = await book({ ...valid(), email: 'other@example.test', checkout_secret: otherBuyer.checkoutSecret });
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe(PAYMENT_MESSAGES.orderNotFound);
    const stranger = await t.account({ email: 'stranger@example.test' });
    const signedInElsewhere = await book({ ...valid(), checkout_secret: null }, bearer(stranger.token));
    expect(signedInElsewhere.statusCode).toBe(404);
    const pending = await t
      .caller()
      .payment.process({ plan: 'pro', customerEmail: 'p@example.test', customerName: 'P' });
    const unpaid = await book({
      ...valid(),
      email: 'p@example.test',
      order_id: pending.orderId,
      checkout_secret: pending.checkoutSecret,
    });
    expect(unpaid.json().detail).toBe(WIZARD_MESSAGES.paymentRequired);
    expect(t.app.deps.db.select().from(contracts).all()).toEqual([]);
  });

  it('keeps the first signature when the booking is sent twice', async () => {
    await book(valid());
    const again = await book({ ...valid(), signature: 'Somebody Else' });
    expect(again.statusCode).toBe(200);
    expect(t.app.deps.db.select().from(contracts).all()).toEqual([expect.objectContaining({ signature: 'Bo Oker' })]);
  });
});

describe('signing on the order page', () => {
  it('POST /api/contracts/sign signs with the order id, its email and its checkout secret, once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/sign',
      payload: {
        order_id: order.orderId,
        customer_email: EMAIL,
        checkout_secret: order.checkoutSecret,
        signature_date: new Date().toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Contract signed successfully', signature: 'Bo Oker' });
    await expect(t.caller().booking.contract({ orderId: order.orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const view = await t.caller().booking.contract({ orderId: order.orderId, checkoutSecret: order.checkoutSecret });
    expect(view.sections).toHaveLength(8);
    expect(view.signed).toMatchObject({ signature: 'Bo Oker' });
  });

  it('refuses the order id and email alone, the wrong email and an unknown order', async () => {
    const alone = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/sign',
      payload: { order_id: order.orderId, customer_email: EMAIL },
    });
    expect(alone.statusCode).toBe(404);
    expect(alone.json().detail).toBe(PAYMENT_MESSAGES.orderNotFound);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/sign',
      payload: { order_id: order.orderId, customer_email: 'x@example.test', checkout_secret: order.checkoutSecret },
    });
    expect(wrong.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/contracts/sign',
      payload: { order_id: 'ord_none', customer_email: EMAIL, checkout_secret: order.checkoutSecret },
    });
    expect(unknown.statusCode).toBe(404);
    expect(t.app.deps.db.select().from(contracts).all()).toEqual([]);
    expect(
      (
        await t.app.inject({
          url: `/api/orders/${order.orderId}/contract.pdf?checkout_secret=${order.checkoutSecret}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('POST /api/contract/sign needs the signed-in owner', async () => {
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/contract/sign', payload: { signature: 'Me' } });
    expect(signedOut.statusCode).toBe(401);
    // The buyer still holds the checkout secret: the order is the new account's at once.
    const signup = await t.caller().auth.signup({
      name: 'Bo',
      email: EMAIL,
      password: 'secret1',
      orderId: order.orderId,
      checkoutSecret: order.checkoutSecret,
    });
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/contract/sign',
      payload: { client_id: signup.user.id + 99, signature: 'Bo' },
      headers: bearer(signup.token),
    });
    expect(notMine.statusCode).toBe(403);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/contract/sign',
      payload: { client_id: signup.user.id, signature: 'Bo' },
      headers: bearer(signup.token),
    });
    expect(mine.json()).toMatchObject({ signature: 'Bo' });
  });
});

describe('admin_special', () => {
  const account = { fullName: 'Special Client', email: 'special@example.test', password: 'secret1' };

  it('is for admins only, on every step', async () => {
    const customer = await t.account();
    await expect(t.caller(customer.token).booking.specialAccount(account)).rejects.toThrow('Admin access required');
    await expect(t.caller().booking.specialAccount(account)).rejects.toThrow();
    const res = await book(
      { plan: 'admin_special', name: 'S', email: customer.email, meeting_date: meetingDay(), meeting_time: '13:00' },
      bearer(customer.token),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(PAYMENT_MESSAGES.adminSpecialOnly);
  });

  it('creates the customer, books the meeting, then gives the plan without payment', async () => {
    const admin = await t.account({ isAdmin: true });
    const caller = t.caller(admin.token);
    expect(await caller.booking.specialAccount(account)).toMatchObject({ created: true });
    expect(await caller.booking.specialAccount(account)).toMatchObject({ created: false });

    const date = meetingDay();
    const input = {
      plan: 'admin_special' as const,
      fullName: account.fullName,
      email: account.email,
      meetingDate: date,
      meetingTime: '13:00',
    };
    await expect(caller.booking.complete({ ...input, meetingDate: null })).rejects.toThrow(
      WIZARD_MESSAGES.selectMeeting,
    );
    await expect(caller.booking.complete(input)).rejects.toThrow(WIZARD_MESSAGES.saveMeetingFirst);

    await caller.schedule.book({ date, time: '13:00', name: account.fullName, email: account.email });
    const done = await caller.booking.complete(input);
    expect(done.message).toBe(WIZARD_MESSAGES.adminBookingComplete);
    const customer = t.app.deps.db.select().from(users).where(eq(users.email, account.email)).get()!;
    expect(customer.plan).toBe('admin_special');
    expect(t.app.deps.db.select().from(orders).where(eq(orders.publicId, done.orderId)).get()).toMatchObject({
      status: 'paid',
      provider: 'none',
      amountCents: 0,
      userId: customer.id,
    });
    // The admin stays an admin with no plan of their own.
    expect(t.app.deps.db.select().from(users).where(eq(users.id, admin.id)).get()!.plan).toBeNull();
  });

  it('never touches another administrator’s account', async () => {
    const admin = await t.account({ isAdmin: true });
    const other = await t.account({ isAdmin: true });
    await expect(t.caller(admin.token).booking.specialAccount({ ...account, email: other.email })).rejects.toThrow(
      'administrator',
    );
  });
});
