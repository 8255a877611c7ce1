import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminThroughDashboard, appWithOwner, type Method, type Rest } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { bookMeeting } from '../../../../tests/fixtures/customer-data';
import { meetingDay } from '../../../../tests/fixtures/dates';
import { customerUpload } from '../../../../tests/fixtures/multipart';
import { ADMIN_PERMISSIONS } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { adminActivity, customerMessages, files, meetings, orders, users } from '../../db/schema';

// Refusals change nothing, so one app serves the whole file (argon2 makes accounts slowish).
let t: TestApp;
let rest: Rest;
let customer: TestAccount;
let owner: TestAccount;
beforeAll(async () => {
  ({ t, rest, owner } = await appWithOwner());
  customer = await t.account({ email: 'casey@example.test', plan: 'pro' });
});
afterAll(async () => {
  await t.app.close();
});

const ADMIN_ROUTES: [Method, string][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/client/1/details'],
  ['GET', '/api/admin/files'],
  ['GET', '/api/admin/files/1'],
  ['DELETE', '/api/admin/files/1'],
  ['GET', '/api/admin/zoom/bookings'],
  ['DELETE', '/api/admin/zoom/booking/a@b.co'],
  ['GET', '/api/admin/messages'],
  ['PUT', '/api/admin/messages/1/mark-read'],
  ['DELETE', '/api/admin/messages/1'],
  ['POST', '/api/admin/messages/reply'],
  ['GET', '/api/admin/users'],
  ['DELETE', '/api/admin/customers/a@b.co'],
  ['DELETE', '/api/admin/projects/a@b.co'],
  ['PUT', '/api/admin/projects/a@b.co/status'],
  ['POST', '/api/admin/projects/complete'],
  ['POST', '/api/admin/users/a@b.co/reset-password'],
  ['PUT', '/api/admin/users/update'],
  ['POST', '/api/admin/users/create'],
  ['POST', '/api/admin/create-admin'],
  ['POST', '/api/admin/special/create-account'],
  ['POST', '/api/files/send'],
  ['GET', '/api/admin/social-media'],
  ['POST', '/api/admin/social-media'],
  ['POST', '/api/admin/social-media/link'],
  ['DELETE', '/api/admin/social-media/link/1'],
  ['GET', '/api/admin/activity/logs'],
  ['GET', '/api/admin/real-time-status'],
  ['POST', '/api/admin/activity/track'],
];
const withBody = (method: Method) => (method === 'POST' || method === 'PUT' ? {} : undefined);

describe('every admin REST route', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 signed out', async (method, url) => {
    const res = await rest(method, url, null, withBody(method));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.notSignedIn });
  });

  it.each(ADMIN_ROUTES)('%s %s answers 401 to a token that is not a session', async (method, url) => {
    const res = await rest(method, url, 'not-a-session-token', withBody(method));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.notSignedIn });
  });

  it.each(ADMIN_ROUTES)('%s %s answers 403 to a signed-in customer', async (method, url) => {
    const res = await rest(method, url, customer.token, withBody(method));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.adminOnly });
  });
});

describe('the admin tRPC procedures', () => {
  const attempts = (token: string | null) => {
    const admin = t.caller(token).admin;
    return [
      () => admin.stats(),
      () => admin.users(),
      () => admin.messages(),
      () => admin.files(),
      () => admin.deleteCustomer({ email: customer.email }),
      () => admin.createUser({ email: 'new@example.test', name: 'New', password: 'new-password' }),
      () => admin.activityLog(),
      () => admin.track({ page: 'overview', action: 'heartbeat' }),
    ];
  };

  it('refuses a signed-in customer with FORBIDDEN', async () => {
    for (const attempt of attempts(customer.token))
      await expect(attempt()).rejects.toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.adminOnly });
  });

  it('refuses a signed-out caller with UNAUTHORIZED', async () => {
    for (const attempt of attempts(null))
      await expect(attempt()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notSignedIn });
    expect(
      t.app.deps.db
        .select()
        .from(users)
        .all()
        .map((user) => user.email),
    ).toEqual([owner.email, customer.email]);
  });
});

describe('a standard admin with only the messages area', () => {
  it('is refused on users, files and bookings, with nothing changed, and allowed on messages', async () => {
    const db = t.app.deps.db;
    expect((await customerUpload(t, customer.token, [{ filename: 'brief.txt', content: 'hello' }])).statusCode).toBe(
      200,
    );
    await rest('POST', '/api/customer/send-message', customer.token, { message: 'Any news?' });
    await bookMeeting(t, customer, { name: 'Casey', time: '15:00' });
    const file = db.select().from(files).get()!;
    const message = db.select().from(customerMessages).get()!;
    const clerk = await adminThroughDashboard(t, owner.token, {
      email: 'clerk@example.test',
      permissions: ['messages'],
    });
    const snapshot = () => ({
      users: db.select().from(users).all(),
      files: db.select().from(files).all(),
      meetings: db.select().from(meetings).all(),
      audit: db.select().from(adminActivity).all(),
    });
    const before = snapshot();

    const noUsers = ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.users);
    const noFiles = ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.files);
    const noBookings = ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.bookings);
    expect(noUsers).toBe('Your admin account does not have access to users and accounts');
    const refused: [Method, string, object | undefined, string][] = [
      ['GET', '/api/admin/users', undefined, noUsers],
      [
        'POST',
        '/api/admin/users/create',
        { email: 'sneaky@example.test', name: 'Sneaky', password: 'sneaky-password' },
        noUsers,
      ],
      [
        'POST',
        '/api/admin/create-admin',
        { email: 'sneaky@example.test', name: 'Sneaky', password: 'sneaky-password', permissions: ['messages'] },
        noUsers,
      ],
      ['PUT', '/api/admin/users/update', { user_email: customer.email, new_username: 'Renamed' }, noUsers],
      ['DELETE', `/api/admin/customers/${customer.email}`, undefined, noUsers],
      ['GET', '/api/admin/files', undefined, noFiles],
      ['GET', `/api/admin/files/${file.id}`, undefined, noFiles],
      ['DELETE', `/api/admin/files/${file.id}`, undefined, noFiles],
      [
        'POST',
        '/api/files/send',
        { filename: 'a.txt', content: Buffer.from('x').toString('base64'), recipient_email: customer.email },
        noFiles,
      ],
      ['GET', '/api/admin/zoom/bookings', undefined, noBookings],
      ['DELETE', `/api/admin/zoom/booking/${customer.email}`, undefined, noBookings],
    ];
    for (const [method, url, payload, detail] of refused) {
      const res = await rest(method, url, clerk.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail });
    }
    await expect(t.caller(clerk.token).admin.users()).rejects.toMatchObject({ code: 'FORBIDDEN', message: noUsers });
    await expect(t.caller(clerk.token).admin.deleteFile({ id: file.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: noFiles,
    });
    expect(snapshot()).toEqual(before);
    expect(before.meetings).toEqual([expect.objectContaining({ email: customer.email, status: 'booked' })]);
    expect(await t.app.deps.storage.read(file.storedName)).toEqual(Buffer.from('hello'));

    // The overview is every admin's; the full customer and project lists belong to their areas.
    const overview = await rest('GET', '/api/admin/dashboard', clerk.token);
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ total_customers: 1, total_messages: 1, customers: [], projects: [] });
    expect((await rest('GET', '/api/admin/dashboard', owner.token)).json().customers).toEqual([
      expect.objectContaining({ email: customer.email }),
    ]);

    const list = await rest('GET', '/api/admin/messages', clerk.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().messages.map((m: { id: number }) => m.id)).toEqual([message.id]);
    const marked = await rest('PUT', `/api/admin/messages/${message.id}/mark-read`, clerk.token);
    expect(marked.json()).toMatchObject({ message: ADMIN_MESSAGES.markedRead, responded: true });
  });
});

// Issue 18 §5: what an admin may do inside calls anyone can make takes the permission too.
describe('an admin without the permission a privileged path takes', () => {
  it('cannot see, buy or book the admin-only plan without the users area', async () => {
    const rights = await adminThroughDashboard(t, owner.token, {
      email: 'no-users@example.test',
      permissions: ['messages', 'bookings'],
    });
    expect(Object.keys((await rest('GET', '/api/pricing', rights.token)).json())).not.toContain('admin_special');
    expect((await t.caller(rights.token).content.pricing()).map((plan) => plan.slug)).not.toContain('admin_special');
    const ordersBefore = t.app.deps.db.select().from(orders).all().length;
    const order = await rest('POST', '/api/payment/process', rights.token, {
      plan: 'admin_special',
      customer_name: 'Casey',
      customer_email: customer.email,
      payment_method: 'stripe',
    });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toEqual({ detail: PAYMENT_MESSAGES.adminSpecialOnly });
    expect(t.app.deps.db.select().from(orders).all()).toHaveLength(ordersBefore);
    await expect(
      t
        .caller(rights.token)
        .booking.specialAccount({ email: 'special@example.test', fullName: 'Special', password: 'special-password' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.users),
    });
    expect(Object.keys((await rest('GET', '/api/pricing', owner.token)).json())).toContain('admin_special');
  });

  it('cannot book over a taken slot without the bookings area, and sees only free times', async () => {
    const day = meetingDay();
    await rest('POST', '/api/zoom/book', null, {
      user_email: 'first@example.test',
      user_name: 'First',
      meeting_date: day,
      meeting_time: '16:00',
    });
    const rights = await adminThroughDashboard(t, owner.token, {
      email: 'no-bookings@example.test',
      permissions: ['users'],
    });
    const slots = (await rest('GET', `/api/timeslots/available/${day}`, rights.token)).json();
    expect(slots.admin_override).toBe(false);
    expect(slots.available_slots.map((slot: { time: string }) => slot.time)).not.toContain('16:00');
    const over = await rest('POST', '/api/zoom/book', rights.token, {
      user_email: 'second@example.test',
      user_name: 'Second',
      meeting_date: day,
      meeting_time: '16:00',
    });
    expect(over.statusCode).toBe(409);
    const hold = await rest('POST', '/api/timeslots/reserve', rights.token, {
      booking_date: day,
      booking_time: '16:00',
      customer_email: 'second@example.test',
      customer_name: 'Second',
    });
    expect(hold.statusCode).toBe(409);
    expect(
      t.app.deps.db
        .select()
        .from(meetings)
        .all()
        .filter((m) => m.time === '16:00' && m.date === day && m.status === 'booked')
        .map((m) => m.email),
    ).toEqual(['first@example.test']);

    const scheduler = await adminThroughDashboard(t, owner.token, {
      email: 'scheduler@example.test',
      permissions: ['bookings'],
    });
    const overridden = await rest('POST', '/api/zoom/book', scheduler.token, {
      user_email: 'second@example.test',
      user_name: 'Second',
      meeting_date: day,
      meeting_time: '16:00',
    });
    expect(overridden.json()).toMatchObject({ admin_override: true });
  });

  it('cannot read the outbox without its own area, whatever other areas it has', async () => {
    const rights = await adminThroughDashboard(t, owner.token, {
      email: 'all-areas@example.test',
      permissions: ['users', 'messages', 'files', 'bookings', 'chat', 'social', 'projects', 'payments'],
    });
    expect((await rest('GET', '/api/admin/emails', rights.token)).json()).toEqual({
      detail: ADMIN_MESSAGES.noPermission('Email outbox'),
    });
    expect((await rest('GET', '/api/admin/emails', owner.token)).statusCode).toBe(200);
  });
});
