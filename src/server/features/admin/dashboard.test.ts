import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminThroughDashboard, appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { bookMeeting } from '../../../../tests/fixtures/customer-data';
import { meetingDay } from '../../../../tests/fixtures/dates';
import { buyWithTestCheckout } from '../../../../tests/fixtures/orders';
import { listenForSockets } from '../../../../tests/fixtures/sockets';
import { customerMessages } from '../../db/schema';
import type { AdminChange } from '../../events';
import type { AppRouter } from '../../trpc/router';

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
let casey: TestAccount;
beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner());
  casey = await t.account({ email: 'casey@example.test', name: 'Casey' });
});
afterEach(async () => {
  await t.app.close();
});

const dashboard = async () => (await rest('GET', '/api/admin/dashboard', owner.token)).json();

describe('GET /api/admin/dashboard', () => {
  it('counts revenue from paid orders only, not pending or refunded ones', async () => {
    await buyWithTestCheckout(t, { plan: 'pro', email: 'paid@example.test', name: 'Paid Buyer' });
    const refunded = await buyWithTestCheckout(t, {
      plan: 'starter',
      email: 'refunded@example.test',
      name: 'Refunded Buyer',
    });
    expect(await t.caller(owner.token).payment.refund({ orderId: refunded.orderId })).toMatchObject({
      message: expect.any(String),
    });
    const pending = await t.caller().payment.process({
      plan: 'elite',
      customerEmail: 'pending@example.test',
      customerName: 'Pending Buyer',
      returnTo: 'wizard',
      meetingSlotId: null,
    });
    expect(pending.status).toBe('checkout');

    const stats = await dashboard();
    expect(stats).toMatchObject({ total_revenue: 900, paid_orders: 1, total_projects: 1, active_projects: 1 });
    expect(stats.recent_orders).toEqual([
      expect.objectContaining({ customer_email: 'paid@example.test', amount: 900 }),
    ]);
    expect(stats.recent_projects).toEqual([
      expect.objectContaining({
        customer_email: 'paid@example.test',
        plan: 'pro',
        status: 'Plan Selected',
        project_stage: 1,
      }),
    ]);
    expect((await t.caller(owner.token).admin.stats()).totalRevenueCents).toBe(90000);
  });

  it('counts what was kept of a partly refunded order', async () => {
    const order = await buyWithTestCheckout(t, { plan: 'pro', email: 'partly@example.test', name: 'Partly Refunded' });
    await t.caller(owner.token).payment.refund({ orderId: order.orderId, amountCents: 12550 });
    expect(await dashboard()).toMatchObject({ total_revenue: 774.5, paid_orders: 1 });
  });

  it('counts customers, users and messages, with pending messages the unresponded ones', async () => {
    await buyWithTestCheckout(t, { plan: 'pro', email: 'guest@example.test', name: 'Guest Buyer' });
    for (const message of ['First question', 'Second question'])
      await rest('POST', '/api/customer/send-message', casey.token, { message });
    const [answered] = t.app.deps.db.select().from(customerMessages).all();
    await rest('PUT', `/api/admin/messages/${answered!.id}/mark-read`, owner.token);
    await rest('POST', '/api/admin/messages/reply', owner.token, {
      message_id: '',
      customer_email: casey.email,
      subject: 'Hi',
      message: 'From the team',
    });

    const stats = await dashboard();
    expect(stats).toMatchObject({
      total_customers: 2,
      total_users: 2,
      total_messages: 2,
      pending_messages: 1,
      user_counts: { regular_users: 1, admin_users: 1, users_with_plans: 0, users_without_plans: 1 },
    });
    expect(stats.recent_messages.map((message: { responded: boolean }) => message.responded)).toEqual([false, true]);
    expect(stats.recent_customers).toEqual([
      expect.objectContaining({
        email: casey.email,
        project_status: 'no_plan',
        project_status_label: 'Registered (No Plan)',
        client_record: false,
      }),
      expect.objectContaining({
        email: 'guest@example.test',
        plan: 'pro',
        project_status: 'pending',
        client_record: true,
      }),
    ]);
    expect(stats.customers).toHaveLength(2);
    expect(stats.projects).toEqual([expect.objectContaining({ customer_email: 'guest@example.test' })]);
  });

  it('lists upcoming Zoom bookings', async () => {
    const date = meetingDay();
    await bookMeeting(t, casey, { name: 'Casey', date, time: '12:30' });
    const stats = await dashboard();
    expect(stats.total_zoom_bookings).toBe(1);
    expect(stats.recent_bookings).toEqual([
      expect.objectContaining({
        customer_email: casey.email,
        meeting_date: date,
        meeting_time: '12:30',
        is_upcoming: true,
      }),
    ]);
  });

  it('starts empty', async () => {
    expect(await dashboard()).toMatchObject({
      total_customers: 1,
      total_revenue: 0,
      total_projects: 0,
      total_messages: 0,
      pending_messages: 0,
      total_files: 0,
      total_zoom_bookings: 0,
      recent_bookings: [],
      recent_messages: [],
      recent_projects: [],
      recent_orders: [],
    });
  });
});

describe('revenue on the overview', () => {
  // Spec part 2 §3 has no areas: money stays with the admins of payments (docs/decisions/051).
  let sockets: Awaited<ReturnType<typeof listenForSockets>>;
  beforeEach(async () => {
    await buyWithTestCheckout(t, { plan: 'pro', email: 'paid@example.test', name: 'Paid Buyer' });
    sockets = await listenForSockets(t);
  });
  afterEach(async () => {
    await sockets.closeAll();
  });

  const adminWith = (permissions: string[]) =>
    adminThroughDashboard(t, owner.token, { email: `${permissions.join('-')}@example.test`, permissions });

  /** admin.stats as the app asks for it: over HTTP, in one batch with the call made in the same tick. */
  async function statsInABatch(token: string) {
    const url = sockets.url.replace(/^ws/, 'http');
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, headers: bearer(token) })] });
    const [stats] = await Promise.all([client.admin.stats.query(), client.auth.me.query()]);
    return stats;
  }

  it('is left out for an admin without Payments, over batched tRPC, a socket and REST', async () => {
    const messagesOnly = await adminWith(['messages']);

    expect(await statsInABatch(messagesOnly.token)).toMatchObject({
      totalRevenueCents: null,
      paidOrders: null,
      recentOrders: [],
      totalCustomers: 2,
    });
    expect(await sockets.connect(messagesOnly.token).trpc.admin.stats.query()).toMatchObject({
      totalRevenueCents: null,
      paidOrders: null,
    });
    const answer = await rest('GET', '/api/admin/dashboard', messagesOnly.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total_revenue: null, paid_orders: null, recent_orders: [] });
  });

  it('is given to an admin of payments', async () => {
    const withPayments = await adminWith(['messages', 'payments']);
    expect(await statsInABatch(withPayments.token)).toMatchObject({ totalRevenueCents: 90000, paidOrders: 1 });
    expect((await rest('GET', '/api/admin/dashboard', withPayments.token)).json()).toMatchObject({
      total_revenue: 900,
      paid_orders: 1,
      recent_orders: [expect.objectContaining({ amount: 900 })],
    });
  });

  it('is as before for a super admin and for an admin from before levels', async () => {
    const superAdmin = await adminThroughDashboard(t, owner.token, {
      email: 'super@example.test',
      adminLevel: 'super_admin',
    });
    const answers = [];
    for (const { token } of [owner, superAdmin]) {
      expect(await statsInABatch(token)).toMatchObject({ totalRevenueCents: 90000, paidOrders: 1 });
      answers.push((await rest('GET', '/api/admin/dashboard', token)).body);
    }
    expect(JSON.parse(answers[0]!)).toMatchObject({ total_revenue: 900, paid_orders: 1 });
    expect(answers[1]).toBe(answers[0]);
  });
});

describe('admin.changes', () => {
  it('tells an open admin screen that messages changed when a customer writes', async () => {
    const changes = (await t.caller(owner.token).admin.changes())[Symbol.asyncIterator]();
    const next = changes.next();
    await new Promise((resolve) => setImmediate(resolve));
    await rest('POST', '/api/customer/send-message', casey.token, { message: 'Are you there?' });
    const { value, done } = (await next) as IteratorResult<AdminChange>;
    expect(done).toBe(false);
    expect(value).toEqual({ topics: ['messages'], at: expect.any(Number) });
    await changes.return?.();
  });

  it('is for admins only', async () => {
    await expect(t.caller(casey.token).admin.changes()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(null).admin.changes()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
