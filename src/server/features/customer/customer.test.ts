import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Rest, restAs } from '../../../../tests/fixtures/admin';
import { makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { customerUpload } from '../../../../tests/fixtures/multipart';
import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { FILE_MESSAGES } from '../files/service';
import { customerMessages, extraPageRequests, files, orders, revisions, users } from '../../db/schema';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { customerDashboard, notifyCustomer } from './service';

let t: TestApp;
let pro: TestAccount;
beforeEach(async () => {
  t = await makeTestApp();
  pro = await t.account({ email: 'pro@example.test', plan: 'pro' });
});
afterEach(async () => {
  await t.app.close();
});

const call: Rest = (...args) => restAs(t)(...args);
/** Pays an account's charge through the test checkout, as its buyer signed in (the session is the proof). */
const payTestCheckout = async (checkoutUrl: string, token: string | null) => {
  const sessionId = new URL(checkoutUrl, 'http://x').searchParams.get('session_id')!;
  return t.caller(token).payment.finishTestCheckout({ sessionId, outcome: 'succeed' });
};
const userPlan = (id: number) => t.app.deps.db.select().from(users).where(eq(users.id, id)).get()!.plan;
const revisionStatuses = () =>
  t.app.deps.db
    .select()
    .from(revisions)
    .all()
    .map((revision) => revision.status);

describe('every customer route needs a session', () => {
  it.each([
    ['GET', '/api/customer/dashboard'],
    ['POST', '/api/customer/upload-files'],
    ['GET', '/api/customer/files/a.txt/download'],
    ['DELETE', '/api/customer/files/a.txt'],
    ['POST', '/api/customer/request-revision'],
    ['POST', '/api/customer/request-extra-pages'],
    ['POST', '/api/customer/send-message'],
    ['POST', '/api/customer/upgrade-plan'],
    ['POST', '/api/customer/select-plan'],
    ['GET', '/api/customer/available-plans'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await call(method, url, 'not-a-token', method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(CUSTOMER_MESSAGES.sessionExpired);
  });
});

describe('GET /api/customer/dashboard', () => {
  it('returns the spec’s fields for the signed-in customer', async () => {
    const res = await call('GET', '/api/customer/dashboard', pro.token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'client',
        'conversation_messages',
        'extra_pages',
        'files',
        'has_plan',
        'messages',
        'notifications',
        'plan_details',
        'revisions',
        'user',
        'zoom_booking',
      ].sort(),
    );
    expect(res.json()).toMatchObject({
      has_plan: true,
      plan_details: { name: 'Pro', pages: 5 },
      user: { email: pro.email },
    });
  });

  it('shows what the team did since the last visit until it is marked seen', async () => {
    notifyCustomer(t.app.deps.db, pro.id, { type: 'message', title: 'New reply from the team' });
    const view = await t.caller(pro.token).customer.dashboard();
    expect(view.notifications).toEqual([
      expect.objectContaining({ type: 'message', title: 'New reply from the team', seen: false }),
    ]);
    await t.caller(pro.token).customer.markNotificationsSeen({ ids: view.notifications.map((n) => n.id) });
    expect((await t.caller(pro.token).customer.dashboard()).notifications[0]!.seen).toBe(true);
  });
});

describe('the dashboard kept in memory', () => {
  const subjects = (view: { messages: { subject: string }[] }) => view.messages.map((m) => m.subject);

  it('shows a change the moment it is written, whoever wrote it', async () => {
    expect((await t.caller(pro.token).customer.dashboard()).messages).toEqual([]);
    t.app.deps.db
      .insert(customerMessages)
      .values({ email: pro.email, subject: 'Direct write', message: 'Hello', fromAdmin: true })
      .run();
    expect(subjects(await t.caller(pro.token).customer.dashboard())).toEqual(['Direct write']);
  });

  it('shows a write another connection commits (a CLI beside the server)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-cache-'));
    const onDisk = await makeTestApp({ dataDir });
    try {
      const account = await onDisk.account({ email: 'disk@example.test', plan: 'pro' });
      expect((await onDisk.caller(account.token).customer.dashboard()).messages).toEqual([]);
      const other = openDatabase(path.join(dataDir, 'app.db'), testConfig().migrationsDir);
      other.db
        .insert(customerMessages)
        .values({ email: account.email, subject: 'From elsewhere', message: 'Hi', fromAdmin: true })
        .run();
      other.close();
      // Another process's commit is read from the next turn of the event loop (db/client.ts).
      await new Promise((resolve) => setImmediate(resolve));
      expect(subjects(await onDisk.caller(account.token).customer.dashboard())).toEqual(['From elsewhere']);
    } finally {
      await onDisk.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is read afresh after five seconds even when nothing was written (upcoming depends on the clock)', () => {
    const user = t.app.deps.db.select().from(users).where(eq(users.id, pro.id)).get()!;
    const first = customerDashboard(t.app.deps, user, 1_000_000);
    expect(customerDashboard(t.app.deps, user, 1_004_999)).toBe(first);
    expect(customerDashboard(t.app.deps, user, 1_005_000)).not.toBe(first);
  });
});

describe('customer files', () => {
  it('uploads several files, downloads and deletes one', async () => {
    const res = await customerUpload(
      t,
      pro.token,
      [
        { filename: 'brief.txt', content: 'hello' },
        { filename: 'logo.png', content: 'png' },
      ],
      { message: 'For the home page' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { filename: string }) => f.filename)).toEqual(['brief.txt', 'logo.png']);

    const download = await call('GET', '/api/customer/files/brief.txt/download', pro.token);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hello');
    expect(download.headers['content-disposition']).toContain('brief.txt');

    const removed = await call('DELETE', '/api/customer/files/logo.png', pro.token);
    expect(removed.json()).toEqual({ message: 'File "logo.png" deleted successfully!' });
    expect(
      t.app.deps.db
        .select()
        .from(files)
        .all()
        .map((f) => f.filename),
    ).toEqual(['brief.txt']);
  });

  it('refuses a .exe, an 11 MB file, no file, and uploads without a plan', async () => {
    const exe = await customerUpload(t, pro.token, [{ filename: 'tool.exe', content: 'MZ' }]);
    expect(exe.json().detail).toBe(FILE_MESSAGES.typeNotAllowed);
    const big = await customerUpload(t, pro.token, [{ filename: 'big.pdf', content: Buffer.alloc(11 * 1024 * 1024) }]);
    expect(big.statusCode).toBe(413);
    const none = await customerUpload(t, pro.token, []);
    expect(none.json().detail).toBe(CUSTOMER_MESSAGES.selectFiles);
    const visitor = await t.account();
    const noPlan = await customerUpload(t, visitor.token, [{ filename: 'a.txt', content: 'x' }]);
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json().detail).toContain('order');
    expect(t.app.deps.db.select().from(files).all()).toEqual([]);
  });

  it('keeps only the last segment of a name with ../', async () => {
    await customerUpload(t, pro.token, [{ filename: '../../../etc/passwd.txt', content: 'x' }]);
    expect(t.app.deps.db.select().from(files).get()!.filename).toBe('passwd.txt');
  });

  it('never lets a customer reach another customer’s file, by id, by name or by path tricks', async () => {
    await customerUpload(t, pro.token, [{ filename: 'secret.pdf', content: 'private' }]);
    const mine = t.app.deps.db.select().from(files).get()!;
    const other = await t.account({ plan: 'starter' });
    const attempts = [
      call('GET', '/api/customer/files/secret.pdf/download', other.token),
      call('GET', `/api/customer/files/secret.pdf/download?id=${mine.id}`, other.token),
      call('GET', `/api/customer/files/${encodeURIComponent('../secret.pdf')}/download`, other.token),
      call('GET', `/api/customer/files/${encodeURIComponent(mine.storedName)}/download`, other.token),
      call('DELETE', `/api/customer/files/secret.pdf?id=${mine.id}`, other.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('private');
    }
    await expect(t.caller(other.token).customer.deleteFile({ id: mine.id })).rejects.toThrow(
      CUSTOMER_MESSAGES.fileNotFound,
    );
    expect(t.app.deps.db.select().from(files).all()).toHaveLength(1);
  });
});

describe('revisions and extra pages', () => {
  it('includes the plan’s revisions, then asks $50 for the next and starts it once paid', async () => {
    const request = (description: string) =>
      call('POST', '/api/customer/request-revision', pro.token, { description, page_url: '/about', notes: '' });
    expect((await request('   ')).json().detail).toBe(CUSTOMER_MESSAGES.revisionDetails);
    expect((await request('Bigger logo')).json()).toMatchObject({
      message: CUSTOMER_MESSAGES.revisionSubmitted,
      requires_payment: false,
    });
    expect((await request('New colours')).json()).toMatchObject({ requires_payment: false });
    const third = (await request('Another round')).json();
    expect(third).toMatchObject({
      requires_payment: true,
      amount: 50,
      checkout_url: expect.stringContaining('/test-checkout'),
    });
    expect(revisionStatuses()).toEqual(['in_progress', 'in_progress', 'awaiting_payment']);
    await payTestCheckout(third.checkout_url, pro.token);
    expect(revisionStatuses()).toEqual(['in_progress', 'in_progress', 'in_progress']);
  });

  it('counts only included revisions against the plan: after an upgrade, a bought one leaves its rounds', async () => {
    const starter = await t.account({ plan: 'starter' });
    const request = (description: string) =>
      call('POST', '/api/customer/request-revision', starter.token, { description });
    expect((await request('Round one')).json()).toMatchObject({ requires_payment: false });
    const bought = (await request('Bought round')).json();
    expect(bought).toMatchObject({ requires_payment: true, amount: 50 });
    await payTestCheckout(bought.checkout_url, starter.token);

    const upgrade = (await call('POST', '/api/customer/upgrade-plan', starter.token, { new_plan: 'pro' })).json();
    await payTestCheckout(upgrade.checkout_url, starter.token);
    expect(userPlan(starter.id)).toBe('pro');
    // Pro includes 2 rounds; one is used, the other was bought.
    expect((await request('Second included round')).json()).toMatchObject({
      message: CUSTOMER_MESSAGES.revisionSubmitted,
      requires_payment: false,
    });
    expect((await request('Third round')).json()).toMatchObject({ requires_payment: true, amount: 50 });
  });

  it('accepts 1 to 10 pages, $50 each on a plan with a page limit, free on Elite', async () => {
    const request = (token: string, pageCount: unknown) =>
      call('POST', '/api/customer/request-extra-pages', token, { page_count: pageCount, description: 'Team page' });
    for (const bad of [0, 11, 'many', 2.5])
      expect((await request(pro.token, bad)).json().detail).toBe(CUSTOMER_MESSAGES.pagesRange);
    expect(t.app.deps.db.select().from(extraPageRequests).all()).toEqual([]);
    const two = (await request(pro.token, 2)).json();
    expect(two).toMatchObject({
      requires_payment: true,
      amount: 100,
      message: expect.stringContaining('2 extra page(s) requested successfully!'),
    });
    const order = t.app.deps.db.select().from(orders).where(eq(orders.kind, 'extra_pages')).get()!;
    expect(order).toMatchObject({ amountCents: 10000, quantity: 2 });
    const elite = await t.account({ plan: 'elite' });
    expect((await request(elite.token, 3)).json()).toMatchObject({
      requires_payment: false,
      message: '3 extra page(s) requested successfully!',
    });
  });

  it('needs a plan', async () => {
    const visitor = await t.account();
    const res = await call('POST', '/api/customer/request-revision', visitor.token, { description: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(CUSTOMER_MESSAGES.needsPlan);
  });
});

describe('messages', () => {
  it('stores the message with the support subject and tells the team', async () => {
    const admin = await t.account({ isAdmin: true, email: 'team@example.test' });
    // Only the admins who handle messages hear of them.
    const payments = await t.account({
      isAdmin: true,
      adminLevel: 'standard',
      permissions: ['payments'],
      email: 'payments@example.test',
    });
    const res = await call('POST', '/api/customer/send-message', pro.token, { message: 'When do we start?' });
    expect(res.json()).toEqual({ message: CUSTOMER_MESSAGES.messageSent });
    expect(t.app.deps.db.select().from(customerMessages).get()).toMatchObject({
      subject: 'Customer Support Message',
      message: 'When do we start?',
      fromAdmin: false,
    });
    expect(t.mail.messages.at(-1)!.to).toBe(admin.email);
    expect(t.mail.messages.filter((m) => m.to === payments.email)).toEqual([]);
    expect((await call('POST', '/api/customer/send-message', pro.token, { message: '  ' })).json().detail).toBe(
      CUSTOMER_MESSAGES.messageRequired,
    );
  });
});

describe('plan changes', () => {
  it('prices upgrades on the server: starter→pro $300, starter→elite $600, pro→elite $300', async () => {
    const starter = await t.account({ plan: 'starter' });
    const upgrade = (token: string, plan: string) =>
      call('POST', '/api/customer/upgrade-plan', token, { new_plan: plan, price_difference: 1 });
    expect((await upgrade(starter.token, 'pro')).json().price_difference).toBe(300);
    expect((await upgrade(starter.token, 'elite')).json().price_difference).toBe(600);
    expect((await upgrade(pro.token, 'elite')).json().price_difference).toBe(300);
    const amounts = t.app.deps.db
      .select()
      .from(orders)
      .where(eq(orders.kind, 'upgrade'))
      .all()
      .map((o) => o.amountCents);
    expect(amounts).toEqual([30000, 60000, 30000]);
  });

  it('refuses anything but a higher plan', async () => {
    for (const plan of ['starter', 'pro', 'admin_special']) {
      const res = await call('POST', '/api/customer/upgrade-plan', pro.token, { new_plan: plan });
      expect(res.json().detail).toBe(CUSTOMER_MESSAGES.upgradeOnlyHigher);
    }
  });

  it('changes the plan only when the upgrade is paid', async () => {
    const res = (await call('POST', '/api/customer/upgrade-plan', pro.token, { new_plan: 'elite' })).json();
    expect(userPlan(pro.id)).toBe('pro');
    // The checkout of an account's charge is its owner's: signed out, the order is not found.
    await expect(payTestCheckout(res.checkout_url, null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(userPlan(pro.id)).toBe('pro');
    const done = await payTestCheckout(res.checkout_url, pro.token);
    expect(done.redirectUrl).toMatch(/^\/payment-success\?order_id=/);
    expect(userPlan(pro.id)).toBe('elite');
    const plans = (await call('GET', '/api/customer/available-plans', pro.token)).json().available_plans;
    expect(Object.values(plans).map((p) => (p as { difference: number | null }).difference)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('lets a customer without a plan select one through checkout, and no one else', async () => {
    const visitor = await t.account();
    const res = (
      await call('POST', '/api/customer/select-plan', visitor.token, { plan_name: 'starter', payment_method: 'paypal' })
    ).json();
    expect(res.checkout_url).toContain('/test-checkout');
    expect(userPlan(visitor.id)).toBeNull();
    await payTestCheckout(res.checkout_url, visitor.token);
    expect(userPlan(visitor.id)).toBe('starter');
    expect((await call('POST', '/api/customer/select-plan', pro.token, { plan_name: 'elite' })).statusCode).toBe(409);
  });

  it('lists the plans with the upgrade cost from the current one', async () => {
    const plans = (await call('GET', '/api/customer/available-plans', pro.token)).json().available_plans;
    expect(plans.starter).toMatchObject({ price: 600, difference: null });
    expect(plans.elite).toMatchObject({ price: 1200, difference: 300, pages: 'unlimited' });
  });
});
