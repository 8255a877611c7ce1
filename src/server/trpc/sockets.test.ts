import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appWithOwner } from '../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../tests/fixtures/app';
import { collect, listenForSockets, waitUntil } from '../../../tests/fixtures/sockets';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '../../shared/rules';
import { users } from '../db/schema';
import { FOREIGN_ORIGIN, TOO_MANY_SOCKETS } from './sockets';

// Issue 18 §2 and §11: a WebSocket acts for the session as it is now, and one socket or one
// address cannot hold the server's resources without bound.

let t: TestApp;
let sockets: Awaited<ReturnType<typeof listenForSockets>>;
let owner: TestAccount;
beforeEach(async () => {
  ({ t, owner } = await appWithOwner({ adminLevel: 'super_admin' }, { socketsPerAddress: 3 }));
  sockets = await listenForSockets(t);
});
afterEach(async () => {
  await sockets.closeAll();
  await t.app.close();
});

const newUser = (email: string) => ({ email, name: 'Mallory', password: 'a-long-password', isAdmin: true });
const accountExists = (email: string) =>
  t.app.deps.db.select().from(users).where(eq(users.email, email)).get() !== undefined;
/** Opens a plain WebSocket (kept in `clients`, to terminate): 'open', or the server's refusal of the upgrade. */
const handshake = (clients: WebSocket[], headers: Record<string, string> = {}) =>
  new Promise<'open' | { status: number; body: string }>((resolve, reject) => {
    const client = new WebSocket(sockets.url, { headers });
    clients.push(client);
    client.once('open', () => resolve('open'));
    client.once('unexpected-response', (request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    client.once('error', reject);
  });
const refusedAs = (code: string) => expect.objectContaining({ data: expect.objectContaining({ code }) });

describe('a socket opened before the session ended', () => {
  it('acts as the admin while signed in, and not after the admin signs out', async () => {
    const socket = sockets.connect(owner.token);
    await socket.trpc.admin.createUser.mutate(newUser('first@example.test'));
    expect(accountExists('first@example.test')).toBe(true);
    const changes = collect(socket.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => changes.started);

    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(owner.token) })).statusCode).toBe(
      200,
    );

    // The feed that was running ends: the server closes the socket, and resubscribing is refused.
    await waitUntil(() => changes.errors.length > 0);
    expect(changes.errors[0]).toEqual(refusedAs('UNAUTHORIZED'));
    await expect(socket.trpc.admin.createUser.mutate(newUser('second@example.test'))).rejects.toEqual(
      refusedAs('UNAUTHORIZED'),
    );
    expect(accountExists('second@example.test')).toBe(false);
  });

  it('stops acting for a device the password change signed out', async () => {
    const laptop = sockets.connect(owner.token);
    const changes = collect(laptop.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => changes.started);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: owner.password },
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(phone.json().access_token),
      payload: { current_password: owner.password, new_password: 'a-new-long-password' },
    });
    expect(changed.json()).toMatchObject({ signed_out_sessions: 1 });
    await waitUntil(() => changes.errors.length > 0);
    await expect(laptop.trpc.admin.createUser.mutate(newUser('late@example.test'))).rejects.toEqual(
      refusedAs('UNAUTHORIZED'),
    );
    expect(accountExists('late@example.test')).toBe(false);
  });

  it('loses what an admin may do the moment the account loses the right, however it is changed', async () => {
    const socket = sockets.connect(owner.token);
    const changes = collect(socket.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => changes.started);
    t.app.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, owner.id)).run();
    await waitUntil(() => changes.errors.length > 0);
    expect(changes.errors[0]).toEqual(refusedAs('FORBIDDEN'));
    await expect(socket.trpc.admin.createUser.mutate(newUser('demoted@example.test'))).rejects.toEqual(
      refusedAs('FORBIDDEN'),
    );
  });

  it('closes when the admin’s level alone is written, whatever wrote it', async () => {
    const socket = sockets.connect(owner.token);
    const changes = collect(socket.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => changes.started);
    t.app.deps.db.$client.prepare("update users set admin_level = 'standard' where id = ?").run(owner.id);
    await waitUntil(() => socket.closes() > 0);
  });

  it('ends with the account: a deleted customer’s socket acts for nobody', async () => {
    const casey = await t.account({ email: 'casey@example.test', plan: 'pro' });
    const socket = sockets.connect(casey.token);
    expect(await socket.trpc.auth.me.query()).toMatchObject({ email: casey.email });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${casey.email}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    // The client opens a new socket on its own; a call made before that one is open fails in the
    // client ("Active connection is not open"), which is not what this test is about.
    await waitUntil(() => socket.closes() > 0 && socket.ws.connectionState.get().state === 'pending');
    expect(await socket.trpc.auth.me.query()).toBeNull();
  });
});

describe('the session token', () => {
  it('is never read from the socket’s URL', async () => {
    const client = new WebSocket(`${sockets.url}?token=${owner.token}&authorization=Bearer%20${owner.token}`);
    await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
    const answer = new Promise<string>((resolve) =>
      client.once('message', (data) => resolve((data as Buffer).toString('utf8'))),
    );
    client.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'auth.me', input: undefined } }));
    expect(JSON.parse(await answer)).toMatchObject({ id: 1, result: { type: 'data', data: null } });
    client.close();
  });
});

describe('limits', () => {
  it(`lets one socket hold ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions, refuses the next, and frees a place when one stops`, async () => {
    const socket = sockets.connect(owner.token);
    const feeds = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () =>
      collect(socket.trpc.admin.changes.subscribe, undefined),
    );
    await waitUntil(() => feeds.every((feed) => feed.started));
    const extra = collect(socket.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => extra.errors.length > 0);
    expect(extra.errors[0]).toEqual(
      expect.objectContaining({
        message: expect.stringContaining(`${MAX_SUBSCRIPTIONS_PER_SOCKET} at most`),
        data: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
      }),
    );
    feeds[0]!.stop();
    const another = collect(socket.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => another.started);
  });

  it('refuses a socket past the limit of one address with a clear answer, and takes one again once a socket closes', async () => {
    const clients: WebSocket[] = [];
    const open = () => handshake(clients);
    try {
      expect([await open(), await open(), await open()]).toEqual(['open', 'open', 'open']);
      expect(await open()).toEqual({ status: 429, body: JSON.stringify({ detail: TOO_MANY_SOCKETS }) });
      await new Promise((resolve) => {
        clients[0]!.once('close', resolve);
        clients[0]!.close();
      });
      // The server frees the place when the connection's TCP socket closes, a moment after the handshake.
      await waitUntil(() => undefined);
      let again = await open();
      for (let tries = 0; again !== 'open' && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await open();
      }
      expect(again).toBe('open');
    } finally {
      for (const client of clients) client.terminate();
    }
  });
});

describe('the page a socket is opened from', () => {
  const clients: WebSocket[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.terminate();
  });
  const refused = { status: 403, body: JSON.stringify({ detail: FOREIGN_ORIGIN }) };

  it('refuses a page of another site before the upgrade, whatever it claims to be', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null', 'not a url'])
      expect(await handshake(clients, { origin }), origin).toEqual(refused);
  });

  it('accepts this site’s own pages: its public address, or the host the request was sent to', async () => {
    const own = new URL(t.app.deps.config.publicUrl).origin;
    expect(await handshake(clients, { origin: own })).toBe('open');
    expect(await handshake(clients, { origin: new URL(sockets.url.replace(/^ws/, 'http')).origin })).toBe('open');
  });

  it('accepts a client that is not a browser, which sends no Origin', async () => {
    expect(await handshake(clients)).toBe('open');
  });
});
