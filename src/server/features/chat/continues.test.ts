import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appWithOwner } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { collect, listenForSockets, waitUntil } from '../../../../tests/fixtures/sockets';
import { AGENT_AWAY_ALERT_MS, CHAT_MESSAGES } from '../../../shared/chat';
import { chatLinks, chatMessages, chatSessions, emailOutbox } from '../../db/schema';
import { deliverDue, emailDeps } from '../email/service';
import { adminPresence, alertAwayAgents, customerPresence, sweepChats } from './service';

// Issue 35 §6 (a chat continues by email), §7 (the away agent's email) and §9 (read receipts),
// through the tRPC callers, real WebSockets for presence, and REST.

let t: TestApp;
let sockets: Awaited<ReturnType<typeof listenForSockets>>;
let olive: TestAccount;
const CHAT_REPLY_GATHER_MS = 90_000;
beforeEach(async () => {
  ({ t, owner: olive } = await appWithOwner({ name: 'Olive', email: 'olive@example.test' }, { authRateLimit: false }));
  sockets = await listenForSockets(t);
});
afterEach(async () => {
  await sockets.closeAll();
  await t.app.close();
});

const REPLY_SUBJECT = 'Goldline Studio answered your chat';
const deliverAt = (time: number) => deliverDue(emailDeps(t.app.deps), time);
const repliesTo = (to: string) => t.mail.messages.filter((mail) => mail.to === to && mail.subject === REPLY_SUBJECT);
const linkTokenIn = (text: string) => /\/continue-chat\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const sessionRow = (id: number) => t.app.deps.db.select().from(chatSessions).where(eq(chatSessions.id, id)).get()!;

/** A visitor's chat, accepted by Olive; the visitor's window is closed unless they connect. */
async function acceptedChat() {
  const started = await t.caller().chat.start({ name: 'Vera Visitor', email: 'vera@example.com' });
  const visitorToken = started.visitorToken!;
  const sessionId = started.session.id;
  await t.caller().chat.send({ sessionId, message: 'Do you build shops?', visitorToken });
  await t.caller(olive.token).chat.accept({ sessionId });
  return { sessionId, visitorToken, conversationId: started.session.conversationId };
}

const reply = (sessionId: number, message: string) => t.caller(olive.token).chat.send({ sessionId, message });

describe('the team’s reply to someone who has left', () => {
  it('is gathered for 90 s into one email, with a link that reopens the conversation', async () => {
    const chat = await acceptedChat();
    await reply(chat.sessionId, 'Yes, we do!');
    await reply(chat.sessionId, 'Shall I send examples?');

    await deliverAt(Date.now() + CHAT_REPLY_GATHER_MS - 5_000);
    expect(repliesTo('vera@example.com')).toEqual([]);
    await deliverAt(Date.now() + CHAT_REPLY_GATHER_MS + 1_000);
    const [mail, ...more] = repliesTo('vera@example.com');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Olive: Yes, we do!');
    expect(mail!.text).toContain('Olive: Shall I send examples?');
    const token = linkTokenIn(mail!.text)!;
    expect(token).toBeTruthy();

    // Only the link's hash is kept.
    const links = t.app.deps.db.select().from(chatLinks).all();
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).not.toContain(token);

    // The link opens the conversation, and what is written there joins it.
    const opened = await t.caller().chat.mine({ visitorToken: token });
    expect(opened?.session.id).toBe(chat.sessionId);
    expect(opened?.messages.map((line) => line.message)).toContain('Shall I send examples?');
    await t.caller().chat.send({ sessionId: chat.sessionId, message: 'Yes please', visitorToken: token });
    expect(t.app.deps.db.select().from(chatMessages).all().at(-1)).toMatchObject({
      sessionId: chat.sessionId,
      senderType: 'customer',
      senderName: 'Vera Visitor',
      message: 'Yes please',
    });
  });

  it('is not emailed to a customer whose chat window is open, and one who comes back and reads it takes it there', async () => {
    const chat = await acceptedChat();
    const visitor = sockets.connect(null);
    const feed = collect(visitor.trpc.chat.feed.subscribe, {
      sessionId: chat.sessionId,
      visitorToken: chat.visitorToken,
    });
    await waitUntil(() => feed.items.length >= 3);
    await reply(chat.sessionId, 'Seen live');
    await waitUntil(() => feed.items.length >= 4);
    feed.stop();
    await visitor.close();
    await waitUntil(() => !t.app.deps.events.isPresent(customerPresence(chat.sessionId)));

    await reply(chat.sessionId, 'Written while away');
    const queued = () => t.app.deps.db.select().from(emailOutbox).where(eq(emailOutbox.subject, REPLY_SUBJECT)).all();
    expect(queued().map((row) => row.status)).toEqual(['queued']);
    // Back on the site before the email went: a page with the chat launcher follows the feed,
    // and the email still waits; reading the reply in the chat drops it.
    const back = sockets.connect(null);
    const backFeed = collect(back.trpc.chat.feed.subscribe, {
      sessionId: chat.sessionId,
      visitorToken: chat.visitorToken,
    });
    await waitUntil(() => backFeed.items.length >= 5);
    expect(t.app.deps.events.isPresent(customerPresence(chat.sessionId))).toBe(true);
    expect(queued().map((row) => row.status)).toEqual(['queued']);
    const last = t.app.deps.db.select().from(chatMessages).all().at(-1)!;
    await t.caller().chat.read({ sessionId: chat.sessionId, lineId: last.id, visitorToken: chat.visitorToken });
    expect(queued().map((row) => row.status)).toEqual(['dropped']);
    await deliverAt(Date.now() + CHAT_REPLY_GATHER_MS + 1_000);
    expect(repliesTo('vera@example.com')).toEqual([]);
  });

  it('goes by email to a window closed while its feed was still being asked for', async () => {
    const chat = await acceptedChat();
    // A tab closed right after it asked for the chat's feed: the request and the socket's close
    // reach the server together, and the feed is never started.
    const raw = new WebSocket(`${sockets.url}?connectionParams=1`);
    await once(raw, 'open');
    raw.send(JSON.stringify({ method: 'connectionParams', data: { token: '' } }));
    const input = { sessionId: chat.sessionId, visitorToken: chat.visitorToken };
    raw.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'chat.feed', input } }));
    raw.close();
    await once(raw, 'close');
    await waitUntil(() => t.app.websocketServer.clients.size === 0);

    expect((await t.caller(olive.token).chat.session({ conversationId: chat.conversationId })).customerOnline).toBe(
      false,
    );
    await reply(chat.sessionId, 'Still there?');
    await deliverAt(Date.now() + CHAT_REPLY_GATHER_MS + 1_000);
    expect(repliesTo('vera@example.com').map((mail) => mail.text)).toEqual([expect.stringContaining('Still there?')]);
  });

  it('reopens an ended chat when its customer writes from the link, in the same conversation', async () => {
    const chat = await acceptedChat();
    await reply(chat.sessionId, 'Here is our answer.');
    await t.caller(olive.token).chat.end({ sessionId: chat.sessionId });
    await deliverAt(Date.now() + CHAT_REPLY_GATHER_MS + 1_000);
    const token = linkTokenIn(repliesTo('vera@example.com')[0]!.text)!;

    // The chat's own token cannot write in an ended chat (the spec); the email's link can.
    await expect(
      t.caller().chat.send({ sessionId: chat.sessionId, message: 'Hello?', visitorToken: chat.visitorToken }),
    ).rejects.toThrow(CHAT_MESSAGES.notActive);
    expect((await t.caller().chat.mine({ visitorToken: token }))?.session.status).toBe('ended');
    await t.caller().chat.send({ sessionId: chat.sessionId, message: 'One more question', visitorToken: token });

    expect(sessionRow(chat.sessionId)).toMatchObject({ status: 'waiting', adminId: null, escalatedAt: null });
    const lines = t.app.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, chat.sessionId))
      .all()
      .slice(-2);
    expect(lines).toMatchObject([
      { event: 'request', message: CHAT_MESSAGES.reopened('Vera Visitor') },
      { event: 'message', message: 'One more question' },
    ]);
    // Its minute to be answered starts at the reopening, not at the chat's first start.
    expect(await sweepChats(t.app.deps).then(() => sessionRow(chat.sessionId).escalatedAt)).toBeNull();
    await sweepChats(t.app.deps, Date.now() + 61_000);
    expect(sessionRow(chat.sessionId).escalatedAt).not.toBeNull();
  });

  it('opens nothing with a made-up or expired link, over tRPC and REST', async () => {
    const chat = await acceptedChat();
    await reply(chat.sessionId, 'Answer');
    await deliverAt(Date.now() + CHAT_REPLY_GATHER_MS + 1_000);
    const token = linkTokenIn(repliesTo('vera@example.com')[0]!.text)!;

    const rest = (visitorToken: string) =>
      t.app.inject({ url: `/api/chat/messages/${chat.sessionId}?visitor_token=${visitorToken}` });
    expect((await rest(token)).statusCode).toBe(200);

    const madeUp = 'x'.repeat(43);
    expect(await t.caller().chat.mine({ visitorToken: madeUp })).toBeNull();
    expect((await rest(madeUp)).statusCode).toBe(404);

    t.app.deps.db
      .update(chatLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .run();
    expect(await t.caller().chat.mine({ visitorToken: token })).toBeNull();
    await expect(
      t.caller().chat.send({ sessionId: chat.sessionId, message: 'Late', visitorToken: token }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rest(token)).statusCode).toBe(404);
  });
});

describe('read receipts', () => {
  it('record how far each side has read and tell the other side live', async () => {
    const chat = await acceptedChat();
    const admin = sockets.connect(olive.token);
    const adminFeed = collect(admin.trpc.chat.adminFeed.subscribe, undefined);
    const visitor = sockets.connect(null);
    const visitorFeed = collect(visitor.trpc.chat.feed.subscribe, {
      sessionId: chat.sessionId,
      visitorToken: chat.visitorToken,
    });
    await waitUntil(() => adminFeed.started && visitorFeed.items.length >= 3);
    const line = await reply(chat.sessionId, 'Hello Vera');

    await t.caller().chat.read({ sessionId: chat.sessionId, lineId: line.id, visitorToken: chat.visitorToken });
    expect(sessionRow(chat.sessionId).customerReadId).toBe(line.id);
    await waitUntil(() =>
      adminFeed.items.some((item) => 'type' in item && item.type === 'read' && item.lineId === line.id),
    );
    expect(adminFeed.items).toContainEqual({
      type: 'read',
      sessionId: chat.sessionId,
      by: 'customer',
      lineId: line.id,
    });

    await t.caller(olive.token).chat.read({ sessionId: chat.sessionId, lineId: line.id + 1000 });
    // No further than the chat's own last line.
    expect(sessionRow(chat.sessionId).adminReadId).toBe(line.id);
    await waitUntil(() => visitorFeed.items.some((item) => 'type' in item && item.type === 'read'));
    expect(visitorFeed.items).toContainEqual({ type: 'read', sessionId: chat.sessionId, by: 'admin', lineId: line.id });
  });

  it('refuse a stranger and a bad line id, and change nothing', async () => {
    const chat = await acceptedChat();
    const line = await reply(chat.sessionId, 'Hello Vera');
    const stranger = await t.account();
    await expect(
      t.caller(stranger.token).chat.read({ sessionId: chat.sessionId, lineId: line.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller().chat.read({ sessionId: chat.sessionId, lineId: 0, visitorToken: chat.visitorToken }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(sessionRow(chat.sessionId)).toMatchObject({ customerReadId: 0, adminReadId: 0 });
  });
});

describe('an admin away from the console', () => {
  const ALERT_SUBJECT = 'Vera Visitor is waiting for your answer in the live chat';

  it('is emailed once when their chat waits 3 minutes for an answer', async () => {
    const chat = await acceptedChat();
    await t.caller().chat.send({ sessionId: chat.sessionId, message: 'Still there?', visitorToken: chat.visitorToken });
    expect(await alertAwayAgents(t.app.deps, Date.now() + AGENT_AWAY_ALERT_MS - 5_000)).toBe(0);
    expect(await alertAwayAgents(t.app.deps, Date.now() + AGENT_AWAY_ALERT_MS + 1_000)).toBe(1);
    const mail = await t.mailTo('olive@example.test', ALERT_SUBJECT);
    expect(mail.text).toContain('Still there?');
    expect(mail.text).toContain(`/admin-chat/${chat.conversationId}`);
    expect(await alertAwayAgents(t.app.deps, Date.now() + 2 * AGENT_AWAY_ALERT_MS)).toBe(0);
  });

  it('is not emailed with a console open, nor once they have answered', async () => {
    const chat = await acceptedChat();
    await t.caller().chat.send({ sessionId: chat.sessionId, message: 'Still there?', visitorToken: chat.visitorToken });
    const admin = sockets.connect(olive.token);
    const feed = collect(admin.trpc.chat.adminFeed.subscribe, undefined);
    await waitUntil(() => feed.items.length >= 1);
    expect(await alertAwayAgents(t.app.deps, Date.now() + AGENT_AWAY_ALERT_MS + 1_000)).toBe(0);
    feed.stop();
    await admin.close();
    await waitUntil(() => !t.app.deps.events.isPresent(adminPresence(olive.id)));
    await reply(chat.sessionId, 'Yes, here');
    expect(await alertAwayAgents(t.app.deps, Date.now() + AGENT_AWAY_ALERT_MS + 1_000)).toBe(0);
    expect(t.mail.messages.filter((mail) => mail.subject === ALERT_SUBJECT)).toEqual([]);
  });
});
