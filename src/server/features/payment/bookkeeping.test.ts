import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { BOOKKEEPING_MESSAGES, CHARGE_CSV_COLUMNS } from '../../../shared/schemas/bookkeeping';
import { adminActivity, extraPageRequests, orders, type Order } from '../../db/schema';
import { BILLING_PATH, csvField } from './bookkeeping';

// Issue 19, bookkeeping: revenue per month, every charge as CSV, and the admin's actions on a
// charge left awaiting payment (remind the customer, or cancel it).

let t: TestApp;
let owner: TestAccount;
let bookkeeper: TestAccount;
let filesAdmin: TestAccount;
let customer: TestAccount;
let rest: Rest;
let counter = 0;
beforeEach(async () => {
  counter = 0;
  ({ t, rest, owner } = await appWithOwner());
  bookkeeper = await t.account({
    isAdmin: true,
    adminLevel: 'standard',
    permissions: ['payments'],
    email: 'books@example.test',
  });
  filesAdmin = await t.account({
    isAdmin: true,
    adminLevel: 'standard',
    permissions: ['files'],
    email: 'files@example.test',
  });
  customer = await t.account({ email: 'casey@example.test', name: 'Casey Current', plan: 'pro' });
});
afterEach(async () => {
  await t.app.close();
});

const db = () => t.app.deps.db;
/** A charge as the payment service leaves it; dates are UTC instants. */
function charge(values: Partial<Order> & Pick<Order, 'amountCents' | 'status'>): Order {
  counter += 1;
  return db()
    .insert(orders)
    .values({
      publicId: `ord_test${counter}`,
      kind: 'plan',
      plan: 'pro',
      description: 'Pro plan',
      email: customer.email,
      name: 'Casey',
      paymentMethod: 'stripe',
      provider: 'test',
      userId: customer.id,
      ...values,
    })
    .returning()
    .get();
}
const at = (iso: string) => new Date(iso);

describe('admin.revenue', () => {
  it('sums paid, refunded and outstanding per Pacific month, newest first, with totals', async () => {
    // 2026-10-01 03:00 UTC is still September 30 in California.
    charge({
      amountCents: 60000,
      status: 'paid',
      createdAt: at('2026-10-01T02:00:00Z'),
      paidAt: at('2026-10-01T03:00:00Z'),
      receiptId: 'rcpt_1',
    });
    charge({
      amountCents: 90000,
      status: 'refunded',
      refundedCents: 90000,
      createdAt: at('2026-10-10T18:00:00Z'),
      paidAt: at('2026-10-10T18:00:00Z'),
      refundedAt: at('2026-11-02T18:00:00Z'),
    });
    charge({
      amountCents: 5000,
      status: 'paid',
      refundedCents: 1250,
      createdAt: at('2026-11-05T18:00:00Z'),
      paidAt: at('2026-11-05T18:00:00Z'),
      refundedAt: at('2026-11-06T18:00:00Z'),
    });
    charge({ kind: 'extra_pages', amountCents: 10000, status: 'pending', createdAt: at('2026-11-20T18:00:00Z') });
    charge({ amountCents: 120000, status: 'expired', createdAt: at('2026-11-21T18:00:00Z') });
    // Opened signed out and still unpaid: nobody's debt (issue 33), so not outstanding.
    charge({ userId: null, amountCents: 30000, status: 'pending', createdAt: at('2026-11-22T18:00:00Z') });

    const revenue = await t.caller(bookkeeper.token).admin.revenue();
    expect(revenue.months).toEqual([
      { month: '2026-11', paidCents: 5000, refundedCents: 91250, outstandingCents: 10000, netCents: -86250 },
      { month: '2026-10', paidCents: 90000, refundedCents: 0, outstandingCents: 0, netCents: 90000 },
      { month: '2026-09', paidCents: 60000, refundedCents: 0, outstandingCents: 0, netCents: 60000 },
    ]);
    expect(revenue.totals).toEqual({
      paidCents: 155000,
      refundedCents: 91250,
      outstandingCents: 10000,
      netCents: 63750,
    });
  });

  it('is empty with zero totals before the first charge', async () => {
    expect(await t.caller(owner.token).admin.revenue()).toEqual({
      months: [],
      totals: { paidCents: 0, refundedCents: 0, outstandingCents: 0, netCents: 0 },
    });
  });

  it('is refused to customers, signed-out callers and admins without Payments', async () => {
    await expect(t.caller(customer.token).admin.revenue()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(filesAdmin.token).admin.revenue()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(null).admin.revenue()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/admin/charges.csv', () => {
  it('downloads one row per charge, oldest first, as an attachment a spreadsheet opens', async () => {
    charge({
      amountCents: 90000,
      status: 'paid',
      refundedCents: 1250,
      createdAt: at('2026-11-02T18:00:00Z'),
      paidAt: at('2026-11-02T18:05:00Z'),
      receiptId: 'rcpt_a',
      paymentMethod: 'paypal',
      provider: 'paypal',
    });
    charge({
      kind: 'extra_pages',
      description: '2 extra page(s)',
      amountCents: 10000,
      status: 'pending',
      createdAt: at('2026-11-20T18:00:00Z'),
      name: 'Doe, "JJ"',
    });
    charge({
      description: '=HYPERLINK("http://evil.test")',
      amountCents: 60000,
      status: 'cancelled',
      createdAt: at('2026-11-21T18:00:00Z'),
      name: '@Home\nDesigns',
    });

    const res = await rest('GET', '/api/admin/charges.csv', bookkeeper.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="charges-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    // Every field is quoted, the header too (issue 33), and a formula start gets an apostrophe.
    expect(res.body.slice(1).split('\r\n')).toEqual([
      '"date","order id","receipt id","customer name","email","description","kind","amount","refunded","status","provider","payment method"',
      `"2026-11-02","ord_test1","rcpt_a","Casey","casey@example.test","Pro plan","plan","900.00","12.50","paid","paypal","paypal"`,
      `"2026-11-20","ord_test2","","Doe, ""JJ""","casey@example.test","2 extra page(s)","extra_pages","100.00","0.00","pending","test","stripe"`,
      `"2026-11-21","ord_test3","","'@Home\nDesigns","casey@example.test","'=HYPERLINK(""http://evil.test"")","plan","600.00","0.00","cancelled","test","stripe"`,
      '',
    ]);
  });

  it('is only a header line before the first charge', async () => {
    const res = await rest('GET', '/api/admin/charges.csv', owner.token);
    expect(res.body).toBe(`\uFEFF${CHARGE_CSV_COLUMNS.map((column) => `"${column}"`).join(',')}\r\n`);
  });

  it('is refused to customers, signed-out callers and admins without Payments', async () => {
    expect((await rest('GET', '/api/admin/charges.csv', null)).statusCode).toBe(401);
    expect((await rest('GET', '/api/admin/charges.csv', customer.token)).statusCode).toBe(403);
    const refused = await rest('GET', '/api/admin/charges.csv', filesAdmin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });
});

describe('csvField', () => {
  it('quotes every field and defuses formulas', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField(null)).toBe('""');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvField(risky)).toBe(`"'${risky}"`);
    expect(csvField('900.00')).toBe('"900.00"');
  });

  it('defuses a formula start after any separator a spreadsheet might split on, and nowhere else', () => {
    expect(csvField('Acme;=1+1')).toBe(`"Acme;'=1+1"`);
    expect(csvField('a, =1')).toBe(`"a, '=1"`);
    expect(csvField('a|  @x')).toBe(`"a|  '@x"`);
    expect(csvField('a\t=1')).toBe(`"a\t'=1"`);
    expect(csvField('a;-1')).toBe(`"a;'-1"`);
    expect(csvField('casey@example.test')).toBe('"casey@example.test"');
    expect(csvField('a-b, c+d')).toBe('"a-b, c+d"');
  });
});

describe('charges awaiting payment', () => {
  async function extraPagesAwaitingPayment() {
    const result = await t
      .caller(customer.token)
      .customer.requestExtraPages({ pageCount: 2, description: 'Team page' });
    if (result.checkout?.status !== 'checkout') throw new Error('expected a checkout');
    return result.checkout.orderId;
  }
  const orderStatus = (orderId: string) => db().select().from(orders).where(eq(orders.publicId, orderId)).get()!.status;

  it('lists them under the customer’s current name', async () => {
    const orderId = await extraPagesAwaitingPayment();
    charge({ amountCents: 60000, status: 'paid', paidAt: new Date() });
    await t.caller(owner.token).admin.updateUser({ userEmail: customer.email, newUsername: 'Casey Renamed' });
    expect(await t.caller(bookkeeper.token).admin.awaitingCharges()).toEqual([
      {
        orderId,
        name: 'Casey Renamed',
        email: customer.email,
        description: '2 extra page(s)',
        kind: 'extra_pages',
        amountCents: 10000,
        provider: 'test',
        createdAt: expect.any(String),
      },
    ]);
    await expect(t.caller(filesAdmin.token).admin.awaitingCharges()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('resends the payment link to the customer by email, with the way to their Billing view', async () => {
    const orderId = await extraPagesAwaitingPayment();
    const result = await t.caller(bookkeeper.token).admin.resendPaymentLink({ orderId });
    expect(result).toEqual({ message: BOOKKEEPING_MESSAGES.linkSent(customer.email) });
    const mail = await t.mailTo(customer.email, 'Payment awaiting: 2 extra page(s)');
    expect(mail.text).toContain('Hi Casey Current');
    expect(mail.text).toContain('$100');
    expect(mail.text).toContain(`${t.app.deps.config.publicUrl}${BILLING_PATH}`);
    expect(
      db()
        .select()
        .from(adminActivity)
        .all()
        .map((row) => row.action),
    ).toContain('resend_payment_link');
  });

  it('cancels one: no longer owed, and the extra pages it was to pay for are turned down', async () => {
    const orderId = await extraPagesAwaitingPayment();
    const result = await t.caller(bookkeeper.token).admin.cancelCharge({ orderId });
    expect(result).toEqual({ message: BOOKKEEPING_MESSAGES.chargeCancelled('2 extra page(s)') });
    expect(orderStatus(orderId)).toBe('expired');
    expect(
      db()
        .select()
        .from(extraPageRequests)
        .all()
        .map((row) => row.status),
    ).toEqual(['rejected']);
    expect(await t.caller(bookkeeper.token).admin.awaitingCharges()).toEqual([]);
    expect((await t.caller(bookkeeper.token).admin.revenue()).totals.outstandingCents).toBe(0);
    // Nor can the customer still pay it from Billing, which says the team cancelled it; and they are told.
    const billing = await t.caller(customer.token).payment.billing();
    expect(billing.find((charge) => charge.orderId === orderId)).toMatchObject({
      status: 'expired',
      ending: 'cancelled_by_admin',
    });
    const told = await t.mailTo(customer.email, 'Charge cancelled: 2 extra page(s)');
    expect(told.text).toContain('Our team cancelled the charge for 2 extra page(s) ($100). You owe nothing for it');
    expect(told.text).toContain(`${t.app.deps.config.publicUrl}${BILLING_PATH}`);
    await expect(
      t.caller(customer.token).payment.payCharge({ orderId, attemptKey: 'attempt-after-cancel-0001' }),
    ).rejects.toThrow();
    // Once closed it cannot be cancelled or reminded of again.
    await expect(t.caller(bookkeeper.token).admin.cancelCharge({ orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BOOKKEEPING_MESSAGES.chargeNotPending,
    });
    await expect(t.caller(bookkeeper.token).admin.resendPaymentLink({ orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('leaves out a charge opened signed out and unpaid: anyone can type an address, so nobody owes it', async () => {
    const guest = await t.caller().payment.process({
      plan: 'pro',
      customerEmail: customer.email,
      customerName: 'Not Casey',
    });
    if (guest.status !== 'checkout') throw new Error('expected a checkout');
    expect(await t.caller(bookkeeper.token).admin.awaitingCharges()).toEqual([]);
    expect((await t.caller(bookkeeper.token).admin.revenue()).totals.outstandingCents).toBe(0);
    await expect(t.caller(bookkeeper.token).admin.resendPaymentLink({ orderId: guest.orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BOOKKEEPING_MESSAGES.chargeNotPending,
    });
    await expect(t.caller(bookkeeper.token).admin.cancelCharge({ orderId: guest.orderId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BOOKKEEPING_MESSAGES.chargeNotPending,
    });
    expect(orderStatus(guest.orderId)).toBe('pending');
    expect(t.mail.messages.filter((message) => message.subject.startsWith('Payment awaiting'))).toEqual([]);
  });

  it('refuses a paid charge, an unknown one and a missing id', async () => {
    const paid = charge({ amountCents: 60000, status: 'paid', paidAt: new Date() });
    await expect(t.caller(owner.token).admin.cancelCharge({ orderId: paid.publicId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(orderStatus(paid.publicId)).toBe('paid');
    await expect(t.caller(owner.token).admin.resendPaymentLink({ orderId: 'ord_nothing' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: BOOKKEEPING_MESSAGES.chargeNotFound,
    });
    await expect(t.caller(owner.token).admin.cancelCharge({ orderId: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // @ts-expect-error: the id is required
    await expect(t.caller(owner.token).admin.resendPaymentLink({})).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lets only admins with Payments act on them', async () => {
    const orderId = await extraPagesAwaitingPayment();
    await expect(t.caller(customer.token).admin.cancelCharge({ orderId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(filesAdmin.token).admin.resendPaymentLink({ orderId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(t.caller(null).admin.cancelCharge({ orderId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(orderStatus(orderId)).toBe('pending');
    expect(t.mail.messages.filter((message) => message.subject.startsWith('Payment awaiting'))).toEqual([]);
  });
});

describe('payments received, where an admin refunds one', () => {
  it('lists paid and refunded charges newest first, with what was paid back, and leaves out free orders', async () => {
    const older = charge({ amountCents: 60000, status: 'paid', paidAt: new Date(Date.now() - 60_000) });
    const newer = charge({
      kind: 'extra_pages',
      description: '3 extra page(s)',
      amountCents: 15000,
      refundedCents: 5000,
      status: 'paid',
      paidAt: new Date(),
    });
    charge({ amountCents: 0, status: 'paid', paidAt: new Date(), provider: 'none' });
    charge({ amountCents: 30000, status: 'pending' });
    expect(await t.caller(bookkeeper.token).admin.receivedPayments()).toEqual([
      {
        orderId: newer.publicId,
        name: 'Casey Current',
        email: customer.email,
        description: '3 extra page(s)',
        amountCents: 15000,
        refundedCents: 5000,
        paidWith: 'Card (test checkout)',
        paidAt: expect.any(String),
      },
      expect.objectContaining({ orderId: older.publicId, amountCents: 60000, refundedCents: 0 }),
    ]);
  });

  it('shows the refund of one of them', async () => {
    const paid = charge({ amountCents: 60000, status: 'paid', paidAt: new Date() });
    await t.caller(bookkeeper.token).payment.refund({ orderId: paid.publicId, amountCents: 10000 });
    expect(await t.caller(bookkeeper.token).admin.receivedPayments()).toMatchObject([
      { orderId: paid.publicId, amountCents: 60000, refundedCents: 10000 },
    ]);
  });

  it('is for admins with Payments only', async () => {
    charge({ amountCents: 60000, status: 'paid', paidAt: new Date() });
    await expect(t.caller(filesAdmin.token).admin.receivedPayments()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(customer.token).admin.receivedPayments()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(null).admin.receivedPayments()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
