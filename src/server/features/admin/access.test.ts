import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminThroughDashboard, appWithOwner } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { collect, listenForSockets, waitUntil } from '../../../../tests/fixtures/sockets';
import {
  ADMIN_PERMISSION_KEYS,
  ADMIN_PERMISSIONS,
  DEFAULT_ADMIN_PERMISSIONS,
  type AdminLevel,
  type AdminPermission,
} from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { adminActivity, users } from '../../db/schema';
import type { AppRouter } from '../../trpc/router';

// A super admin changes another admin's level and areas (admin.setAdminAccess, tRPC only), through
// batched tRPC over HTTP as the app's client calls it, and over the WebSocket for live feeds.

let t: TestApp;
let owner: TestAccount;
let sam: Awaited<ReturnType<typeof adminThroughDashboard>>;
let sockets: Awaited<ReturnType<typeof listenForSockets>>;
beforeEach(async () => {
  // The owner has no level, as admins from before levels existed (and made from the command line):
  // a super admin, and the first admin.
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
const setAccess = (token: string, userEmail: string, adminLevel: AdminLevel, permissions?: string[]) =>
  asUser(token).admin.setAdminAccess.mutate({
    userEmail,
    adminLevel,
    ...(permissions ? { permissions: permissions as AdminPermission[] } : {}),
  });
const setAreas = (token: string, userEmail: string, permissions: string[]) =>
  setAccess(token, userEmail, 'standard', permissions);

const accessOf = (email: string) =>
  t.app.deps.db
    .select({ adminLevel: users.adminLevel, permissions: users.permissions })
    .from(users)
    .where(eq(users.email, email))
    .get();
const areasOf = (email: string) => accessOf(email)?.permissions;
const auditTrail = () =>
  t.app.deps.db
    .select()
    .from(adminActivity)
    .all()
    .filter((row) => row.action === 'update_admin_areas' || row.action === 'update_admin_level');
const everyAccount = () => t.app.deps.db.select().from(users).all();
const refusal = (code: string, message: string) =>
  expect.objectContaining({ message, data: expect.objectContaining({ code }) });
const noAccessTo = (area: AdminPermission) => ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS[area]);
const superAdmin = (email: string) => adminThroughDashboard(t, owner.token, { email, adminLevel: 'super_admin' });

describe('admin.setAdminAccess: a standard admin’s areas', () => {
  it('gives a standard admin exactly the areas ticked, lists them, and writes the audit trail', async () => {
    const answer = await setAreas(owner.token, 'Sam@Example.test', ['projects', 'messages']);
    expect(answer).toEqual({
      message: ADMIN_MESSAGES.areasChanged(sam.email),
      adminLevel: 'standard',
      permissions: ['projects', 'messages'],
    });
    expect(accessOf(sam.email)).toEqual({ adminLevel: 'standard', permissions: ['projects', 'messages'] });
    expect(auditTrail()).toEqual([
      expect.objectContaining({
        action: 'update_admin_areas',
        adminEmail: owner.email,
        details: 'sam@example.test: messages, files -> projects, messages',
      }),
    ]);
    const listed = await asUser(owner.token).admin.users.query();
    expect(listed.find((user) => user.email === sam.email)).toMatchObject({
      adminLevel: 'standard',
      permissions: ['projects', 'messages'],
      accessEditable: true,
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

  it('writes nothing when the level and areas are the ones the admin has', async () => {
    const boss = await superAdmin('boss@example.test');
    const feeds = [sockets.connect(sam.token), sockets.connect(boss.token)];
    const changes = feeds.map((feed) => collect(feed.trpc.admin.changes.subscribe, undefined));
    await waitUntil(() => changes.every((change) => change.started));
    const before = everyAccount();

    const answers = await Promise.all([
      setAreas(owner.token, sam.email, ['files', 'messages']),
      // A super admin has every area whatever the list says.
      setAccess(owner.token, boss.email, 'super_admin', ['messages']),
    ]);

    expect(answers.map((answer) => answer.message)).toEqual([
      ADMIN_MESSAGES.accessUnchanged(sam.email),
      ADMIN_MESSAGES.accessUnchanged(boss.email),
    ]);
    expect(everyAccount()).toEqual(before);
    expect(auditTrail()).toEqual([]);
    expect(feeds.map((feed) => feed.closes())).toEqual([0, 0]);
  });
});

describe('admin.setAdminAccess: promoting and demoting', () => {
  it('promotes a standard admin to super admin: every area, from their next request, audited', async () => {
    const answer = await setAccess(owner.token, sam.email, 'super_admin');
    expect(answer).toEqual({
      message: ADMIN_MESSAGES.levelChanged(sam.email, 'super_admin'),
      adminLevel: 'super_admin',
      permissions: ADMIN_PERMISSION_KEYS,
    });
    // Every area, as the create admin modal gives a super admin.
    expect(accessOf(sam.email)).toEqual({ adminLevel: 'super_admin', permissions: ADMIN_PERMISSION_KEYS });
    expect(auditTrail()).toEqual([
      expect.objectContaining({
        action: 'update_admin_level',
        adminEmail: owner.email,
        details: 'sam@example.test: standard (messages, files) -> super_admin',
      }),
    ]);

    const samCalls = asUser(sam.token);
    const [me, projects, listed] = await Promise.all([
      samCalls.auth.me.query(),
      samCalls.admin.projects.query(),
      samCalls.admin.users.query(),
    ]);
    expect(me).toMatchObject({ adminPermissions: ADMIN_PERMISSION_KEYS });
    expect(projects).toEqual(expect.any(Array));
    // A super admin now: they may change others, never themselves or the owner.
    expect(listed.filter((user) => user.accessEditable)).toEqual([]);
    const ownerList = await asUser(owner.token).admin.users.query();
    expect(ownerList.find((user) => user.email === sam.email)).toMatchObject({
      adminLevel: 'super_admin',
      accessEditable: true,
    });
  });

  it('demotes a super admin to standard with the areas given, or a new admin’s areas when none are', async () => {
    const boss = await superAdmin('boss@example.test');
    const chief = await superAdmin('chief@example.test');

    const answer = await setAccess(owner.token, boss.email, 'standard', ['projects', 'chat']);
    expect(answer).toEqual({
      message: ADMIN_MESSAGES.levelChanged(boss.email, 'standard'),
      adminLevel: 'standard',
      permissions: ['projects', 'chat'],
    });
    expect(accessOf(boss.email)).toEqual({ adminLevel: 'standard', permissions: ['projects', 'chat'] });
    const bossCalls = asUser(boss.token).admin;
    const [projects, listed] = await Promise.allSettled([bossCalls.projects.query(), bossCalls.users.query()]);
    expect(projects.status).toBe('fulfilled');
    expect(listed).toEqual({ status: 'rejected', reason: refusal('FORBIDDEN', noAccessTo('users')) });

    await setAccess(owner.token, chief.email, 'standard');
    expect(accessOf(chief.email)).toEqual({ adminLevel: 'standard', permissions: [...DEFAULT_ADMIN_PERMISSIONS] });
    // Now a standard admin of users: they may no longer change anyone, nor make themselves super.
    await expect(setAccess(chief.token, chief.email, 'super_admin')).rejects.toEqual(
      refusal('FORBIDDEN', ADMIN_MESSAGES.accessSuperAdminOnly),
    );

    expect(auditTrail().map((row) => [row.action, row.details])).toEqual([
      ['update_admin_level', 'boss@example.test: super_admin -> standard (projects, chat)'],
      ['update_admin_level', `chief@example.test: super_admin -> standard (${DEFAULT_ADMIN_PERMISSIONS.join(', ')})`],
    ]);
  });

  it('refuses a standard admin, even one with the users area, and changes nothing', async () => {
    const clerk = await adminThroughDashboard(t, owner.token, {
      email: 'clerk@example.test',
      permissions: ['users', 'messages'],
    });
    const boss = await superAdmin('boss@example.test');
    const before = everyAccount();
    for (const [email, level, areas] of [
      [sam.email, 'standard', ['messages']],
      [sam.email, 'super_admin', undefined],
      [boss.email, 'standard', ['messages']],
      // Their own level or areas either: a standard admin cannot widen themselves.
      [clerk.email, 'super_admin', undefined],
      [clerk.email, 'standard', [...ADMIN_PERMISSION_KEYS]],
    ] as const) {
      await expect(setAccess(clerk.token, email, level, areas && [...areas])).rejects.toEqual(
        refusal('FORBIDDEN', ADMIN_MESSAGES.accessSuperAdminOnly),
      );
    }
    // Without the users area the guard refuses first.
    await expect(setAccess(sam.token, clerk.email, 'super_admin')).rejects.toEqual(
      refusal('FORBIDDEN', noAccessTo('users')),
    );
    expect(everyAccount()).toEqual(before);
    expect(auditTrail()).toEqual([]);
    // The list offers the change to nobody but a super admin.
    const listed = await asUser(clerk.token).admin.users.query();
    expect(listed.filter((user) => user.accessEditable)).toEqual([]);
  });

  it('refuses the caller’s own account, a customer’s, the site owner’s, or an unknown one, changing nothing', async () => {
    const boss = await superAdmin('boss@example.test');
    const casey = await t.account({ email: 'casey@example.test', plan: 'pro' });
    // Another admin from before levels: made from the command line, by whoever runs the server.
    const operator = await t.account({ email: 'operator@example.test', isAdmin: true });
    const before = everyAccount();

    const refused: [string, string, AdminLevel, string, string][] = [
      [boss.token, boss.email, 'standard', 'FORBIDDEN', ADMIN_MESSAGES.accessNotOwn],
      [owner.token, owner.email, 'standard', 'FORBIDDEN', ADMIN_MESSAGES.accessNotOwn],
      [boss.token, casey.email, 'standard', 'FORBIDDEN', ADMIN_MESSAGES.accessOfCustomer],
      [boss.token, casey.email, 'super_admin', 'FORBIDDEN', ADMIN_MESSAGES.accessOfCustomer],
      [boss.token, owner.email, 'standard', 'FORBIDDEN', ADMIN_MESSAGES.accessOfOwner],
      [owner.token, operator.email, 'standard', 'FORBIDDEN', ADMIN_MESSAGES.accessOfOwner],
      [boss.token, 'nobody@example.test', 'super_admin', 'NOT_FOUND', ADMIN_MESSAGES.userNotFound],
    ];
    for (const [token, email, level, code, message] of refused)
      await expect(setAccess(token, email, level, ['messages'])).rejects.toEqual(refusal(code, message));

    expect(everyAccount()).toEqual(before);
    expect(auditTrail()).toEqual([]);
    const editable = (await asUser(boss.token).admin.users.query()).filter((user) => user.accessEditable);
    expect(editable.map((user) => user.email)).toEqual([sam.email]);
  });

  it('keeps the first admin a super admin even with a level, as on a site whose owner the seed made', async () => {
    const seeded = await appWithOwner({ adminLevel: 'super_admin', permissions: [...ADMIN_PERMISSION_KEYS] });
    try {
      const boss = await adminThroughDashboard(seeded.t, seeded.owner.token, {
        email: 'boss@example.test',
        adminLevel: 'super_admin',
      });
      const answer = await seeded.t
        .caller(boss.token)
        .admin.setAdminAccess({ userEmail: seeded.owner.email, adminLevel: 'standard', permissions: [] })
        .catch((error: unknown) => error);
      expect(answer).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.accessOfOwner });
      const ownerRow = seeded.t.app.deps.db.select().from(users).where(eq(users.id, seeded.owner.id)).get();
      expect(ownerRow).toMatchObject({ adminLevel: 'super_admin' });
    } finally {
      await seeded.t.app.close();
    }
  });

  it('refuses a bad level, an unknown area or one listed twice, with nothing changed', async () => {
    const admin = asUser(owner.token).admin;
    const before = everyAccount();
    await expect(
      admin.setAdminAccess.mutate({ userEmail: sam.email, adminLevel: 'root' as AdminLevel, permissions: [] }),
    ).rejects.toEqual(refusal('BAD_REQUEST', ADMIN_MESSAGES.adminLevelInvalid));
    // No level at all: nothing is demoted by leaving it out.
    await expect(setAccess(owner.token, sam.email, undefined as unknown as AdminLevel, [])).rejects.toEqual(
      refusal('BAD_REQUEST', ADMIN_MESSAGES.adminLevelInvalid),
    );
    await expect(setAreas(owner.token, sam.email, ['messages', 'root'])).rejects.toEqual(
      refusal('BAD_REQUEST', expect.stringMatching(/^Permissions must be among: users, projects/)),
    );
    await expect(setAreas(owner.token, sam.email, ['messages', 'messages'])).rejects.toEqual(
      refusal('BAD_REQUEST', ADMIN_MESSAGES.areasListedTwice),
    );
    await expect(setAccess(owner.token, '  ', 'super_admin')).rejects.toEqual(
      refusal('BAD_REQUEST', ADMIN_MESSAGES.userNotFound),
    );
    expect(everyAccount()).toEqual(before);
    expect(auditTrail()).toEqual([]);
  });
});

describe('the live feeds of an admin whose access changes', () => {
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

  it('end a demoted super admin’s feed of an area they lost, and reopen a promoted admin’s', async () => {
    const boss = await superAdmin('boss@example.test');
    const bossSocket = sockets.connect(boss.token);
    const chatFeed = collect(bossSocket.trpc.chat.adminFeed.subscribe, undefined);
    const samSocket = sockets.connect(sam.token);
    const samChanges = collect(samSocket.trpc.admin.changes.subscribe, undefined);
    await waitUntil(() => chatFeed.started && samChanges.started);

    await setAccess(owner.token, boss.email, 'standard', ['messages']);
    await waitUntil(() => chatFeed.errors.length > 0);
    expect(chatFeed.errors[0]).toEqual(refusal('FORBIDDEN', noAccessTo('chat')));
    expect(bossSocket.closes()).toBeGreaterThan(0);

    // A promotion closes the socket too, so the screen asks again for what it shows, now with every area.
    await setAccess(owner.token, sam.email, 'super_admin');
    await waitUntil(() => samSocket.closes() > 0);
    const samChat = collect(sockets.connect(sam.token).trpc.chat.adminFeed.subscribe, undefined);
    await waitUntil(() => samChat.started);
    expect(samChat.errors).toEqual([]);
  });
});

describe('the last super admin', () => {
  it('stays one when two super admins demote each other at the same moment', async () => {
    // A site whose first admin is standard (set so by hand, say), so no owner is kept super.
    const site = await appWithOwner({ adminLevel: 'standard', permissions: ['users'] });
    try {
      const superAccount = (email: string) =>
        site.t.account({ email, isAdmin: true, adminLevel: 'super_admin', permissions: [...ADMIN_PERMISSION_KEYS] });
      const ada = await superAccount('ada@example.test');
      const bea = await superAccount('bea@example.test');
      // tRPC's caller checks both callers before either change is written, as two servers on one
      // database would: each call still sees its caller as a super admin.
      const demote = (caller: TestAccount, target: TestAccount) =>
        site.t.caller(caller.token).admin.setAdminAccess({ userEmail: target.email, adminLevel: 'standard' });
      const [first, second] = await Promise.allSettled([demote(ada, bea), demote(bea, ada)]);

      expect(first).toMatchObject({ status: 'fulfilled', value: { adminLevel: 'standard' } });
      expect(second).toMatchObject({
        status: 'rejected',
        reason: { code: 'CONFLICT', message: ADMIN_MESSAGES.lastSuperAdmin },
      });
      const levels = site.t.app.deps.db.select({ email: users.email, adminLevel: users.adminLevel }).from(users).all();
      expect(levels).toEqual([
        { email: 'owner@example.test', adminLevel: 'standard' },
        { email: ada.email, adminLevel: 'super_admin' },
        { email: bea.email, adminLevel: 'standard' },
      ]);
    } finally {
      await site.t.app.close();
    }
  });
});
