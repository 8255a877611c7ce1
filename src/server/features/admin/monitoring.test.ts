import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restAs } from '../../../../tests/fixtures/admin';
import { makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { bookMeeting } from '../../../../tests/fixtures/customer-data';
import { ACTIVITY_LOG_SIZE } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { customerMessages } from '../../db/schema';

let t: TestApp;
let rest: ReturnType<typeof restAs>;
let casey: TestAccount;
let first: TestAccount;
let second: TestAccount;
beforeEach(async () => {
  t = await makeTestApp();
  rest = restAs(t);
  // The customer gets the lowest id: the first admin is the lowest id among admins, not overall.
  casey = await t.account({ email: 'casey@example.test', name: 'Casey' });
  first = await t.account({ isAdmin: true, email: 'first@example.test', name: 'First Admin' });
  second = await t.account({ isAdmin: true, email: 'second@example.test', name: 'Second Admin' });
});
afterEach(async () => {
  await t.app.close();
});

const track = (token: string, payload: object) => rest('POST', '/api/admin/activity/track', token, payload);
const logs = async () => (await rest('GET', '/api/admin/activity/logs', first.token)).json().admin_activities;
const statuses = async () => (await rest('GET', '/api/admin/real-time-status', first.token)).json().admins;

describe('who may watch', () => {
  it('refuses every admin but the first, over REST and tRPC', async () => {
    for (const url of ['/api/admin/activity/logs', '/api/admin/real-time-status']) {
      const res = await rest('GET', url, second.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.monitoringFirstAdminOnly });
      expect((await rest('GET', url, first.token)).statusCode).toBe(200);
    }
    const forbidden = { code: 'FORBIDDEN', message: ADMIN_MESSAGES.monitoringFirstAdminOnly };
    await expect(t.caller(second.token).admin.activityLog()).rejects.toMatchObject(forbidden);
    await expect(t.caller(second.token).admin.realtimeStatus()).rejects.toMatchObject(forbidden);
    expect(await t.caller(first.token).admin.realtimeStatus()).toHaveLength(2);
  });
});

describe('POST /api/admin/activity/track', () => {
  it('marks the admin active on the page of their heartbeat; the session says who, not admin_id', async () => {
    expect((await statuses()).map((admin: { is_active: boolean }) => admin.is_active)).toEqual([false, false]);
    const beat = await track(second.token, {
      admin_id: first.id,
      page: 'messages',
      action: 'heartbeat',
      chat_status: 'available',
      timestamp: '2001-01-01T00:00:00Z',
    });
    expect(beat.json()).toEqual({ ok: true, isActive: true });
    expect(await statuses()).toEqual([
      {
        admin_info: { name: 'First Admin', email: first.email },
        is_active: false,
        current_page: null,
        chat_status: 'offline',
        last_activity: null,
      },
      {
        admin_info: { name: 'Second Admin', email: second.email },
        is_active: true,
        current_page: 'messages',
        chat_status: 'available',
        last_activity: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // A heartbeat is presence, not history.
    expect(await logs()).toEqual([]);
    const left = await track(second.token, { page: 'messages', action: 'logout' });
    expect(left.json()).toEqual({ ok: true, isActive: false });
    expect((await statuses())[1]).toMatchObject({ is_active: false, current_page: null, chat_status: 'offline' });
  });

  it('logs a page view with its duration', async () => {
    await track(second.token, { page: 'users', action: 'page_view', duration: 42.4, chat_status: 'away' });
    expect(await logs()).toEqual([
      {
        id: expect.any(Number),
        admin_email: second.email,
        action: 'page_view',
        page: 'users',
        duration: 42,
        details: null,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await statuses())[1]).toMatchObject({ is_active: true, current_page: 'users', chat_status: 'away' });
  });

  it('refuses an unknown action', async () => {
    const res = await track(second.token, { page: 'users', action: 'dance' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Action must be heartbeat, page_view or logout' });
  });
});

describe('GET /api/admin/activity/logs', () => {
  it('shows the 50 newest entries, newest first, with the spec’s fields', async () => {
    for (let seconds = 0; seconds < ACTIVITY_LOG_SIZE + 5; seconds += 1)
      await track(second.token, { page: 'overview', action: 'page_view', duration: seconds });
    const entries = await logs();
    expect(entries).toHaveLength(ACTIVITY_LOG_SIZE);
    expect(entries[0].duration).toBe(ACTIVITY_LOG_SIZE + 4);
    expect(entries.at(-1).duration).toBe(5);
    for (const entry of entries)
      expect(Object.keys(entry)).toEqual(
        expect.arrayContaining(['admin_email', 'action', 'page', 'duration', 'timestamp']),
      );
    expect(await t.caller(first.token).admin.activityLog()).toHaveLength(ACTIVITY_LOG_SIZE);
  });

  it('records who changed what: a deleted message, a cancelled Zoom booking', async () => {
    await rest('POST', '/api/customer/send-message', casey.token, { message: 'Hello' });
    const message = t.app.deps.db.select().from(customerMessages).get()!;
    await bookMeeting(t, casey, { name: 'Casey', time: '17:00' });

    expect((await rest('DELETE', `/api/admin/messages/${message.id}`, second.token)).statusCode).toBe(200);
    expect((await rest('GET', '/api/admin/zoom/bookings', first.token)).json().bookings).toEqual([
      expect.objectContaining({ user_email: casey.email, meeting_time: '17:00' }),
    ]);
    const cancelled = await rest('DELETE', `/api/admin/zoom/booking/${casey.email}`, first.token);
    expect(cancelled.json()).toEqual({ message: ADMIN_MESSAGES.bookingCancelled });

    expect(await logs()).toEqual([
      expect.objectContaining({
        admin_email: first.email,
        action: 'cancel_zoom_booking',
        details: expect.stringContaining(casey.email),
      }),
      expect.objectContaining({
        admin_email: second.email,
        action: 'delete_message',
        details: `message #${message.id} from ${casey.email}: Customer Support Message`,
        page: null,
        duration: null,
      }),
    ]);
  });
});

describe('the console’s log without page views', () => {
  it('leaves the page views out, so the changes show; the spec’s REST log is still the whole trail', async () => {
    await rest('POST', '/api/customer/send-message', casey.token, { message: 'Hello' });
    const message = t.app.deps.db.select().from(customerMessages).get()!;
    await rest('DELETE', `/api/admin/messages/${message.id}`, second.token);
    for (let seconds = 0; seconds < ACTIVITY_LOG_SIZE; seconds += 1)
      await track(second.token, { page: 'overview', action: 'page_view', duration: seconds });

    const everything = await t.caller(first.token).admin.activityLog();
    expect(everything.every((entry) => entry.action === 'page_view')).toBe(true);
    expect(await t.caller(first.token).admin.activityLog({ withoutPageViews: true })).toEqual([
      expect.objectContaining({ adminEmail: second.email, action: 'delete_message' }),
    ]);

    const rested = await rest('GET', '/api/admin/activity/logs?withoutPageViews=true', first.token);
    expect(rested.json().admin_activities).toHaveLength(ACTIVITY_LOG_SIZE);
    expect(rested.json().admin_activities[0].action).toBe('page_view');
  });

  it('takes a flag only, and only from the first admin', async () => {
    await expect(t.caller(first.token).admin.activityLog({ withoutPageViews: 'yes' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(t.caller(second.token).admin.activityLog({ withoutPageViews: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ADMIN_MESSAGES.monitoringFirstAdminOnly,
    });
  });
});
