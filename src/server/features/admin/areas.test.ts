import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminThroughDashboard, appWithOwner } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { collect, listenForSockets, waitUntil } from '../../../../tests/fixtures/sockets';
import { ADMIN_PERMISSIONS, type AdminPermission } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminActivity, users } from '../../db/schema';
import type { AppRouter } from '../../trpc/router';

// A super admin changes a standard admin's areas (admin.setAdminAreas, tRPC only), through
// batched tRPC over HTTP as the app's client calls it, and over the WebSocket for live feeds.

let t: TestApp;
let owner: TestAccount;
let sam: Awaited<ReturnType<typeof adminThroughDashboard>>;
let sockets: Awaited<ReturnType<typeof listenForSockets>>;
beforeEach(async () => {
  // The owner has no level, as admins from before levels existed: a super admin.
  ({ t, owner } = await appWithOwner());
  sam = await adminThroughDashboard(t, owner.token, { email: 'sam@example.test', permissions: ['messages', 'files'] });
  sockets = await listenForSockets(t);
});
afterEach(async () => {
  await sockets.closeAll();
  await t.app.close();
});

/** A tRPC client over real HTTP that batches the calls made in one tick into one request. */
const asUser = (token: string) =>
  createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: sockets.url.replace(/^ws/, 'http'), headers: bearer(token) })],
  });
const setAreas = (token: string, userEmail: string, permissions: string[]) =>
  asUser(token).admin.setAdminAreas.mutate({ userEmail, permissions: permissions as AdminPermission[] });

const areasOf = (email: string) =>
  t.app.deps.db.select({ permissions: users.permissions }).from(users).where(eq(users.email, email)).get()?.permissions;
const auditTrail = () =>
  t.app.deps.db
    .select()
    .from(adminActivity)
    .all()
    .filter((row) => row.action === 'update_admin_areas');
const refusal = (code: string, message: string) =>
  expect.objectContaining({ message, data: expect.objectContaining({ code }) });
const noAccessTo = (area: AdminPermission) => ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS[area]);

describe('admin.setAdminAreas', () => {
  it('gives a standard admin exactly the areas ticked, lists them, and writes the audit trail', async () => {
    const answer = await setAreas(owner.token, 'Sam@Example.test', ['projects', 'messages']);
    expect(answer).toEqual({
      message: ADMIN_MESSAGES.areasChanged(sam.email),
      permissions: ['projects', 'messages'],
    });
    expect(areasOf(sam.email)).toEqual(['projects', 'messages']);
    expect(auditTrail()).toEqual([
      expect.objectContaining({
        adminEmail: owner.email,
        details: 'sam@example.test: messages, files -> projects, messages',
      }),
    ]);
    const listed = await asUser(owner.token).admin.users.query();
    expect(listed.find((user) => user.email === sam.email)).toMatchObject({
      adminLevel: 'standard',
      permissions: ['projects', 'messages'],
      areasEditable: true,
    });
  });

  it('holds from the admin’s next request: an area taken away is refused, one given is open', async () => {
    const samCalls = asUser(sam.token).admin;
    // One batch, as the client sends a screen's queries.
    const [files, projects] = await Promise.allSettled([samCalls.files.query(), samCalls.projects.query()]);
    expect(files.status).toBe('fulfilled');
    expect(projects).toEqual({ status: 'rejected', reason: refusal('FORBIDDEN', noAccessTo('projects')) });

    await setAreas(owner.token, sam.email, ['messages', 'projects']);

    const [filesAfter, projectsAfter] = await Promise.allSettled([samCalls.files.query(), samCalls.projects.query()]);
    expect(filesAfter).toEqual({ status: 'rejected', reason: refusal('FORBIDDEN', noAccessTo('files')) });
    expect(projectsAfter.status).toBe('fulfilled');
    expect(await asUser(sam.token).auth.me.query()).toMatchObject({ adminPermissions: ['projects', 'messages'] });
  });

  it('may leave an admin no areas: the overview still opens, every area is refused', async () => {
    await setAreas(owner.token, sam.email, []);
    expect(areasOf(sam.email)).toEqual([]);
    expect(auditTrail().map((row) => row.details)).toEqual(['sam@example.test: messages, files -> no areas']);
    const samCalls = asUser(sam.token);
    expect(await samCalls.auth.me.query()).toMatchObject({ adminPermissions: [] });
    await expect(samCalls.admin.stats.query()).resolves.toMatchObject({ userCounts: expect.any(Object) });
    await expect(samCalls.admin.messages.query()).rejects.toEqual(refusal('FORBIDDEN', noAccessTo('messages')));
  });

  it('writes nothing when the areas are the ones the admin has', async () => {
    const feed = sockets.connect(sam.token);
    const changes = collect(feed.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => changes.started);
    const answer = await setAreas(owner.token, sam.email, ['files', 'messages']);
    expect(answer.message).toBe(ADMIN_MESSAGES.areasUnchanged(sam.email));
    expect(auditTrail()).toEqual([]);
    expect(feed.closes()).toBe(0);
  });

  it('refuses a standard admin, even one with the users area, and changes nothing', async () => {
    const clerk = await adminThroughDashboard(t, owner.token, {
      email: 'clerk@example.test',
      permissions: ['users', 'messages'],
    });
    await expect(setAreas(clerk.token, sam.email, ['messages'])).rejects.toEqual(
      refusal('FORBIDDEN', ADMIN_MESSAGES.areasSuperAdminOnly),
    );
    // Their own areas either: a standard admin cannot widen themselves.
    await expect(setAreas(clerk.token, clerk.email, [...Object.keys(ADMIN_PERMISSIONS)])).rejects.toEqual(
      refusal('FORBIDDEN', ADMIN_MESSAGES.areasSuperAdminOnly),
    );
    // Without the users area the guard refuses first.
    await expect(setAreas(sam.token, clerk.email, ['messages'])).rejects.toEqual(
      refusal('FORBIDDEN', noAccessTo('users')),
    );
    expect(areasOf(sam.email)).toEqual(['messages', 'files']);
    expect(areasOf(clerk.email)).toEqual(['users', 'messages']);
    expect(auditTrail()).toEqual([]);
    // The list offers the change to nobody but a super admin.
    const listed = await asUser(clerk.token).admin.users.query();
    expect(listed.filter((user) => user.areasEditable)).toEqual([]);
  });

  it('refuses to change a super admin’s areas, a customer’s, the caller’s own, or an unknown account’s', async () => {
    const boss = await adminThroughDashboard(t, owner.token, { email: 'boss@example.test', adminLevel: 'super_admin' });
    const casey = await t.account({ email: 'casey@example.test', plan: 'pro' });
    const before = t.app.deps.db.select().from(users).all();

    await expect(setAreas(owner.token, boss.email, ['messages'])).rejects.toEqual(
      refusal('FORBIDDEN', ADMIN_MESSAGES.areasOfSuperAdmin),
    );
    // An admin from before levels existed counts as a super admin too.
    await expect(setAreas(boss.token, owner.email, ['messages'])).rejects.toEqual(
      refusal('FORBIDDEN', ADMIN_MESSAGES.areasOfSuperAdmin),
    );
    await expect(setAreas(owner.token, casey.email, ['messages'])).rejects.toEqual(
      refusal('FORBIDDEN', ADMIN_MESSAGES.areasOfCustomer),
    );
    await expect(setAreas(owner.token, owner.email, ['messages'])).rejects.toEqual(
      refusal('FORBIDDEN', ADMIN_MESSAGES.areasNotOwn),
    );
    await expect(setAreas(owner.token, 'nobody@example.test', ['messages'])).rejects.toEqual(
      refusal('NOT_FOUND', ADMIN_MESSAGES.userNotFound),
    );
    expect(t.app.deps.db.select().from(users).all()).toEqual(before);
    expect(auditTrail()).toEqual([]);

    const editable = (await asUser(owner.token).admin.users.query()).filter((user) => user.areasEditable);
    expect(editable.map((user) => user.email)).toEqual([sam.email]);
  });

  it('refuses an unknown area or one listed twice, with nothing changed', async () => {
    await expect(setAreas(owner.token, sam.email, ['messages', 'root'])).rejects.toEqual(
      refusal('BAD_REQUEST', expect.stringMatching(/^Permissions must be among: users, projects/)),
    );
    await expect(setAreas(owner.token, sam.email, ['messages', 'messages'])).rejects.toEqual(
      refusal('BAD_REQUEST', ADMIN_MESSAGES.areasListedTwice),
    );
    expect(areasOf(sam.email)).toEqual(['messages', 'files']);
    expect(auditTrail()).toEqual([]);
  });
});

describe('the live feeds of an admin whose areas change', () => {
  it('end the feed of an area taken away; the next subscribe is refused; open screens are told', async () => {
    await setAreas(owner.token, sam.email, ['messages', 'chat']);
    const samSocket = sockets.connect(sam.token);
    const chatFeed = collect(samSocket.trpc.chat.adminFeed.subscribe, undefined);
    const ownerSocket = sockets.connect(owner.token);
    const ownerChanges = collect(ownerSocket.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => chatFeed.started && ownerChanges.started);

    await setAreas(owner.token, sam.email, ['messages']);

    // The server closes Sam's socket; the client opens a new one and subscribes again, refused.
    await waitUntil(() => chatFeed.errors.length > 0);
    expect(chatFeed.errors[0]).toEqual(refusal('FORBIDDEN', noAccessTo('chat')));
    expect(samSocket.closes()).toBeGreaterThan(0);
    // The owner's socket stays; the Users list of every open screen refetches.
    await waitUntil(() => ownerChanges.items.some((change) => change.topics.includes('users')));
    expect(ownerSocket.closes()).toBe(0);
  });
});
