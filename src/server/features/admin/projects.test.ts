import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { customerUpload } from '../../../../tests/fixtures/multipart';
import { buyWithTestCheckout, signAgreement } from '../../../../tests/fixtures/orders';
import { PROJECT_STATUSES } from '../../../shared/admin';
import type { PlanSlug } from '../../../shared/plans';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { notifications, projects, users } from '../../db/schema';

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
let casey: TestAccount;
beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner({ name: 'Olivia Owner' }));
  casey = await customerWithPlan('casey@example.test', 'pro');
});
afterEach(async () => {
  await t.app.close();
});

/** A customer who bought `plan` through checkout and signed for it, so their project record exists. */
async function customerWithPlan(email: string, plan: PlanSlug) {
  const account = await t.account({ email, name: email.split('@')[0] });
  const { orderId } = await buyWithTestCheckout(t, {
    email,
    name: account.email.split('@')[0],
    token: account.token,
    plan,
  });
  await signAgreement(t, { orderId, email, token: account.token });
  return account;
}
const projectOf = (email: string) => t.app.deps.db.select().from(projects).where(eq(projects.email, email)).get()!;
const notificationsOf = (userId: number) =>
  t.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).all();
const setStatus = (email: string, payload: object) =>
  rest('PUT', `/api/admin/projects/${email}/status`, owner.token, payload);
const complete = (payload: object) => rest('POST', '/api/admin/projects/complete', owner.token, payload);
const mailTo = (email: string) => t.mail.messages.filter((message) => message.to === email);

describe('PUT /api/admin/projects/{email}/status', () => {
  it('accepts each of the five statuses with a stage', async () => {
    for (const [index, status] of PROJECT_STATUSES.entries()) {
      const stage = (index % 4) + 1;
      const res = await setStatus(casey.email, { status, stage });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().project).toMatchObject({
        status,
        project_status: status,
        project_stage: stage,
        customer_email: casey.email,
      });
      expect(projectOf(casey.email)).toMatchObject({ status, stage });
    }
  });

  it('refuses a status or a stage outside the lists, changing nothing', async () => {
    const before = projectOf(casey.email);
    const done = await setStatus(casey.email, { status: 'Done', stage: 2 });
    expect(done.statusCode).toBe(422);
    expect(done.json()).toEqual({ detail: `Status must be one of: ${PROJECT_STATUSES.join(', ')}` });
    const stageFive = await setStatus(casey.email, { status: 'In Progress', stage: 5 });
    expect(stageFive.statusCode).toBe(422);
    expect(stageFive.json()).toEqual({ detail: 'Stage must be 1, 2, 3 or 4' });
    expect(projectOf(casey.email)).toEqual(before);
    expect(notificationsOf(casey.id)).toEqual([]);
  });

  it('stores the notes with who wrote them and when, and tells the customer', async () => {
    const res = await setStatus(casey.email, {
      status: 'In Progress',
      stage: 2,
      notes: '  Home page draft is ready  ',
    });
    expect(res.json().project).toMatchObject({
      admin_notes: 'Home page draft is ready',
      notes_by: 'Olivia Owner',
      notes_updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(projectOf(casey.email)).toMatchObject({
      adminNotes: 'Home page draft is ready',
      notesBy: 'Olivia Owner',
      notesUpdatedAt: expect.any(Date),
    });
    expect(notificationsOf(casey.id)).toEqual([
      expect.objectContaining({
        type: 'info',
        title: 'Project update: In Progress',
        body: 'Stage 2: Initial Work. Home page draft is ready',
      }),
    ]);
    const dashboard = (await rest('GET', '/api/customer/dashboard', casey.token)).json();
    expect(dashboard.client).toMatchObject({
      project_status: 'In Progress',
      project_stage: 2,
      admin_notes: 'Home page draft is ready',
    });
  });

  it('keeps earlier notes when none are sent', async () => {
    await setStatus(casey.email, { status: 'In Progress', stage: 2, notes: 'First draft' });
    await setStatus(casey.email, { status: 'Under Review', stage: 3 });
    expect(projectOf(casey.email)).toMatchObject({ status: 'Under Review', stage: 3, adminNotes: 'First draft' });
  });
});

describe('POST /api/admin/projects/complete', () => {
  it('marks the project Completed at stage 4, tells the customer, and emails the upgrades a Pro customer can buy', async () => {
    const project = projectOf(casey.email);
    const res = await complete({
      project_id: project.id,
      customer_email: casey.email,
      completion_notes: 'Live at last',
      send_upgrade_email: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: `Project of casey marked as completed. Upgrade options emailed to ${casey.email}.`,
      upgradeOffers: ['Elite'],
    });
    expect(projectOf(casey.email)).toMatchObject({
      status: 'Completed',
      stage: 4,
      adminNotes: 'Live at last',
      notesBy: 'Olivia Owner',
    });
    expect(notificationsOf(casey.id)).toEqual([
      expect.objectContaining({ type: 'success', title: 'Your project is complete', body: 'Live at last' }),
    ]);
    const [email] = mailTo(casey.email).filter((message) => message.subject === 'Your website project is complete');
    expect(email!.text).toContain('Elite for $300');
    expect(email!.text).toContain('Notes from the team: Live at last');
  });

  it('sends the upgrade email unless told not to', async () => {
    const sent = mailTo(casey.email).length;
    const res = await complete({
      project_id: projectOf(casey.email).id,
      customer_email: casey.email,
      completion_notes: '',
      send_upgrade_email: false,
    });
    expect(res.json().message).toBe('Project of casey marked as completed.');
    expect(projectOf(casey.email).status).toBe('Completed');
    expect(mailTo(casey.email)).toHaveLength(sent);

    const dana = await customerWithPlan('dana@example.test', 'starter');
    await complete({ project_id: projectOf(dana.email).id, customer_email: dana.email });
    const upgrades = mailTo(dana.email).find((message) => message.subject === 'Your website project is complete')!;
    expect(upgrades.text).toContain('Pro for $300');
    expect(upgrades.text).toContain('Elite for $600');
  });

  it('tells an Elite customer they are on the top plan', async () => {
    const eli = await customerWithPlan('eli@example.test', 'elite');
    const res = await complete({
      project_id: projectOf(eli.email).id,
      customer_email: eli.email,
      send_upgrade_email: true,
    });
    expect(res.json()).toMatchObject({
      upgradeOffers: [],
      message: `Project of eli marked as completed. Completion email sent to ${eli.email}.`,
    });
    const email = mailTo(eli.email).find((message) => message.subject === 'Your website project is complete')!;
    expect(email.text).toContain('You are on our top plan');
    expect(email.text).not.toMatch(/ for \$/);
  });

  it('refuses an unknown project, or a customer email that is not the project’s', async () => {
    const unknown = await complete({ project_id: 9999, customer_email: casey.email });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ADMIN_MESSAGES.projectNotFound });
    const mismatch = await complete({
      project_id: projectOf(casey.email).id,
      customer_email: 'someone-else@example.test',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ detail: ADMIN_MESSAGES.customerEmailNotFound });
    expect(projectOf(casey.email).status).toBe('Plan Selected');
  });
});

describe('GET /api/admin/client/{id}/details', () => {
  it('shows the project with that customer’s files and messages only', async () => {
    const dana = await customerWithPlan('dana@example.test', 'starter');
    await customerUpload(t, casey.token, [{ filename: 'casey-logo.png', content: 'bytes' }]);
    await customerUpload(t, dana.token, [{ filename: 'dana-logo.png', content: 'bytes' }]);
    await rest('POST', '/api/customer/send-message', casey.token, { message: 'From Casey' });
    await rest('POST', '/api/customer/send-message', dana.token, { message: 'From Dana' });

    const res = await rest('GET', `/api/admin/client/${projectOf(casey.email).id}/details`, owner.token);
    expect(res.statusCode).toBe(200);
    const details = res.json();
    expect(details).toMatchObject({
      id: projectOf(casey.email).id,
      customer_email: casey.email,
      plan: 'pro',
      status: 'Plan Selected',
      project_stage: 1,
    });
    expect(details.details.files).toEqual([
      expect.objectContaining({ filename: 'casey-logo.png', file_size_mb: 0, content_type: 'image/png' }),
    ]);
    expect(details.details.messages).toEqual([
      expect.objectContaining({ message: 'From Casey', from_admin: false, responded: false }),
    ]);
  });

  it('answers 404 for an unknown project', async () => {
    const res = await rest('GET', '/api/admin/client/9999/details', owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.projectNotFound });
  });
});

describe('DELETE /api/admin/projects/{email}', () => {
  it('deletes the project records and keeps the account and its plan', async () => {
    const id = projectOf(casey.email).id;
    const res = await rest('DELETE', `/api/admin/projects/${casey.email}`, owner.token);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.projectDeleted });
    expect(t.app.deps.db.select().from(projects).all()).toEqual([]);
    expect(t.app.deps.db.select().from(users).where(eq(users.id, casey.id)).get()).toMatchObject({ plan: 'pro' });
    expect((await rest('GET', '/api/customer/dashboard', casey.token)).json()).toMatchObject({
      has_plan: true,
      client: null,
    });
    expect((await rest('GET', `/api/admin/client/${id}/details`, owner.token)).statusCode).toBe(404);
  });

  it('answers 404 when there is no project, for deletes and status updates alike', async () => {
    for (const res of [
      await rest('DELETE', '/api/admin/projects/nobody@example.test', owner.token),
      await setStatus('nobody@example.test', { status: 'In Progress', stage: 2 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.projectNotFound });
    }
  });
});
