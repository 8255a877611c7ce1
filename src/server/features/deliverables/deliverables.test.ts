import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { accountBuys } from '../../../../tests/fixtures/orders';
import { DELIVERABLE_MESSAGES } from '../../../shared/schemas/deliverables';
import { adminActivity, adminNotices, files, projects, revisions } from '../../db/schema';

// Issue 36 §7 through tRPC over HTTP, as the app calls it: the team posts, the customer decides.

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
let olive: TestAccount;
let projectId: number;

beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner({ name: 'Owen Owner' }));
  olive = await t.account({ email: 'olive@example.test', name: 'Olive' });
  // Starter includes one revision, so a second change request is a paid extra.
  await accountBuys(t, olive, { plan: 'starter', name: 'Olive' });
  await t.caller(olive.token).booking.signMyAgreement({ signature: 'Olive', agreed: true });
  projectId = t.app.deps.db.select().from(projects).where(eq(projects.userId, olive.id)).get()!.id;
});
afterEach(async () => {
  await t.app.close();
});

async function call(path: string, input: unknown, token: string | null) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: token ? bearer(token) : {},
    payload: input as object,
  });
  const body = res.json<{ result?: { data: never }; error?: { message: string } }>();
  return { status: res.statusCode, data: body.result?.data as unknown, error: body.error?.message };
}

async function sentFile(filename = 'homepage.pdf') {
  await rest('POST', '/api/files/send', owner.token, {
    filename,
    content: Buffer.from('pdf').toString('base64'),
    recipient_email: olive.email,
  });
  return t.app.deps.db.select().from(files).where(eq(files.filename, filename)).get()!.id;
}

const post = (input: object, token = owner.token) =>
  call('deliverables.post', { projectId, stage: 2, ...input }, token);
const mine = () => t.caller(olive.token).deliverables.mine();
const stage = () => t.app.deps.db.select().from(projects).where(eq(projects.id, projectId)).get()!.stage;

describe('posting a deliverable', () => {
  it('shows it to the customer with its files and link, and emails them', async () => {
    const fileId = await sentFile();
    const posted = await post({
      note: 'The home page, first draft',
      previewUrl: 'https://preview.test/home',
      fileIds: [fileId],
    });
    expect(posted.status).toBe(200);
    expect(posted.data).toEqual({ message: DELIVERABLE_MESSAGES.posted('Olive') });
    expect(await mine()).toEqual([
      expect.objectContaining({
        stage: 2,
        stageLabel: 'Stage 2: Initial Work',
        note: 'The home page, first draft',
        previewUrl: 'https://preview.test/home',
        files: [{ id: fileId, filename: 'homepage.pdf' }],
        status: 'awaiting',
        postedBy: 'Owen Owner',
      }),
    ]);
    const mail = await t.mailTo(olive.email, 'Ready for your review: Stage 2: Initial Work');
    // A link to follow in the HTML part; the address as it is in the text part.
    expect(mail.html).toMatch(
      /Preview: <a href="https:\/\/preview\.test\/home"[^>]*>https:\/\/preview\.test\/home<\/a>/,
    );
    expect(mail.text).toContain('Preview: https://preview.test/home\n');
    expect(t.app.deps.db.select().from(adminActivity).all()).toContainEqual(
      expect.objectContaining({ action: 'post_deliverable', adminEmail: owner.email }),
    );
  });

  it('refuses bad input with its message and another customer’s files, writing nothing', async () => {
    expect((await post({ note: ' ', previewUrl: 'https://p.test' })).error).toBe(DELIVERABLE_MESSAGES.noteRequired);
    expect((await post({ note: 'Draft', previewUrl: '' })).error).toBe(DELIVERABLE_MESSAGES.needsSomething);
    expect((await post({ note: 'Draft', previewUrl: 'javascript:alert(1)' })).error).toBe(
      DELIVERABLE_MESSAGES.previewUrl,
    );
    expect((await post({ note: 'Draft', previewUrl: 'https://p.test', stage: 9 })).status).toBe(400);
    const uploaded = await t.account({ email: 'other@example.test' });
    await rest('POST', '/api/files/send', owner.token, {
      filename: 'theirs.pdf',
      content: Buffer.from('x').toString('base64'),
      recipient_email: uploaded.email,
    });
    const theirs = t.app.deps.db.select().from(files).where(eq(files.filename, 'theirs.pdf')).get()!.id;
    expect((await post({ note: 'Draft', fileIds: [theirs] })).error).toBe(DELIVERABLE_MESSAGES.fileNotTheirs);
    expect((await post({ projectId: 9999, note: 'Draft', previewUrl: 'https://p.test' })).status).toBe(404);
    expect(await mine()).toEqual([]);
  });

  it('is for admins of projects only', async () => {
    const clerk = await t.account({ isAdmin: true, adminLevel: 'standard', permissions: ['messages'] });
    expect((await post({ note: 'Draft', previewUrl: 'https://p.test' }, olive.token)).status).toBe(403);
    expect((await post({ note: 'Draft', previewUrl: 'https://p.test' }, clerk.token)).status).toBe(403);
    expect(
      (await call('deliverables.post', { projectId, stage: 2, note: 'x', previewUrl: 'https://p.test' }, null)).status,
    ).toBe(401);
    const signedOut = await t.app.inject({ method: 'GET', url: '/trpc/deliverables.mine' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the customer’s decision', () => {
  let id: number;
  beforeEach(async () => {
    await post({ note: 'The home page', previewUrl: 'https://preview.test/home' });
    id = (await mine())[0]!.id;
  });

  it('approval advances the stage, is dated and audited, and the team is told', async () => {
    expect(stage()).toBe(1);
    const approved = await call('deliverables.approve', { id }, olive.token);
    expect(approved.data).toEqual({ message: DELIVERABLE_MESSAGES.approved });
    expect(stage()).toBe(3);
    expect((await mine())[0]).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect(
      t.app.deps.db
        .select()
        .from(adminActivity)
        .all()
        .map((row) => row.action),
    ).toContain('approve_deliverable');
    // Admins hear of it as of any customer activity (at most an email each 5 minutes, then a digest).
    expect(
      t.app.deps.db
        .select()
        .from(adminNotices)
        .all()
        .map((notice) => notice.summary),
    ).toContain('Deliverable approved (Stage 2: Initial Work): Olive <olive@example.test>');
    const again = await call('deliverables.approve', { id }, olive.token);
    expect(again.status).toBe(409);
    expect(again.error).toBe(DELIVERABLE_MESSAGES.decided);
  });

  it('a change request is a revision under the plan: included first, then paid', async () => {
    const first = await call('deliverables.requestChanges', { id, comments: 'Bigger logo' }, olive.token);
    expect(first.data).toMatchObject({ message: DELIVERABLE_MESSAGES.changesRequested, requiresPayment: false });
    expect((await mine())[0]).toMatchObject({ status: 'changes_requested', comments: 'Bigger logo' });
    expect(t.app.deps.db.select().from(revisions).all()).toEqual([
      expect.objectContaining({ description: 'Changes to Stage 2: Initial Work: Bigger logo', status: 'in_progress' }),
    ]);
    expect(stage()).toBe(1);

    await post({ note: 'The home page, again', previewUrl: 'https://preview.test/home2' });
    const second = (await mine())[0]!.id;
    const paid = await call('deliverables.requestChanges', { id: second, comments: 'Darker blue' }, olive.token);
    expect(paid.data).toMatchObject({
      requiresPayment: true,
      checkout: expect.objectContaining({ orderId: expect.any(String) }),
    });
  });

  it('only the customer of the project decides, with comments when asking for changes', async () => {
    const stranger = await t.account({ email: 'stranger@example.test' });
    expect((await call('deliverables.approve', { id }, stranger.token)).status).toBe(404);
    expect((await call('deliverables.approve', { id }, owner.token)).status).toBe(404);
    expect((await call('deliverables.approve', { id }, null)).status).toBe(401);
    const empty = await call('deliverables.requestChanges', { id, comments: '  ' }, olive.token);
    expect(empty.error).toBe(DELIVERABLE_MESSAGES.commentsRequired);
    expect(await t.caller(stranger.token).deliverables.mine()).toEqual([]);
    expect((await mine())[0]!.status).toBe('awaiting');
  });
});
