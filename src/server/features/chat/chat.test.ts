import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminThroughDashboard, appWithOwner, type Method, type Rest } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { ADMIN_PERMISSIONS } from '../../../shared/admin';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from '../../../shared/chat';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { chatMessages, chatSessions, customerMessages } from '../../db/schema';
import { escalateUnanswered } from './service';

// Live chat through tRPC callers and the spec's REST shims (spec part 2 §2, §4, §5, §7 Chat calls).
// The same flows over real sockets are in sockets.test.ts.

let t: TestApp;
let rest: Rest;
let olive: TestAccount;
let casey: TestAccount;
beforeEach(async () => {
  ({ t, rest, owner: olive } = await appWithOwner({ name: 'Olive', email: 'olive@example.test' }));
  casey = await t.account({ name: 'Casey', email: 'casey@example.test' });
});
afterEach(async () => {
  await t.app.close();
});

const chatAs = (token: string | null) => t.caller(token).chat;
const startAsCasey = async () => (await chatAs(casey.token).start({})).session;
const startAsVisitor = (name: string, email: string) => chatAs(null).start({ name, email });
const storedSessions = () => t.app.deps.db.select().from(chatSessions).all();
const linesOf = (sessionId: number) =>
  t.app.deps.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).all();
const textsOf = (sessionId: number) => linesOf(sessionId).map((line) => line.message);
const inbox = async () => (await rest('GET', '/api/admin/messages', olive.token)).json().messages;
/** A tRPC mutation over HTTP, where input errors carry the schema's message as the client shows it. */
const trpcPost = (path: string, token: string, input: object) =>
  t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: bearer(token), payload: input });
const notFound = { code: 'NOT_FOUND', message: CHAT_MESSAGES.notFound };
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('starting a chat', () => {
  it('opens a customer’s chat waiting, with the welcome line; starting again resumes the same open chat', async () => {
    const first = await chatAs(casey.token).start({});
    expect(first).toEqual({
      session: expect.objectContaining({
        customerName: 'Casey',
        customerEmail: casey.email,
        isVisitor: false,
        status: 'waiting',
        adminName: null,
        escalated: false,
      }),
      visitorToken: null,
    });
    const again = await chatAs(casey.token).start({});
    expect(again.session.id).toBe(first.session.id);
    expect(await chatAs(casey.token).mine()).toEqual({
      session: expect.objectContaining({ id: first.session.id, status: 'waiting' }),
      messages: [expect.objectContaining({ senderType: 'system', message: CHAT_MESSAGES.welcome('Casey') })],
    });
    expect(storedSessions()).toHaveLength(1);

    // Once it has ended, starting opens a new one.
    await chatAs(casey.token).end({ sessionId: first.session.id });
    const next = await chatAs(casey.token).start({});
    expect(next.session.id).not.toBe(first.session.id);
    expect(storedSessions()).toHaveLength(2);
  });

  it('asks a visitor for a name and a valid email, and gives them a token to the chat', async () => {
    const refusals: [object, string][] = [
      [{}, CHAT_MESSAGES.nameAndEmail],
      [{ name: 'Vera' }, CHAT_MESSAGES.nameAndEmail],
      [{ email: 'vera@example.test' }, CHAT_MESSAGES.nameAndEmail],
      [{ name: '   ', email: 'vera@example.test' }, CHAT_MESSAGES.nameAndEmail],
      [{ name: 'Vera', email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
    ];
    for (const [details, message] of refusals)
      await expect(chatAs(null).start(details)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    expect(storedSessions()).toEqual([]);

    const started = await startAsVisitor(' Vera ', 'Vera@Example.test');
    expect(started.visitorToken).toEqual(expect.any(String));
    expect(started.session).toMatchObject({
      customerName: 'Vera',
      customerEmail: 'vera@example.test',
      isVisitor: true,
      status: 'waiting',
    });
    const resumed = await chatAs(null).start({ visitorToken: started.visitorToken });
    expect(resumed).toEqual({
      session: expect.objectContaining({ id: started.session.id }),
      visitorToken: started.visitorToken,
    });
    expect(await chatAs(null).mine({ visitorToken: started.visitorToken })).toMatchObject({
      session: { id: started.session.id },
    });
  });

  it('lets a visitor with their token send and read, and answers Chat not found without it or with another visitor’s', async () => {
    const vera = await startAsVisitor('Vera', 'vera@example.test');
    const walt = await startAsVisitor('Walt', 'walt@example.test');
    const sessionId = vera.session.id;
    expect(await chatAs(null).send({ sessionId, visitorToken: vera.visitorToken, message: 'Hello' })).toMatchObject({
      senderType: 'customer',
      senderName: 'Vera',
      message: 'Hello',
    });
    const read = await t.app.inject({ url: `/api/chat/messages/${sessionId}?visitor_token=${vera.visitorToken}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((line: { message: string }) => line.message)).toEqual([
      CHAT_MESSAGES.welcome('Vera'),
      'Hello',
    ]);

    for (const visitorToken of [null, walt.visitorToken]) {
      const res = await t.app.inject({
        url: `/api/chat/messages/${sessionId}${visitorToken ? `?visitor_token=${visitorToken}` : ''}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: CHAT_MESSAGES.notFound });
      const asOther = chatAs(null);
      await expect(asOther.send({ sessionId, visitorToken, message: 'Not mine' })).rejects.toMatchObject(notFound);
      await expect(asOther.end({ sessionId, visitorToken })).rejects.toMatchObject(notFound);
      await expect(asOther.feed({ sessionId, visitorToken })).rejects.toMatchObject(notFound);
    }
    // A signed-in customer is no closer to a visitor's chat.
    expect((await rest('GET', `/api/chat/messages/${sessionId}`, casey.token)).statusCode).toBe(404);
    expect(textsOf(sessionId)).toEqual([CHAT_MESSAGES.welcome('Vera'), 'Hello']);
    expect(storedSessions().find((session) => session.id === sessionId)!.status).toBe('waiting');
  });
});

describe('one customer’s chat', () => {
  it('is not found for another customer, who can neither send to, read, end, type in nor subscribe to it', async () => {
    const dana = await t.account({ name: 'Dana', email: 'dana@example.test' });
    const session = await startAsCasey();
    const asDana = chatAs(dana.token);
    await expect(asDana.send({ sessionId: session.id, message: 'Hi Casey' })).rejects.toMatchObject(notFound);
    await expect(asDana.end({ sessionId: session.id })).rejects.toMatchObject(notFound);
    await expect(asDana.typing({ sessionId: session.id, typing: true })).rejects.toMatchObject(notFound);
    await expect(asDana.feed({ sessionId: session.id })).rejects.toMatchObject(notFound);
    // Another person's chat and a chat that does not exist look the same.
    for (const id of [session.id, 9999]) {
      const res = await rest('GET', `/api/chat/messages/${id}`, dana.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: CHAT_MESSAGES.notFound });
    }
    expect((await rest('GET', `/api/chat/messages/${session.id}`, null)).statusCode).toBe(404);
    expect(await asDana.mine()).toBeNull();
    expect(textsOf(session.id)).toEqual([CHAT_MESSAGES.welcome('Casey')]);
    expect(storedSessions()[0]!.status).toBe('waiting');
  });
});

describe('the admin side of the chat', () => {
  const attempts = (token: string | null, session: { id: number; conversationId: string }) => {
    const chat = chatAs(token);
    return {
      accept: () => chat.accept({ sessionId: session.id }),
      queue: () => chat.queue(),
      session: () => chat.session({ conversationId: session.conversationId }),
      deleteSession: () => chat.deleteSession({ id: session.id }),
      adminFeed: () => chat.adminFeed(),
    };
  };

  it('refuses a customer with FORBIDDEN and a signed-out caller with UNAUTHORIZED, changing nothing', async () => {
    const session = await startAsCasey();
    for (const [name, attempt] of Object.entries(attempts(casey.token, session))) {
      await expect(attempt(), name).rejects.toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.adminOnly });
    }
    for (const [name, attempt] of Object.entries(attempts(null, session))) {
      await expect(attempt(), name).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notSignedIn });
    }
    expect(storedSessions()).toEqual([expect.objectContaining({ id: session.id, status: 'waiting', adminId: null })]);
    expect(textsOf(session.id)).toEqual([CHAT_MESSAGES.welcome('Casey')]);
  });

  it('refuses a standard admin without the chat area, and lets one with it in', async () => {
    const session = await startAsCasey();
    const clerk = await adminThroughDashboard(t, olive.token, {
      email: 'clerk@example.test',
      permissions: ['messages'],
    });
    for (const [name, attempt] of Object.entries(attempts(clerk.token, session))) {
      await expect(attempt(), name).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.chat),
      });
    }
    expect(storedSessions()[0]!.status).toBe('waiting');
    // Nor does the admin role open customers' chats to them.
    await expect(chatAs(clerk.token).send({ sessionId: session.id, message: 'Hello' })).rejects.toMatchObject(notFound);

    const agent = await adminThroughDashboard(t, olive.token, { email: 'agent@example.test', permissions: ['chat'] });
    expect((await chatAs(agent.token).queue()).waiting).toEqual([expect.objectContaining({ id: session.id })]);
    expect(await chatAs(agent.token).accept({ sessionId: session.id })).toMatchObject({
      status: 'active',
      adminName: 'Admin agent',
    });
  });

  const ADMIN_ROUTES: [Method, string][] = [
    ['GET', '/api/chat/conversations'],
    ['GET', '/api/admin/chat/sessions'],
    ['GET', '/api/admin/chat/session/conv_0123456789abcdef01234567'],
    ['DELETE', '/api/admin/chat/sessions/1'],
  ];

  it.each(ADMIN_ROUTES)(
    '%s %s answers 401 signed out, 403 to a customer and 403 to an admin without the chat area',
    async (method, url) => {
      await startAsCasey();
      const clerk = await adminThroughDashboard(t, olive.token, {
        email: 'clerk@example.test',
        permissions: ['messages'],
      });
      const signedOut = await rest(method, url, null);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ detail: AUTH_MESSAGES.notSignedIn });
      const customer = await rest(method, url, casey.token);
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toEqual({ detail: AUTH_MESSAGES.adminOnly });
      const standard = await rest(method, url, clerk.token);
      expect(standard.statusCode).toBe(403);
      expect(standard.json()).toEqual({ detail: ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.chat) });
      expect(storedSessions()).toHaveLength(1);
    },
  );
});

describe('chat messages', () => {
  it('are trimmed; blank ones and ones over 2,000 characters are refused and not stored', async () => {
    const session = await startAsCasey();
    const chat = chatAs(casey.token);
    expect(await chat.send({ sessionId: session.id, message: '  hi  ' })).toMatchObject({ message: 'hi' });
    const refusals: [string, string][] = [
      ['', CHAT_MESSAGES.messageRequired],
      ['   \n\t ', CHAT_MESSAGES.messageRequired],
      ['x'.repeat(CHAT_MESSAGE_MAX + 1), CHAT_MESSAGES.messageTooLong],
    ];
    for (const [message, error] of refusals) {
      // Over HTTP, as the browser sees it: the schema's first message (spec part 2 §5).
      const res = await trpcPost('chat.send', casey.token, { sessionId: session.id, message });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: error,
        data: { code: 'BAD_REQUEST', fieldErrors: { message: error } },
      });
    }
    // The limit counts what is left after trimming.
    const longest = 'y'.repeat(CHAT_MESSAGE_MAX);
    expect(await chat.send({ sessionId: session.id, message: `   ${longest}   ` })).toMatchObject({ message: longest });
    expect(textsOf(session.id)).toEqual([CHAT_MESSAGES.welcome('Casey'), 'hi', longest]);
  });

  it('come from an admin only once they have accepted the chat, and only the first admin to accept gets it', async () => {
    const ada = await t.account({ isAdmin: true, name: 'Ada', email: 'ada@example.test' });
    const session = await startAsCasey();
    const asOlive = chatAs(olive.token);
    await expect(asOlive.send({ sessionId: session.id, message: 'Hello' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CHAT_MESSAGES.acceptFirst,
    });
    expect((await asOlive.queue()).waiting).toEqual([expect.objectContaining({ id: session.id })]);

    expect(await asOlive.accept({ sessionId: session.id })).toMatchObject({
      status: 'active',
      adminName: 'Olive',
      acceptedAt: ISO,
    });
    const second = await trpcPost('chat.accept', ada.token, { sessionId: session.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ message: CHAT_MESSAGES.alreadyAccepted, data: { code: 'CONFLICT' } });
    expect((await asOlive.queue()).waiting).toEqual([]);

    expect(await asOlive.send({ sessionId: session.id, message: '  How can I help?  ' })).toMatchObject({
      senderType: 'admin',
      senderName: 'Olive',
      message: 'How can I help?',
    });
    expect(
      linesOf(session.id).map(({ senderType, senderName, message }) => ({ senderType, senderName, message })),
    ).toEqual([
      { senderType: 'system', senderName: 'Goldline Studio', message: CHAT_MESSAGES.welcome('Casey') },
      { senderType: 'system', senderName: 'Olive', message: CHAT_MESSAGES.accepted('Olive') },
      { senderType: 'admin', senderName: 'Olive', message: 'How can I help?' },
    ]);
    expect(storedSessions()[0]).toMatchObject({ status: 'active', adminId: olive.id, adminName: 'Olive' });
  });

  it('stop once either side ends the chat; ending again changes nothing', async () => {
    const session = await startAsCasey();
    await chatAs(olive.token).accept({ sessionId: session.id });
    expect(await chatAs(casey.token).end({ sessionId: session.id })).toMatchObject({ status: 'ended', endedAt: ISO });
    for (const token of [casey.token, olive.token]) {
      await expect(chatAs(token).send({ sessionId: session.id, message: 'Still there?' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: CHAT_MESSAGES.notActive,
      });
    }
    await expect(chatAs(olive.token).accept({ sessionId: session.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CHAT_MESSAGES.notActive,
    });
    const linesAfterEnd = linesOf(session.id);
    expect(linesAfterEnd.at(-1)).toMatchObject({
      senderType: 'system',
      message: CHAT_MESSAGES.endedByCustomer('Casey'),
    });
    expect(await chatAs(casey.token).end({ sessionId: session.id })).toMatchObject({ status: 'ended' });
    expect(await chatAs(olive.token).end({ sessionId: session.id })).toMatchObject({ status: 'ended' });
    expect(linesOf(session.id)).toEqual(linesAfterEnd);
    expect(storedSessions()[0]).toMatchObject({ status: 'ended', endedBy: 'customer' });

    // The team can end a chat too, with its own line.
    const next = await startAsCasey();
    await chatAs(olive.token).accept({ sessionId: next.id });
    await chatAs(olive.token).end({ sessionId: next.id });
    expect(textsOf(next.id).at(-1)).toBe(CHAT_MESSAGES.endedByAdmin);
    expect(storedSessions()[1]).toMatchObject({ status: 'ended', endedBy: 'admin' });
  });
});

describe('deleting a chat session', () => {
  it('refuses an active chat, then removes the ended one with its lines', async () => {
    const session = await startAsCasey();
    await chatAs(olive.token).accept({ sessionId: session.id });
    const refused = await rest('DELETE', `/api/admin/chat/sessions/${session.id}`, olive.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: CHAT_MESSAGES.deleteActive });
    await expect(chatAs(olive.token).deleteSession({ id: session.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: CHAT_MESSAGES.deleteActive,
    });
    expect(storedSessions()).toHaveLength(1);

    await chatAs(olive.token).end({ sessionId: session.id });
    const deleted = await rest('DELETE', `/api/admin/chat/sessions/${session.id}`, olive.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: CHAT_MESSAGES.sessionDeleted });
    expect(storedSessions()).toEqual([]);
    expect(linesOf(session.id)).toEqual([]);
    expect((await rest('GET', `/api/chat/messages/${session.id}`, casey.token)).statusCode).toBe(404);
    const again = await rest('DELETE', `/api/admin/chat/sessions/${session.id}`, olive.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: CHAT_MESSAGES.notFound });
  });

  it('removes a waiting chat through tRPC', async () => {
    const session = await startAsCasey();
    expect(await chatAs(olive.token).deleteSession({ id: session.id })).toEqual({
      message: CHAT_MESSAGES.sessionDeleted,
    });
    expect(storedSessions()).toEqual([]);
    expect(await chatAs(casey.token).mine()).toBeNull();
  });
});

describe('the chat REST calls', () => {
  it('answer in the spec’s shapes', async () => {
    const dana = await t.account({ name: 'Dana', email: 'dana@example.test' });
    const session = await startAsCasey();
    await chatAs(olive.token).accept({ sessionId: session.id });
    await chatAs(casey.token).send({ sessionId: session.id, message: 'Hi' });
    await chatAs(olive.token).send({ sessionId: session.id, message: 'Hello Casey' });
    const waiting = (await chatAs(dana.token).start({})).session;

    const caseyWire = {
      id: session.id,
      conversation_id: session.conversationId,
      customer_name: 'Casey',
      customer_email: casey.email,
      status: 'active',
      admin_name: 'Olive',
      created_at: ISO,
      accepted_at: ISO,
      ended_at: null,
      escalated: false,
    };
    const danaWire = {
      ...caseyWire,
      id: waiting.id,
      conversation_id: waiting.conversationId,
      customer_name: 'Dana',
      customer_email: dana.email,
      status: 'waiting',
      admin_name: null,
      accepted_at: null,
    };
    const line = (sender_type: string, sender_name: string, message: string, sessionId = session.id) => ({
      id: expect.any(Number),
      session_id: sessionId,
      sender_type,
      sender_name,
      message,
      timestamp: ISO,
    });
    const caseyLines = [
      line('system', 'Goldline Studio', CHAT_MESSAGES.welcome('Casey')),
      line('system', 'Olive', CHAT_MESSAGES.accepted('Olive')),
      line('customer', 'Casey', 'Hi'),
      line('admin', 'Olive', 'Hello Casey'),
    ];

    // last_message is the last thing someone said: Dana's chat has only its welcome line so far.
    const conversations = await rest('GET', '/api/chat/conversations', olive.token);
    expect(conversations.statusCode).toBe(200);
    expect(conversations.json()).toEqual({
      conversations: [
        { ...danaWire, last_message: null },
        { ...caseyWire, last_message: caseyLines[3] },
      ],
    });

    const sessions = await rest('GET', '/api/admin/chat/sessions', olive.token);
    expect(sessions.json()).toEqual({
      sessions: [
        { ...danaWire, last_message: null },
        { ...caseyWire, last_message: caseyLines[3] },
      ],
      waiting: [danaWire],
    });

    const one = await rest('GET', `/api/admin/chat/session/${session.conversationId}`, olive.token);
    expect(one.json()).toEqual({ session: { ...caseyWire, messages: caseyLines } });
    const unknown = await rest('GET', '/api/admin/chat/session/conv_unknown', olive.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: CHAT_MESSAGES.notFound });

    // GET /chat/messages/{id}: the chat's own customer and a chat admin.
    for (const token of [casey.token, olive.token]) {
      const res = await rest('GET', `/api/chat/messages/${session.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ session: caseyWire, messages: caseyLines });
    }
  });

  it('show the customer’s latest chat in the dashboard’s conversation_messages as user, admin and system lines', async () => {
    const dashboard = async () =>
      (await rest('GET', '/api/customer/dashboard', casey.token)).json().conversation_messages;
    expect(await dashboard()).toEqual([]);
    const earlier = await startAsCasey();
    await chatAs(casey.token).send({ sessionId: earlier.id, message: 'An old question' });
    await chatAs(casey.token).end({ sessionId: earlier.id });

    const session = await startAsCasey();
    await chatAs(olive.token).accept({ sessionId: session.id });
    await chatAs(casey.token).send({ sessionId: session.id, message: 'Hi' });
    await chatAs(olive.token).send({ sessionId: session.id, message: 'Hello Casey' });
    expect(await dashboard()).toEqual([
      { type: 'system', message: CHAT_MESSAGES.welcome('Casey'), timestamp: ISO },
      { type: 'system', message: CHAT_MESSAGES.accepted('Olive'), timestamp: ISO },
      { type: 'user', message: 'Hi', timestamp: ISO },
      { type: 'admin', message: 'Hello Casey', timestamp: ISO },
    ]);
  });
});

describe('a chat nobody accepts within a minute', () => {
  const MINUTE = 60_000;

  it('tells the customer, goes to the inbox with its transcript and to every admin by email, once', async () => {
    const ada = await t.account({ isAdmin: true, name: 'Ada', email: 'ada@example.test' });
    const session = await startAsCasey();
    await chatAs(casey.token).send({ sessionId: session.id, message: 'Is anyone there?' });
    const startedAt = Date.parse(session.createdAt);

    await escalateUnanswered(t.app.deps, startedAt + MINUTE - 1000);
    expect(await inbox()).toEqual([]);
    expect(t.mail.messages).toEqual([]);

    await escalateUnanswered(t.app.deps, startedAt + MINUTE + 1000);
    expect(linesOf(session.id).at(-1)).toMatchObject({
      senderType: 'system',
      event: 'notice',
      message: CHAT_MESSAGES.noAnswer,
    });
    expect((await chatAs(casey.token).mine())!.session).toMatchObject({ status: 'waiting', escalated: true });
    const [copy, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(copy).toMatchObject({
      subject: 'Live chat from Casey (unanswered)',
      user_email: casey.email,
      customer_name: 'Casey',
      responded: false,
    });
    expect(copy.message).toMatch(/^\[\d\d:\d\d UTC\] Casey: Is anyone there\?$/);
    expect(t.mail.messages.map((mail) => mail.to).sort()).toEqual([ada.email, olive.email]);
    for (const mail of t.mail.messages)
      expect(mail).toMatchObject({
        subject: 'Unanswered live chat from Casey',
        text: expect.stringContaining('Casey: Is anyone there?'),
      });

    // Once only.
    await escalateUnanswered(t.app.deps, startedAt + 10 * MINUTE);
    expect(await inbox()).toHaveLength(1);
    expect(t.mail.messages).toHaveLength(2);
    expect(linesOf(session.id).filter((line) => line.event === 'notice')).toHaveLength(1);

    // The customer may keep writing: the inbox copy grows, and counts as unanswered again.
    await rest('PUT', `/api/admin/messages/${copy.id}/mark-read`, olive.token);
    await chatAs(casey.token).send({ sessionId: session.id, message: 'I need a shop' });
    const [updated] = await inbox();
    expect(updated).toMatchObject({ id: copy.id, responded: false });
    expect(updated.message.split('\n')).toEqual([
      expect.stringMatching(/Casey: Is anyone there\?$/),
      expect.stringMatching(/Casey: I need a shop$/),
    ]);
  });

  it('is never escalated once accepted or ended', async () => {
    const accepted = await startAsCasey();
    await chatAs(olive.token).accept({ sessionId: accepted.id });
    const dana = await t.account({ name: 'Dana', email: 'dana@example.test' });
    const ended = (await chatAs(dana.token).start({})).session;
    await chatAs(dana.token).end({ sessionId: ended.id });

    await escalateUnanswered(t.app.deps, Date.now() + 60 * 60_000);
    expect(linesOf(accepted.id).some((line) => line.event === 'notice')).toBe(false);
    expect(linesOf(ended.id).some((line) => line.event === 'notice')).toBe(false);
    expect(t.app.deps.db.select().from(customerMessages).all()).toEqual([]);
    expect(t.mail.messages).toEqual([]);
    expect(storedSessions().map((session) => session.escalatedAt)).toEqual([null, null]);
  });

  it('from a visitor can be answered from the inbox, and the visitor gets the answer by email', async () => {
    const vera = await startAsVisitor('Vera', 'vera@example.test');
    await chatAs(null).send({
      sessionId: vera.session.id,
      visitorToken: vera.visitorToken,
      message: 'Do you build shops?',
    });
    const reply = (messageId: number | string) =>
      rest('POST', '/api/admin/messages/reply', olive.token, {
        message_id: messageId,
        customer_email: 'vera@example.test',
        subject: 'Re: your chat',
        message: 'Yes, we do.',
      });
    // Before it reaches the inbox, the team has nobody to write to.
    expect((await reply('')).statusCode).toBe(404);

    await escalateUnanswered(t.app.deps, Date.parse(vera.session.createdAt) + MINUTE + 1000);
    const [copy] = await inbox();
    expect(copy).toMatchObject({
      user_email: 'vera@example.test',
      customer_name: 'Vera',
      message: expect.stringContaining('Vera: Do you build shops?'),
    });
    const res = await reply(copy.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.messageSentTo('Vera') });
    expect(t.mail.messages.filter((mail) => mail.to === 'vera@example.test')).toEqual([
      expect.objectContaining({ subject: 'Re: your chat', text: expect.stringContaining('Yes, we do.') }),
    ]);
    expect((await inbox())[0]).toMatchObject({ id: copy.id, responded: true });
  });
});

describe('deleting a customer', () => {
  it('removes their chat sessions and lines, and no one else’s', async () => {
    const dana = await t.account({ name: 'Dana', email: 'dana@example.test' });
    const old = await startAsCasey();
    await chatAs(casey.token).end({ sessionId: old.id });
    const open = await startAsCasey();
    await chatAs(casey.token).send({ sessionId: open.id, message: 'Bye soon' });
    const danas = (await chatAs(dana.token).start({})).session;

    const res = await rest('DELETE', `/api/admin/customers/${casey.email}`, olive.token);
    expect(res.statusCode).toBe(200);
    expect(storedSessions().map((session) => session.id)).toEqual([danas.id]);
    expect(linesOf(old.id)).toEqual([]);
    expect(linesOf(open.id)).toEqual([]);
    expect(textsOf(danas.id)).toEqual([CHAT_MESSAGES.welcome('Dana')]);
  });
});
