import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, restAs } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { accountBuys, buyWithTestCheckout, signAgreement } from '../../../../tests/fixtures/orders';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { adminActivity, orders, projects, users } from '../../db/schema';
import type { CheckoutResult } from './service';

// A refund gives back what its charge bought (plan, upgrade, extra pages, extra revision), in full
// or, by an admin holding the Payments permission, in part; the trail says what was reverted.

let t: TestApp;
/** A super admin: every permission, Payments included. */
let owner: TestAccount;
beforeEach(async () => {
  ({ t, owner } = await appWithOwner());
});
afterEach(async () => {
  await t.app.close();
});

const db = () => t.app.deps.db;
const orderRow = (publicId: string) => db().select().from(orders).where(eq(orders.publicId, publicId)).get()!;
const planOf = (id: number) => db().select().from(users).where(eq(users.id, id)).get()!.plan;
const projectPlans = () =>
  db()
    .select()
    .from(projects)
    .all()
    .map((project) => project.plan);
const trail = () =>
  db()
    .select()
    .from(adminActivity)
    .all()
    .map(({ adminEmail, action, details }) => ({ adminEmail, action, details }));
const dashboard = (customer: TestAccount) => t.caller(customer.token).customer.dashboard();
const refund = (actor: TestAccount, orderId: string, amountCents?: number) =>
  t.caller(actor.token).payment.refund({ orderId, amountCents });

/** The customer pays their checkout on the built-in test checkout, signed in (their proof); the order id. */
async function paid(customer: TestAccount, checkout: CheckoutResult | null): Promise<string> {
  if (checkout?.status !== 'checkout') throw new Error('expected a checkout');
  await t.caller(customer.token).payment.finishTestCheckout({ sessionId: checkout.sessionId, outcome: 'succeed' });
  return checkout.orderId;
}
const upgrade = async (customer: TestAccount, newPlan: 'pro' | 'elite') =>
  paid(customer, await t.caller(customer.token).customer.upgrade({ newPlan }));
const extraPages = async (customer: TestAccount, pageCount: number) =>
  paid(
    customer,
    (await t.caller(customer.token).customer.requestExtraPages({ pageCount, description: 'Team page' })).checkout,
  );
const askRevision = (customer: TestAccount, description: string) =>
  t.caller(customer.token).customer.requestRevision({ description });

async function customerWithPlan(plan: 'starter' | 'pro') {
  const customer = await t.account();
  const { orderId } = await accountBuys(t, customer, { plan });
  await signAgreement(t, { orderId, email: customer.email, token: customer.token });
  return { customer, planOrder: orderId };
}

describe('a full refund reverts what the charge bought', () => {
  it('an upgrade: the account and its project go back to the plan it replaced', async () => {
    const { customer } = await customerWithPlan('starter');
    const order = await upgrade(customer, 'pro');
    expect([planOf(customer.id), ...projectPlans()]).toEqual(['pro', 'pro']);

    const result = await refund(customer, order);
    expect(result.message).toContain('the plan is back from Pro to Starter');
    expect([planOf(customer.id), ...projectPlans()]).toEqual(['starter', 'starter']);
    expect(orderRow(order)).toMatchObject({ status: 'refunded', refundedCents: 30000, previousPlan: 'starter' });
    expect(trail()).toEqual([
      {
        adminEmail: customer.email,
        action: 'refund_own_order',
        details: expect.stringContaining('the plan is back from Pro to Starter'),
      },
    ]);
    expect(t.mail.messages.at(-1)).toMatchObject({
      to: customer.email,
      text: expect.stringContaining('back from Pro to Starter'),
    });
  });

  it('the plan: refused while an upgrade bought on it stands; refunded newest first, both revert', async () => {
    const { customer, planOrder } = await customerWithPlan('starter');
    const order = await upgrade(customer, 'pro');

    await expect(refund(customer, planOrder)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('Upgrade from Starter to Pro'),
    });
    expect(orderRow(planOrder).status).toBe('paid');
    expect(planOf(customer.id)).toBe('pro');

    await refund(customer, order);
    const result = await refund(customer, planOrder);
    expect(result.message).toContain('the Starter plan and its project record are withdrawn');
    expect(planOf(customer.id)).toBeNull();
    expect(projectPlans()).toEqual([]);
    expect(trail().map((entry) => entry.action)).toEqual(['refund_own_order', 'refund_own_order']);
  });

  it('an upgrade the account has since moved on from: the money goes back, the plan stays, and it says so', async () => {
    const { customer } = await customerWithPlan('starter');
    const order = await upgrade(customer, 'pro');
    await t.caller(owner.token).admin.specialAccount({
      customerEmail: customer.email,
      customerName: 'Casey',
      adminUsername: owner.email,
      adminPassword: owner.password,
    });

    const result = await refund(owner, order);
    expect(result.message).toContain('nothing reverted: the account is on the Admin Special plan now, not Pro');
    expect(planOf(customer.id)).toBe('admin_special');
    expect(orderRow(order).status).toBe('refunded');
  });

  it('extra pages: the request is withdrawn and its pages no longer count', async () => {
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 3);
    expect((await dashboard(customer)).extraPages).toEqual([
      expect.objectContaining({ pagesRequested: 3, status: 'pending' }),
    ]);

    const result = await refund(customer, order);
    expect(result.message).toContain('3 extra page(s) withdrawn');
    expect((await dashboard(customer)).extraPages).toEqual([
      expect.objectContaining({ pagesRequested: 3, status: 'rejected' }),
    ]);
    expect(trail()).toEqual([
      expect.objectContaining({
        action: 'refund_own_order',
        details: expect.stringContaining('3 extra page(s) withdrawn'),
      }),
    ]);
  });

  it('an extra revision: withdrawn, and no longer one of the rounds used', async () => {
    const customer = await t.account({ plan: 'pro' });
    await askRevision(customer, 'Bigger logo');
    await askRevision(customer, 'New colours');
    const order = await paid(customer, (await askRevision(customer, 'Another round')).checkout);

    const result = await refund(customer, order);
    expect(result.message).toContain('the extra revision is withdrawn');
    expect((await dashboard(customer)).revisions.map((revision) => revision.status)).toEqual([
      'rejected',
      'in_progress',
      'in_progress',
    ]);
    // Two rounds used, not three: on Elite, with three included, the next one is free.
    await upgrade(customer, 'elite');
    expect(await askRevision(customer, 'One more')).toMatchObject({ requiresPayment: false });
  });
});

describe('partial refunds', () => {
  it('of 2 of 3 extra pages withdraws those two; the rest of the order later withdraws the last', async () => {
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 3);

    const first = await refund(owner, order, 10000);
    expect(first).toMatchObject({ amountCents: 10000, refundedCents: 10000, fullyRefunded: false });
    expect(first.message).toContain('2 of 3 extra page(s) withdrawn, 1 stays');
    expect(orderRow(order)).toMatchObject({ status: 'paid', refundedCents: 10000 });
    expect((await dashboard(customer)).extraPages).toEqual([
      expect.objectContaining({ pagesRequested: 1, status: 'pending' }),
    ]);
    expect(trail()).toEqual([
      {
        adminEmail: owner.email,
        action: 'refund_order',
        details: expect.stringContaining('2 of 3 extra page(s) withdrawn'),
      },
    ]);

    const rest = await refund(owner, order);
    expect(rest).toMatchObject({ amountCents: 5000, refundedCents: 15000, fullyRefunded: true });
    expect(orderRow(order)).toMatchObject({ status: 'refunded', refundedCents: 15000 });
    expect((await dashboard(customer)).extraPages).toEqual([expect.objectContaining({ status: 'rejected' })]);
  });

  it('withdraws a page only once the refunds add up to its price', async () => {
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 2);
    expect((await refund(owner, order, 2500)).message).toContain('nothing reverted: 2 extra page(s) stay');
    expect((await refund(owner, order, 2500)).message).toContain('1 of 2 extra page(s) withdrawn, 1 stays');
    expect((await dashboard(customer)).extraPages).toEqual([
      expect.objectContaining({ pagesRequested: 1, status: 'pending' }),
    ]);
  });

  it('of an upgrade reverts nothing, and the answer, the trail and the email say so', async () => {
    const customer = await t.account({ plan: 'starter' });
    const order = await upgrade(customer, 'pro');

    const result = await refund(owner, order, 10000);
    expect(result.message).toContain('nothing reverted: the Pro plan stays');
    expect(planOf(customer.id)).toBe('pro');
    expect(orderRow(order)).toMatchObject({ status: 'paid', refundedCents: 10000 });
    expect(trail()).toEqual([
      expect.objectContaining({
        action: 'refund_order',
        details: expect.stringContaining('nothing reverted: the Pro plan stays'),
      }),
    ]);
    expect(t.mail.messages.at(-1)).toMatchObject({ to: customer.email, text: expect.stringContaining('$100') });
  });

  it('never pays back more than was paid', async () => {
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 3);
    await expect(refund(owner, order, 15001)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('$150'),
    });
    await refund(owner, order, 10000);
    await expect(refund(owner, order, 5001)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('$50'),
    });
    expect(orderRow(order)).toMatchObject({ status: 'paid', refundedCents: 10000 });
  });
});

describe('the customer’s refund email', () => {
  /** The customer's email of the refund of `order`: in their words, none of the team's. */
  const refundMail = async (customer: TestAccount, order: string) => {
    const { text } = await t.mailTo(customer.email, `Refund issued for order ${order}`);
    expect(text).not.toMatch(/nothing reverted|withdrawn|record/);
    return text;
  };

  it('says in plain words what was refunded and what it means for them', async () => {
    const { customer, planOrder } = await customerWithPlan('starter');
    const upgradeOrder = await upgrade(customer, 'pro');
    const answer = await refund(owner, upgradeOrder, 10000);
    // The team's answer keeps its words; the customer's email has theirs.
    expect(answer.message).toContain('nothing reverted: the Pro plan stays');
    expect(await refundMail(customer, upgradeOrder)).toContain(
      `Refunded $100 of $300 for your order ${upgradeOrder} (Upgrade from Starter to Pro). Your Pro plan stays active.`,
    );

    await refund(owner, upgradeOrder);
    expect(await refundMail(customer, upgradeOrder)).toContain(
      'Your plan is back from Pro to Starter, and so is your project.',
    );
    await refund(customer, planOrder);
    expect(await refundMail(customer, planOrder)).toContain(
      'Your Starter plan has ended, and we have closed its project.',
    );
  });

  it('names the extra pages and the revision it takes back', async () => {
    const customer = await t.account({ plan: 'pro' });
    const pages = await extraPages(customer, 3);
    await refund(owner, pages, 2500);
    expect(await refundMail(customer, pages)).toContain('Your project keeps its 3 extra pages.');
    await refund(owner, pages, 7500);
    expect(await refundMail(customer, pages)).toContain(
      'We have taken 2 of the 3 extra pages off your project; 1 stays.',
    );
    await refund(owner, pages);
    expect(await refundMail(customer, pages)).toContain('We have taken 1 extra page off your project.');

    await askRevision(customer, 'Bigger logo');
    await askRevision(customer, 'New colours');
    const revision = await paid(customer, (await askRevision(customer, 'Another round')).checkout);
    await refund(customer, revision);
    expect(await refundMail(customer, revision)).toContain('Your extra revision request is cancelled.');
  });
});

describe('who may refund', () => {
  it('a customer gets only a full refund, and only of their own order', async () => {
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 3);
    await expect(refund(customer, order, 5000)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const stranger = await t.account({ plan: 'pro' });
    await expect(refund(stranger, order)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(orderRow(order)).toMatchObject({ status: 'paid', refundedCents: 0 });
    expect(trail()).toEqual([]);
  });

  it('an order placed signed out is the customer’s only once paid, under the address their account proved', async () => {
    const proven = await t.account({ email: 'gina@example.test' });
    const unproven = await t.account({ email: 'gus@example.test', emailVerified: false });
    // Unpaid, a guest charge is nobody's (issue 33): the account with its address learns nothing of it.
    const pending = await t.caller().payment.process({
      plan: 'pro',
      customerEmail: proven.email,
      customerName: 'Gina Guest',
    });
    await expect(refund(proven, pending.orderId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    // Paid, it belongs to the account that proved the address, and to no other.
    const unclaimed = await buyWithTestCheckout(t, { plan: 'starter', email: unproven.email });
    await expect(refund(unproven, unclaimed.orderId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const settled = await buyWithTestCheckout(t, { plan: 'starter', email: proven.email });
    await expect(refund(unproven, settled.orderId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(trail()).toEqual([]);

    expect(await refund(proven, settled.orderId)).toMatchObject({ fullyRefunded: true, refundedCents: 60000 });
    expect(orderRow(settled.orderId)).toMatchObject({ status: 'refunded', userId: null });
    expect(orderRow(unclaimed.orderId)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });

  it('an admin needs the Payments permission to refund someone else’s order', async () => {
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 3);
    const helper = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['users', 'projects'] });
    await expect(refund(helper, order)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(orderRow(order)).toMatchObject({ status: 'paid', refundedCents: 0 });

    const cashier = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['payments'] });
    expect(await refund(cashier, order, 5000)).toMatchObject({ fullyRefunded: false, refundedCents: 5000 });
  });

  it('after the 24-hour window only an admin with Payments may still refund', async () => {
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 3);
    db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.publicId, order))
      .run();
    await expect(refund(customer, order)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAYMENT_MESSAGES.refundWindowClosed,
    });
    expect(await refund(owner, order)).toMatchObject({ fullyRefunded: true, refundedCents: 15000 });
  });
});

describe('POST /api/payments/refund', () => {
  it('takes an admin’s partial amount in dollars and answers in dollars', async () => {
    const rest = restAs(t);
    const customer = await t.account({ plan: 'pro' });
    const order = await extraPages(customer, 3);

    const res = await rest('POST', '/api/payments/refund', owner.token, { order_id: order, amount: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: expect.stringContaining('1 of 3 extra page(s) withdrawn, 2 stay'),
      amount: 50,
      refunded_total: 50,
      fully_refunded: false,
      reverted: '1 of 3 extra page(s) withdrawn, 2 stay',
    });
    for (const amount of ['lots', 0, -5, 12.345]) {
      expect((await rest('POST', '/api/payments/refund', owner.token, { order_id: order, amount })).statusCode).toBe(
        422,
      );
    }
    const byCustomer = await rest('POST', '/api/payments/refund', customer.token, { order_id: order, amount: 50 });
    expect(byCustomer.statusCode).toBe(403);
    expect(orderRow(order).refundedCents).toBe(5000);
  });
});
