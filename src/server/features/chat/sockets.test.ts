import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { collect, listenForSockets, waitUntil, type SocketClient } from '../../../../tests/fixtures/sockets';
import { CHAT_MESSAGES } from '../../../shared/chat';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { chatMessages } from '../../db/schema';
import type { ChatEvent } from './service';

// Real WebSockets (spec part 2 §4 socket events): tRPC clients on their own sockets, as browsers are.

let t: TestApp;
let sockets: Awaited<ReturnType<typeof listenForSockets>>;
let olive: TestAccount;
let casey: TestAccount;
beforeEach(async () => {
  // Many lines from one address in moments: the budgets (tested on their own) would refuse them.
  ({ t, owner: olive } = await appWithOwner({ name: 'Olive', email: 'olive@example.test' }, { authRateLimit: false }));
  casey = await t.account({ name: 'Casey', email: 'casey@example.test' });
  sockets = await listenForSockets(t);
});
afterEach(async () => {
  await sockets.closeAll();
  await t.app.close();
});

/** A chat line as a client receives it: tracked with its id. */
type Line = { id: string; data: ChatEvent };
const linesIn = (items: readonly object[]) => items.filter((item): item is Line => 'id' in item && 'data' in item);
const storedLines = () => t.app.deps.db.select().from(chatMessages).all();
/** A tracked event that moves a chat along, announced to both sides by a system line. */
const systemEvent = (type: string, session: object, message: string) => ({
  id: expect.any(String),
  data: {
    type,
    session: expect.objectContaining(session),
    message: expect.objectContaining({ senderType: 'system', message }),
  },
});

/** An admin's feed without the customers' comings and goings (continues.test.ts follows those). */
const adminFeed = (client: SocketClient) =>
  collect<undefined, object>(
    (input, handlers) =>
      client.trpc.chat.adminFeed.subscribe(input, {
        ...handlers,
        onData: (item) => ('type' in item && item.type === 'presence' ? undefined : handlers.onData(item)),
      }),
    undefined,
  );
const customerFeed = (client: SocketClient, input: { sessionId: number; lastEventId?: string }) =>
  collect(client.trpc.chat.feed.subscribe, input);

describe('the admin and customer feeds', () => {
  it('tell every admin of a new chat and of its acceptance, and carry typing to the other side only', async () => {
    const ada = await t.account({ isAdmin: true, name: 'Ada', email: 'ada@example.test' });
    const [first, second, customer] = [
      sockets.connect(olive.token),
      sockets.connect(ada.token),
      sockets.connect(casey.token),
    ];
    const firstFeed = adminFeed(first);
    const secondFeed = adminFeed(second);
    const emptyQueue = { type: 'waiting_customers', sessions: [] };
    await waitUntil(() => firstFeed.items.length >= 1 && secondFeed.items.length >= 1);
    for (const feed of [firstFeed, secondFeed]) expect(feed.items).toEqual([emptyQueue]);

    const { session } = await customer.trpc.chat.start.mutate({});
    const caseyFeed = customerFeed(customer, { sessionId: session.id });
    const request = systemEvent(
      'new_chat_request',
      { id: session.id, customerName: 'Casey', status: 'waiting' },
      CHAT_MESSAGES.welcome('Casey'),
    );
    await waitUntil(() => firstFeed.items.length >= 2 && secondFeed.items.length >= 2 && caseyFeed.items.length >= 1);
    for (const feed of [firstFeed, secondFeed]) expect(feed.items).toEqual([emptyQueue, request]);
    expect(caseyFeed.items).toEqual([request]);

    // An admin connecting now finds the chat in the queue.
    const late = adminFeed(sockets.connect(olive.token));
    await waitUntil(() => late.items.length >= 1);
    expect(late.items).toEqual([
      { type: 'waiting_customers', sessions: [expect.objectContaining({ id: session.id, status: 'waiting' })] },
    ]);

    await first.trpc.chat.accept.mutate({ sessionId: session.id });
    const accepted = systemEvent(
      'chat_accepted',
      { id: session.id, status: 'active', adminName: 'Olive' },
      CHAT_MESSAGES.accepted('Olive'),
    );
    await waitUntil(
      () =>
        firstFeed.items.length >= 3 &&
        secondFeed.items.length >= 3 &&
        caseyFeed.items.length >= 2 &&
        late.items.length >= 2,
    );
    // The second admin's console drops the chat from its queue on this event.
    for (const feed of [firstFeed, secondFeed]) expect(feed.items).toEqual([emptyQueue, request, accepted]);
    expect(late.items.at(-1)).toEqual(accepted);
    expect(caseyFeed.items).toEqual([request, accepted]);
    await expect(second.trpc.chat.accept.mutate({ sessionId: session.id })).rejects.toMatchObject({
      message: CHAT_MESSAGES.alreadyAccepted,
      data: { code: 'CONFLICT', httpStatus: 409 },
    });

    // Each side's typing reaches the other side and not its own; events keep the order they happened in.
    const linesBefore = storedLines();
    const typing = (from: 'customer' | 'admin', name: string, on: boolean) => ({
      type: 'typing',
      sessionId: session.id,
      from,
      name,
      typing: on,
    });
    await customer.trpc.chat.typing.mutate({ sessionId: session.id, typing: true });
    await first.trpc.chat.typing.mutate({ sessionId: session.id, typing: true });
    await customer.trpc.chat.typing.mutate({ sessionId: session.id, typing: false });
    await first.trpc.chat.typing.mutate({ sessionId: session.id, typing: false });
    await waitUntil(() => caseyFeed.items.length >= 4 && firstFeed.items.length >= 5 && secondFeed.items.length >= 5);
    expect(caseyFeed.items.slice(2)).toEqual([typing('admin', 'Olive', true), typing('admin', 'Olive', false)]);
    for (const feed of [firstFeed, secondFeed])
      expect(feed.items.slice(3)).toEqual([typing('customer', 'Casey', true), typing('customer', 'Casey', false)]);
    // Typing is never stored.
    expect(storedLines()).toEqual(linesBefore);
    for (const feed of [firstFeed, secondFeed, caseyFeed, late]) expect(feed.errors).toEqual([]);
  });

  it('refuses a customer another customer’s feed with NOT_FOUND, and a customer the admin feed with FORBIDDEN', async () => {
    const dana = await t.account({ name: 'Dana', email: 'dana@example.test' });
    const { session } = await t.caller(casey.token).chat.start({});
    const client = sockets.connect(dana.token);
    const other = customerFeed(client, { sessionId: session.id });
    const admin = adminFeed(client);
    await waitUntil(() => other.errors.length === 1 && admin.errors.length === 1);
    expect(other.errors[0]).toMatchObject({ message: CHAT_MESSAGES.notFound, data: { code: 'NOT_FOUND' } });
    expect(admin.errors[0]).toMatchObject({ message: AUTH_MESSAGES.adminOnly, data: { code: 'FORBIDDEN' } });
    expect(other.items).toEqual([]);
    expect(admin.items).toEqual([]);
  });
});

describe('a socket that drops and comes back', () => {
  it('gets exactly the lines it missed when it subscribes again with the last id it saw', async () => {
    const { session } = await t.caller(casey.token).chat.start({});
    const before = sockets.connect(casey.token);
    const feed = customerFeed(before, { sessionId: session.id });
    await t.caller(olive.token).chat.accept({ sessionId: session.id });
    await t.caller(casey.token).chat.send({ sessionId: session.id, message: 'Hello?' });
    await waitUntil(() => feed.items.length === 3);
    expect(linesIn(feed.items).map((line) => line.data.type)).toEqual([
      'new_chat_request',
      'chat_accepted',
      'new_message',
    ]);
    const lastSeen = linesIn(feed.items).at(-1)!.id;
    await before.close();

    const admin = t.caller(olive.token).chat;
    for (let n = 1; n <= 5; n += 1) await admin.send({ sessionId: session.id, message: `Reply ${n}` });
    await admin.end({ sessionId: session.id });

    const after = sockets.connect(casey.token);
    const caughtUp = customerFeed(after, { sessionId: session.id, lastEventId: lastSeen });
    await waitUntil(() => linesIn(caughtUp.items).at(-1)?.data.type === 'chat_ended');
    // A round trip on the same socket: anything else the feed had to send has arrived by now.
    await after.trpc.chat.mine.query({});
    const missed = storedLines().filter((line) => line.id > Number(lastSeen));
    expect(caughtUp.items).toEqual(
      missed.map((line) => ({
        id: String(line.id),
        data: expect.objectContaining({ message: expect.objectContaining({ id: line.id, message: line.message }) }),
      })),
    );
    expect(linesIn(caughtUp.items).map((line) => line.data.type)).toEqual([
      'new_message',
      'new_message',
      'new_message',
      'new_message',
      'new_message',
      'chat_ended',
    ]);
    expect(linesIn(caughtUp.items).map((line) => line.data.message.message)).toEqual([
      'Reply 1',
      'Reply 2',
      'Reply 3',
      'Reply 4',
      'Reply 5',
      CHAT_MESSAGES.endedByAdmin,
    ]);
    expect(linesIn(caughtUp.items).at(-1)!.data.session.status).toBe('ended');
  });

  it('is re-subscribed by the tRPC client itself with the last tracked id, and sees every line once, in order', async () => {
    const { session } = await t.caller(casey.token).chat.start({});
    await t.caller(olive.token).chat.accept({ sessionId: session.id });
    const client = sockets.connect(casey.token);
    const feed = customerFeed(client, { sessionId: session.id });
    await waitUntil(() => feed.items.length === 2);
    const admin = t.caller(olive.token).chat;
    await admin.send({ sessionId: session.id, message: 'Line 1' });
    await waitUntil(() => feed.items.length === 3);

    // The server side of the socket dies (a proxy timeout, a laptop lid); lines go on being written.
    const [dropped, ...others] = t.app.websocketServer.clients;
    expect(others).toEqual([]);
    dropped!.terminate();
    for (const n of [2, 3, 4]) await admin.send({ sessionId: session.id, message: `Line ${n}` });
    const lastText = () => linesIn(feed.items).at(-1)?.data.message.message;
    await waitUntil(() => lastText() === 'Line 4', 8000);
    await waitUntil(() => t.app.websocketServer.clients.size === 1 && !t.app.websocketServer.clients.has(dropped!));
    // And live lines keep coming on the new socket.
    for (const n of [5, 6]) await admin.send({ sessionId: session.id, message: `Line ${n}` });
    await waitUntil(() => lastText() === 'Line 6', 8000);
    await client.trpc.chat.mine.query({});

    const stored = storedLines();
    expect(feed.items.map((item) => ('id' in item ? item.id : null))).toEqual(stored.map((line) => String(line.id)));
    expect(linesIn(feed.items).map((line) => line.data.message.message)).toEqual([
      CHAT_MESSAGES.welcome('Casey'),
      CHAT_MESSAGES.accepted('Olive'),
      ...[1, 2, 3, 4, 5, 6].map((n) => `Line ${n}`),
    ]);
    expect(feed.errors).toEqual([]);
  });
});

describe('a burst of 1,000 messages over 20 sockets', () => {
  const CUSTOMERS = 20;
  const PER_CUSTOMER = 50;

  it('reaches the admin feed complete, in order per chat and without duplicates, and each customer feed with its own', async () => {
    const accounts = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, n) =>
        t.account({ name: `Customer ${n}`, email: `burst${n}@example.test` }),
      ),
    );
    const adminClient = sockets.connect(olive.token);
    const admin = adminFeed(adminClient);
    await waitUntil(() => admin.items.length >= 1);

    const customers = await Promise.all(
      accounts.map(async (account) => {
        const client = sockets.connect(account.token);
        const { session } = await client.trpc.chat.start.mutate({});
        return { client, session, feed: customerFeed(client, { sessionId: session.id }) };
      }),
    );
    await waitUntil(() => customers.every(({ feed }) => feed.items.length >= 1) && admin.items.length >= 1 + CUSTOMERS);
    expect(linesIn(admin.items).map((line) => line.data.type)).toEqual(Array(CUSTOMERS).fill('new_chat_request'));

    // All customers at once, each firing its 50 sends one after another on its own socket without
    // waiting for the answers; yielding between sends puts them in separate frames (the client
    // batches what is sent in one tick), so the server gets them interleaved across the sockets.
    const sendAll = async ({ client, session }: (typeof customers)[number]) => {
      const sent: Promise<unknown>[] = [];
      for (let seq = 0; seq < PER_CUSTOMER; seq += 1) {
        sent.push(client.trpc.chat.send.mutate({ sessionId: session.id, message: `${session.id}:${seq}` }));
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(sent);
    };
    await Promise.all(customers.map(sendAll));
    const customerLines = () => linesIn(admin.items).filter((line) => line.data.message.senderType === 'customer');
    await waitUntil(
      () =>
        customerLines().length >= CUSTOMERS * PER_CUSTOMER &&
        customers.every(({ feed }) => feed.items.length >= 1 + PER_CUSTOMER),
      15_000,
    );
    // A round trip on every socket: whatever else the feeds had to send has arrived by now.
    await Promise.all([
      adminClient.trpc.chat.queue.query(),
      ...customers.map(({ client }) => client.trpc.chat.mine.query({})),
    ]);

    const received = customerLines();
    expect(received).toHaveLength(CUSTOMERS * PER_CUSTOMER);
    expect(new Set(received.map((line) => line.id)).size).toBe(CUSTOMERS * PER_CUSTOMER);
    const ids = linesIn(admin.items).map((line) => Number(line.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const expectedTexts = (sessionId: number) =>
      Array.from({ length: PER_CUSTOMER }, (_, seq) => `${sessionId}:${seq}`);
    for (const { session, feed } of customers) {
      expect(
        received.filter((line) => line.data.session.id === session.id).map((line) => line.data.message.message),
      ).toEqual(expectedTexts(session.id));
      expect(
        linesIn(feed.items)
          .slice(1)
          .map((line) => line.data.message.message),
      ).toEqual(expectedTexts(session.id));
      expect(feed.items).toHaveLength(1 + PER_CUSTOMER);
      expect(feed.errors).toEqual([]);
    }
    expect(admin.errors).toEqual([]);
    expect(storedLines().filter((line) => line.senderType === 'customer')).toHaveLength(CUSTOMERS * PER_CUSTOMER);
  });
});
