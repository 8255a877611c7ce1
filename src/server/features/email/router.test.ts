import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { adminActivity, emailOutbox, users } from '../../db/schema';
import { plainEmail } from './messages';
import { queueEmail } from './service';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

/** A message that gave up after its last try. */
function failedEmail(subject = 'Your receipt') {
  const id = queueEmail(t.app.deps.db, plainEmail('buyer@example.com', subject, 'Paid'));
  t.app.deps.db
    .update(emailOutbox)
    .set({ status: 'failed', attempts: 8, error: 'Connection refused' })
    .where(eq(emailOutbox.id, id))
    .run();
  return id;
}

describe('the outbox in the admin area', () => {
  it('lists every email with its state, or only the failed ones, to an admin of the outbox', async () => {
    const admin = await t.account({ isAdmin: true });
    const failed = failedEmail();
    queueEmail(t.app.deps.db, {
      ...plainEmail('later@example.com', 'Reminder', 'Soon'),
      notBefore: new Date(Date.now() + 3_600_000),
    });
    const all = await t.caller(admin.token).email.outbox();
    expect(all.map((email) => [email.subject, email.status, email.attempts])).toEqual([
      ['Reminder', 'queued', 0],
      ['Your receipt', 'failed', 8],
    ]);
    expect(all[1]).toMatchObject({ id: failed, error: 'Connection refused', sentAt: null });
    expect((await t.caller(admin.token).email.outbox({ failedOnly: true })).map((email) => email.id)).toEqual([failed]);
    expect((await t.caller(admin.token).admin.stats()).failedEmails).toBe(1);
  });

  it('sends a failed email again, once, and records who did', async () => {
    const admin = await t.account({ isAdmin: true, email: 'boss@example.com' });
    const id = failedEmail();
    expect(await t.caller(admin.token).email.resend({ id })).toEqual({ message: 'Sent again to buyer@example.com' });
    expect(t.mail.messages.map((message) => message.subject)).toEqual(['Your receipt']);
    expect(t.app.deps.db.select().from(emailOutbox).get()).toMatchObject({
      status: 'written',
      attempts: 1,
      error: null,
    });
    const trail = t.app.deps.db.select().from(adminActivity).all().at(-1);
    expect(trail).toMatchObject({ adminEmail: 'boss@example.com', action: 'resend_email' });
    expect(trail?.details).toContain(`#${id} to buyer@example.com`);
  });

  it('refuses to send again an email that has not failed, or does not exist, and sends nothing', async () => {
    const admin = await t.account({ isAdmin: true });
    const queued = queueEmail(t.app.deps.db, plainEmail('x@example.com', 'Queued', 'Hi'));
    await expect(t.caller(admin.token).email.resend({ id: queued })).rejects.toThrow(
      'Only a message that could not be delivered can be sent again',
    );
    await expect(t.caller(admin.token).email.resend({ id: 999 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(t.caller(admin.token).email.resend({ id: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(t.mail.messages).toEqual([]);
  });

  it('is closed to customers, to signed-out callers and to an admin without the outbox area, over tRPC and REST', async () => {
    const id = failedEmail();
    const customer = await t.account();
    const bookingsAdmin = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['bookings'] });
    for (const token of [customer.token, bookingsAdmin.token]) {
      await expect(t.caller(token).email.outbox()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(t.caller(token).email.resend({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect((await t.app.inject({ url: '/api/admin/emails', headers: bearer(token) })).statusCode).toBe(403);
    }
    await expect(t.caller().email.resend({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await t.app.inject({ url: '/api/admin/emails' })).statusCode).toBe(401);
    const outboxAdmin = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['email'] });
    expect((await t.app.inject({ url: '/api/admin/emails', headers: bearer(outboxAdmin.token) })).statusCode).toBe(200);
    expect(t.app.deps.db.select().from(emailOutbox).get()?.status).toBe('failed');
  });

  it('is not given to a new standard admin unless granted', async () => {
    const owner = await t.account({ isAdmin: true });
    await t.caller(owner.token).admin.createAdmin({ email: 'new@example.com', name: 'New', password: 'new-admin-123' });
    const created = t.app.deps.db.select().from(users).where(eq(users.email, 'new@example.com')).get();
    expect(created?.permissions).not.toContain('email');
    expect(created?.permissions).toContain('payments');
  });
});
