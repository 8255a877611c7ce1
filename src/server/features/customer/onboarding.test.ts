import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import type { TestAccount, TestApp } from '../../../../tests/fixtures/app';
import { bookMeeting } from '../../../../tests/fixtures/customer-data';
import { customerUpload } from '../../../../tests/fixtures/multipart';
import { accountBuys } from '../../../../tests/fixtures/orders';
import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking';

// Issue 19, beyond the spec: the checklist after purchase ticks itself from the data, and the
// timeline shows the stages with the day each was reached.

let t: TestApp;
let rest: Rest;
let admin: TestAccount;
let buyer: TestAccount;
beforeEach(async () => {
  ({ t, rest, owner: admin } = await appWithOwner());
  buyer = await t.account({ email: 'olive@example.test', name: 'Olive Onboard' });
  await accountBuys(t, buyer, { plan: 'pro', name: 'Olive Onboard' });
});
afterEach(async () => {
  await t.app.close();
});

const dashboard = (account: TestAccount = buyer) => t.caller(account.token).customer.dashboard();
const ticks = async (account: TestAccount = buyer) =>
  Object.fromEntries((await dashboard(account)).onboarding.map((item) => [item.step, item.done]));
const upload = (filename: string) => customerUpload(t, buyer.token, [{ filename, content: 'bytes' }]);

describe('the onboarding checklist', () => {
  it('ticks each step from what the customer did, not from a click', async () => {
    expect(await ticks()).toEqual({ agreement: false, brief: false, files: false, kickoff: false });

    await t.caller(buyer.token).booking.signMyAgreement({ signature: 'Olive Onboard', agreed: true });
    await t
      .caller(buyer.token)
      .customer.saveBrief({ businessName: 'Olive Oils', businessDescription: 'Cold-pressed oils' });
    expect((await upload('notes.txt')).statusCode).toBe(200);
    expect(await ticks()).toEqual({ agreement: true, brief: true, files: false, kickoff: false });

    expect((await upload('logo.png')).statusCode).toBe(200);
    const booked = await bookMeeting(t, buyer, { name: 'Olive Onboard', time: '16:00' });
    expect(booked.statusCode).toBe(200);
    expect(await ticks()).toEqual({ agreement: true, brief: true, files: true, kickoff: true });
  });

  it('leaves the agreement out for a plan the team gave, and is empty without a plan', async () => {
    const given = await t.account({ plan: 'starter' });
    expect((await dashboard(given)).onboarding.map((item) => item.step)).toEqual(['brief', 'files', 'kickoff']);
    const visitor = await t.account();
    expect((await dashboard(visitor)).onboarding).toEqual([]);
  });

  it('is the same list that staff see in the project details', async () => {
    await t.caller(buyer.token).customer.saveBrief({ businessName: 'Olive Oils' });
    const [project] = await t.caller(admin.token).admin.projects();
    const details = await t.caller(admin.token).admin.projectDetails({ id: project!.id });
    expect(details.onboarding).toEqual((await dashboard()).onboarding);
    const res = await rest('GET', `/api/admin/client/${project!.id}/details`, admin.token);
    expect(res.json().onboarding).toEqual([
      { step: 'agreement', label: 'Sign the service agreement', done: false },
      { step: 'brief', label: 'Tell us about your business', done: true },
      { step: 'files', label: 'Upload your logo and photos', done: false },
      { step: 'kickoff', label: 'Book your kickoff call', done: false },
    ]);
    await expect(t.caller(buyer.token).admin.projectDetails({ id: project!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('customer.saveBrief', () => {
  it('needs a business name', async () => {
    await expect(t.caller(buyer.token).customer.saveBrief({ businessName: '   ' })).rejects.toThrow(
      WIZARD_MESSAGES.businessNameRequired,
    );
    expect((await dashboard()).project?.businessName).toBeNull();
  });

  it('needs a session and a project', async () => {
    await expect(t.caller().customer.saveBrief({ businessName: 'Olive Oils' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const visitor = await t.account();
    await expect(t.caller(visitor.token).customer.saveBrief({ businessName: 'Olive Oils' })).rejects.toThrow(
      CUSTOMER_MESSAGES.needsPlan,
    );
  });
});

describe('the project timeline', () => {
  it('starts at stage 1 on purchase and waits for the open checklist steps', async () => {
    const { timeline, project } = await dashboard();
    expect(timeline).toEqual({
      status: 'Plan Selected',
      stages: [
        { stage: 1, label: 'Project Setup', reachedAt: project!.createdAt, state: 'current' },
        { stage: 2, label: 'Initial Work', reachedAt: null, state: 'upcoming' },
        { stage: 3, label: 'Revisions', reachedAt: null, state: 'upcoming' },
        { stage: 4, label: 'Final Delivery', reachedAt: null, state: 'upcoming' },
      ],
      nextStep: 'Stage 2: Initial Work',
      waitingFor: [
        'Sign the service agreement',
        'Tell us about your business',
        'Upload your logo and photos',
        'Book your kickoff call',
      ],
    });
  });

  it('records the day each stage is reached when staff change it, and keeps it', async () => {
    const set = (stage: number, status: string) =>
      rest('PUT', `/api/admin/projects/${buyer.email}/status`, admin.token, { status, stage });
    expect((await set(3, 'In Progress')).statusCode).toBe(200);
    const first = (await dashboard()).timeline!;
    expect(first.stages.map((s) => [s.state, s.reachedAt !== null])).toEqual([
      ['done', true],
      ['done', true],
      ['current', true],
      ['upcoming', false],
    ]);
    expect(first.nextStep).toBe('Stage 4: Final Delivery');

    await new Promise((resolve) => setTimeout(resolve, 5));
    await set(2, 'In Progress');
    await set(3, 'Under Review');
    expect((await dashboard()).timeline!.stages[2]!.reachedAt).toBe(first.stages[2]!.reachedAt);

    const [project] = await t.caller(admin.token).admin.projects();
    await t.caller(admin.token).admin.completeProject({ projectId: project!.id, sendUpgradeEmail: false });
    const done = (await dashboard()).timeline!;
    expect(done.stages.every((s) => s.state === 'done' && s.reachedAt !== null)).toBe(true);
    expect(done.nextStep).toBeNull();
  });

  it('refuses a stage change from a customer', async () => {
    const res = await rest('PUT', `/api/admin/projects/${buyer.email}/status`, buyer.token, {
      status: 'Completed',
      stage: 4,
    });
    expect(res.statusCode).toBe(403);
    expect((await dashboard()).timeline!.stages[3]!.reachedAt).toBeNull();
  });
});
