import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminActivity, customerMessages, notifications } from '../../db/schema';

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
let casey: TestAccount;
let question: { id: number };
beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner());
  casey = await t.account({ email: 'casey@example.test', name: 'Casey', plan: 'pro' });
  await rest('POST', '/api/customer/send-message', casey.token, { message: 'When do we start?' });
  question = t.app.deps.db.select().from(customerMessages).get()!;
});
afterEach(async () => {
  await t.app.close();
});

const list = async () => (await rest('GET', '/api/admin/messages', owner.token)).json().messages;
const reply = (payload: object) => rest('POST', '/api/admin/messages/reply', owner.token, payload);
const storedMessages = () => t.app.deps.db.select().from(customerMessages).all();
const notificationsOf = (userId: number) =>
  t.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).all();
const mailTo = (email: string) => t.mail.messages.filter((message) => message.to === email);

describe('GET /api/admin/messages', () => {
  it('lists what customers wrote, not yet responded, without the team’s own messages', async () => {
    await reply({ message_id: '', customer_email: casey.email, subject: 'Hello', message: 'Welcome aboard' });
    expect(await list()).toEqual([
      {
        id: question.id,
        subject: 'Customer Support Message',
        message: 'When do we start?',
        user_email: casey.email,
        customer_name: 'Casey',
        responded: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });
});

describe('PUT /api/admin/messages/{id}/mark-read', () => {
  it('toggles the responded flag', async () => {
    const first = await rest('PUT', `/api/admin/messages/${question.id}/mark-read`, owner.token);
    expect(first.json()).toEqual({ message: ADMIN_MESSAGES.markedRead, responded: true });
    expect((await list())[0].responded).toBe(true);
    const second = await rest('PUT', `/api/admin/messages/${question.id}/mark-read`, owner.token);
    expect(second.json()).toEqual({ message: ADMIN_MESSAGES.markedUnread, responded: false });
    expect((await list())[0].responded).toBe(false);
  });

  it('answers 404 for an unknown message', async () => {
    const res = await rest('PUT', '/api/admin/messages/9999/mark-read', owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.messageNotFound });
  });
});

describe('POST /api/admin/messages/reply', () => {
  it('sends a new message (message_id empty, as the spec’s modal sends it) to the dashboard, by email and as a notification', async () => {
    const res = await reply({
      message_id: '',
      customer_email: casey.email,
      subject: 'Kick-off',
      message: 'We start on Monday.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message sent to Casey' });
    expect(res.json().message).toBe(ADMIN_MESSAGES.messageSentTo('Casey'));

    const dashboard = (await rest('GET', '/api/customer/dashboard', casey.token)).json();
    expect(dashboard.messages).toEqual([
      expect.objectContaining({ id: question.id, from_admin: false }),
      expect.objectContaining({ subject: 'Kick-off', message: 'We start on Monday.', from_admin: true }),
    ]);
    expect(dashboard.notifications).toEqual([
      expect.objectContaining({
        type: 'message',
        title: 'New message from our team: Kick-off',
        message: 'We start on Monday.',
      }),
    ]);
    expect(mailTo(casey.email)).toEqual([
      expect.objectContaining({ subject: 'Kick-off', text: expect.stringContaining('We start on Monday.') }),
    ]);
    // Nothing was answered, so the question still waits.
    expect((await list())[0].responded).toBe(false);
  });

  it('marks the message it answers as responded', async () => {
    const res = await reply({
      message_id: question.id,
      customer_email: casey.email,
      subject: 'Re: start',
      message: 'Next week.',
    });
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.messageSentTo('Casey') });
    expect((await list())[0]).toMatchObject({ id: question.id, responded: true });
    expect((await rest('GET', '/api/customer/dashboard', casey.token)).json().messages.at(-1)).toMatchObject({
      subject: 'Re: start',
      from_admin: true,
    });
    expect(notificationsOf(casey.id)).toEqual([expect.objectContaining({ type: 'message' })]);
    expect(t.app.deps.db.select().from(adminActivity).all()).toEqual([
      expect.objectContaining({
        adminEmail: owner.email,
        action: 'reply_message',
        details: `${casey.email}: Re: start`,
      }),
    ]);
  });

  it('needs a subject and a message after trimming, and stores nothing otherwise', async () => {
    for (const payload of [
      { customer_email: casey.email, subject: '   ', message: 'Body' },
      { customer_email: casey.email, subject: 'Subject', message: ' \n ' },
      { customer_email: casey.email },
    ]) {
      const res = await reply({ message_id: '', ...payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.subjectAndMessage });
    }
    expect(storedMessages()).toHaveLength(1);
    expect(notificationsOf(casey.id)).toEqual([]);
    expect(mailTo(casey.email)).toEqual([]);
  });

  it('answers Customer email not found for a missing, unknown or admin email', async () => {
    const missing = await reply({ message_id: '', customer_email: '', subject: 'Hi', message: 'Hello' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: ADMIN_MESSAGES.customerEmailNotFound });
    for (const email of ['nobody@example.test', owner.email]) {
      const res = await reply({ message_id: '', customer_email: email, subject: 'Hi', message: 'Hello' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.customerEmailNotFound });
    }
    expect(storedMessages()).toHaveLength(1);
  });

  it('will not answer one customer’s message in another customer’s thread', async () => {
    const dana = await t.account({ email: 'dana@example.test', name: 'Dana' });
    const res = await reply({ message_id: question.id, customer_email: dana.email, subject: 'Hi', message: 'Hello' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.messageNotFound });
    expect(storedMessages()).toHaveLength(1);
    expect(storedMessages()[0]!.responded).toBe(false);
  });
});

describe('DELETE /api/admin/messages/{id}', () => {
  it('deletes the message', async () => {
    const res = await rest('DELETE', `/api/admin/messages/${question.id}`, owner.token);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.messageDeleted });
    expect(await list()).toEqual([]);
    expect((await rest('GET', '/api/customer/dashboard', casey.token)).json().messages).toEqual([]);
    const again = await rest('DELETE', `/api/admin/messages/${question.id}`, owner.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: ADMIN_MESSAGES.messageNotFound });
  });
});
