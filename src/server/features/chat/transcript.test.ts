import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../../tests/fixtures/app';
import { CHAT_MESSAGES } from '../../../shared/chat';
import { adminActivity, chatMessages } from '../../db/schema';

// Issue 35 §8: transcripts on request, and exports for the team.

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.app.close();
});

async function visitorChat() {
  const started = await t.caller().chat.start({ name: 'Vera Visitor', email: 'vera@example.com' });
  const visitorToken = started.visitorToken!;
  await t.caller().chat.send({ sessionId: started.session.id, message: 'Do you build shops?', visitorToken });
  return { sessionId: started.session.id, conversationId: started.session.conversationId, visitorToken };
}

describe('a copy of the chat by email', () => {
  it('goes to the signed-in customer’s confirmed address at their request, and the chat records it', async () => {
    const customer = await t.account({ email: 'cora@example.com', name: 'Cora Customer' });
    const { session } = await t.caller(customer.token).chat.start({});
    await t.caller(customer.token).chat.send({ sessionId: session.id, message: 'Do you build shops?' });
    const answer = await t.caller(customer.token).chat.emailTranscript({ sessionId: session.id });
    expect(answer.message).toBe(CHAT_MESSAGES.transcriptSent('cora@example.com'));
    const mail = await t.mailTo('cora@example.com', 'Your conversation with Goldline Studio');
    expect(mail.text).toMatch(/\[\d{2}:\d{2} UTC\] Cora Customer: Do you build shops\?/);
    const notice = t.app.deps.db.select().from(chatMessages).all().at(-1);
    expect(notice).toMatchObject({ event: 'notice', senderType: 'system', message: answer.message });
  });

  it('is not mailed to an address a visitor typed, nor one an account has not confirmed', async () => {
    const chat = await visitorChat();
    await expect(
      t.caller().chat.emailTranscript({ sessionId: chat.sessionId, visitorToken: chat.visitorToken }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: CHAT_MESSAGES.copyNeedsProvenAddress });
    const unconfirmed = await t.account({ email: 'una@example.com', emailVerified: false });
    const { session } = await t.caller(unconfirmed.token).chat.start({});
    await t.caller(unconfirmed.token).chat.send({ sessionId: session.id, message: 'Hello' });
    await expect(t.caller(unconfirmed.token).chat.emailTranscript({ sessionId: session.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(t.mail.messages.filter((message) => message.subject.startsWith('Your conversation'))).toEqual([]);
  });

  it('is refused to anyone but the chat’s party, and sends nothing', async () => {
    const chat = await visitorChat();
    const stranger = await t.caller().chat.start({ name: 'Mal', email: 'mal@example.com' });
    await expect(
      t.caller().chat.emailTranscript({ sessionId: chat.sessionId, visitorToken: stranger.visitorToken }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const customer = await t.account();
    await expect(t.caller(customer.token).chat.emailTranscript({ sessionId: chat.sessionId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller().chat.emailTranscript({ sessionId: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(t.mail.messages.filter((message) => message.subject.startsWith('Your conversation'))).toEqual([]);
  });

  it('says there is nothing to send before anyone has written', async () => {
    const customer = await t.account();
    const { session } = await t.caller(customer.token).chat.start({});
    await expect(t.caller(customer.token).chat.emailTranscript({ sessionId: session.id })).rejects.toThrow(
      CHAT_MESSAGES.nothingToSend,
    );
  });
});

describe('GET /api/admin/chat/session/{conversationId}/export', () => {
  it('gives a chat admin the conversation as text or JSON, and audits each export', async () => {
    const chat = await visitorChat();
    const admin = await t.account({ isAdmin: true, email: 'desk@example.com' });
    const text = await t.app.inject({
      url: `/api/admin/chat/session/${chat.conversationId}/export`,
      headers: bearer(admin.token),
    });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toBe(`attachment; filename="chat-${chat.conversationId}.txt"`);
    expect(text.body).toMatch(/^Chat with Vera Visitor <vera@example.com>, /);
    expect(text.body).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\] Vera Visitor: Do you build shops\?$/m);

    const json = await t.app.inject({
      url: `/api/admin/chat/session/${chat.conversationId}/export?format=json`,
      headers: bearer(admin.token),
    });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = json.json();
    expect(parsed.conversation).toMatchObject({
      conversationId: chat.conversationId,
      customerEmail: 'vera@example.com',
    });
    expect(parsed.lines.map((line: { message: string }) => line.message)).toContain('Do you build shops?');

    const trail = t.app.deps.db.select().from(adminActivity).all();
    expect(trail.filter((entry) => entry.action === 'export_chat').map((entry) => entry.details)).toEqual([
      `${chat.conversationId} (vera@example.com) as txt`,
      `${chat.conversationId} (vera@example.com) as json`,
    ]);
  });

  it('refuses a bad format, an unknown chat, a customer and a caller signed out', async () => {
    const chat = await visitorChat();
    const admin = await t.account({ isAdmin: true });
    const customer = await t.account();
    const url = `/api/admin/chat/session/${chat.conversationId}/export`;
    expect((await t.app.inject({ url: `${url}?format=pdf`, headers: bearer(admin.token) })).statusCode).toBe(422);
    expect(
      (await t.app.inject({ url: '/api/admin/chat/session/nope/export', headers: bearer(admin.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url, headers: bearer(customer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      t.app.deps.db
        .select()
        .from(adminActivity)
        .all()
        .filter((entry) => entry.action === 'export_chat'),
    ).toEqual([]);
  });
});
