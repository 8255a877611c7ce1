import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminThroughDashboard, restAs } from '../../../../tests/fixtures/admin';
import { bearer, makeTestApp, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { customerWithData, enrolAuthenticator, type CustomerData } from '../../../../tests/fixtures/customer-data';
import { meetingDay } from '../../../../tests/fixtures/dates';
import { failStatements } from '../../../../tests/fixtures/faults';
import { buyWithTestCheckout } from '../../../../tests/fixtures/orders';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { adminActivity, agreementAddenda, contracts, files, meetings, orders, users } from '../../db/schema';
import { STORAGE_MESSAGES } from '../../errors';
import { personalRecords } from './records';

// Issue 36 §6 through the real entry points: DELETE /api/account, tRPC account.delete (a caller,
// and a batch over HTTP as the app sends it), and the team's DELETE /api/admin/customers/{email},
// which is the same deletion.

let t: TestApp;
let rest: ReturnType<typeof restAs>;
let casey: CustomerData;
let mallory: CustomerData;
beforeEach(async () => {
  t = await makeTestApp();
  rest = restAs(t);
  casey = await customerWithData(t, { email: 'casey@example.test', name: 'Casey', time: '15:00' });
  mallory = await customerWithData(t, { email: 'mallory@example.test', name: 'Mallory', time: '16:00' });
});
afterEach(async () => {
  await t.app.close();
});

const passwordOf = (person: CustomerData) => `${person.name}-password`;
const deleteAccount = (token: string | null, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', payload, headers: token ? bearer(token) : {} });
const profile = (token: string) => rest('GET', '/api/user/profile', token);
const login = (email: string, password: string) => rest('POST', '/api/login', null, { email, password });

const userRow = (id: number) => t.app.deps.db.select().from(users).where(eq(users.id, id)).get();
const storedBytes = (person: CustomerData) => {
  const { db } = t.app.deps;
  const file = db.select().from(files).where(eq(files.userId, person.account.id)).get()!;
  const pdf = db.select().from(contracts).where(eq(contracts.userId, person.account.id)).get()!.pdfStoredName!;
  return [file.storedName, pdf];
};
const readable = async (storedName: string) =>
  t.app.deps.storage.read(storedName).then(
    () => true,
    () => false,
  );

/** Every row of every table, as SQLite holds it. */
function everyRow(): Record<string, Record<string, unknown>[]> {
  const sqlite = t.app.deps.db.$client;
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [table, sqlite.prepare(`select * from "${table}" order by rowid`).all() as never]),
  );
}

/** A person's records as their own export shows them: what must not change when someone else is deleted. */
const recordsOf = (person: CustomerData) => {
  const { signIn: _devicesInUse, ...records } = personalRecords(t.app.deps.db, userRow(person.account.id)!);
  return records;
};

describe('DELETE /api/account', () => {
  it('deletes the account and personal data; charges and the signed agreement stay, detached and anonymised', async () => {
    const laptop = (await login(casey.account.email, passwordOf(casey))).json().access_token as string;
    const bytes = storedBytes(casey);
    const malloryBefore = recordsOf(mallory);

    const res = await deleteAccount(casey.account.token, { password: passwordOf(casey) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });

    expect(userRow(casey.account.id)).toBeUndefined();
    expect((await profile(casey.account.token)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(401);
    for (const storedName of bytes) expect(await readable(storedName)).toBe(false);

    const { db } = t.app.deps;
    const order = db.select().from(orders).where(eq(orders.publicId, casey.orderId)).get()!;
    expect(order).toMatchObject({
      status: 'paid',
      amountCents: 90000,
      name: 'Deleted customer',
      email: expect.stringMatching(/^deleted-customer-[0-9a-f]{12}@deleted\.invalid$/),
      userId: null,
      openedBy: null,
    });
    expect(db.select().from(contracts).where(eq(contracts.orderId, order.id)).get()).toMatchObject({
      userId: null,
      email: order.email,
      signature: 'Casey',
      pdfStoredName: null,
    });
    expect(db.select().from(adminActivity).all()).toEqual([
      expect.objectContaining({
        adminId: null,
        adminEmail: order.email,
        action: 'delete_own_account',
        details: '1 file(s); 1 charge(s) and 1 agreement(s) kept',
      }),
    ]);
    // Nothing else anywhere names them: only the signature typed on the kept agreement.
    const rows = everyRow();
    for (const contract of rows.contracts!) delete contract.signature;
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('casey');

    expect(recordsOf(mallory)).toEqual(malloryBefore);
    expect((await profile(mallory.account.token)).statusCode).toBe(200);
  });

  it('keeps a signed addendum with its signature, the email given way to the placeholder', async () => {
    const owner = await t.account({ isAdmin: true, email: 'owner@example.test' });
    const issued = await t.caller(owner.token).admin.issueAddendum({
      orderId: casey.orderId,
      text: 'The launch moves to March; everything else stays as agreed.',
    });
    await t
      .caller(casey.account.token)
      .booking.signAddendum({ addendumId: issued.id, signature: 'Casey', agreed: true });
    expect((await deleteAccount(casey.account.token, { password: passwordOf(casey) })).statusCode).toBe(200);
    const order = t.app.deps.db.select().from(orders).where(eq(orders.publicId, casey.orderId)).get()!;
    const contract = t.app.deps.db.select().from(contracts).where(eq(contracts.orderId, order.id)).get()!;
    expect(t.app.deps.db.select().from(agreementAddenda).all()).toEqual([
      expect.objectContaining({ signature: 'Casey', signerEmail: contract.email, signedAt: expect.any(Date) }),
    ]);
    expect(contract.email).toMatch(/@deleted\.invalid$/);
  });

  it('frees the email: the old password no longer signs in, and a new account starts with nothing of the old', async () => {
    await deleteAccount(casey.account.token, { password: passwordOf(casey) });
    expect((await login(casey.account.email, passwordOf(casey))).statusCode).toBe(401);

    const signup = await rest('POST', '/api/signup', null, {
      name: 'Casey Again',
      email: casey.account.email,
      password: 'a-new-password',
    });
    expect(signup.statusCode).toBe(200);
    const fresh = await t.caller(signup.json().access_token as string).account.export();
    expect(fresh.account).toMatchObject({ email: casey.account.email, name: 'Casey Again', plan: null });
    expect([fresh.orders, fresh.agreements, fresh.files, fresh.meetings, fresh.messages, fresh.chats]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const before = everyRow();
    const wrong = await deleteAccount(casey.account.token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: AUTH_MESSAGES.currentPasswordWrong });
    const missing = await deleteAccount(casey.account.token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: AUTH_MESSAGES.currentPasswordRequired });
    await expect(t.caller(casey.account.token).account.delete({ password: 'not-my-password' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: AUTH_MESSAGES.currentPasswordWrong,
    });
    expect(everyRow()).toEqual(before);
    for (const storedName of storedBytes(casey)) expect(await readable(storedName)).toBe(true);
  });

  it('asks an account with a second factor for a code, spends it, and deletes nothing without a good one', async () => {
    const { codeOf, recoveryCodes } = await enrolAuthenticator(t, casey.account);
    const caller = t.caller(casey.account.token);
    const before = everyRow();
    await expect(caller.account.delete({ password: passwordOf(casey) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: AUTH_MESSAGES.codeRequired,
    });
    await expect(caller.account.delete({ password: passwordOf(casey), code: '000000' })).rejects.toMatchObject({
      message: AUTH_MESSAGES.codeWrong,
    });
    await expect(caller.account.delete({ password: 'not-my-password', code: recoveryCodes[0] })).rejects.toMatchObject({
      message: AUTH_MESSAGES.currentPasswordWrong,
    });
    expect(everyRow()).toEqual(before);

    // The app's client sends it as a batch of one over HTTP.
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/account.delete?batch=1',
      headers: { ...bearer(casey.account.token), 'content-type': 'application/json' },
      payload: { 0: { password: passwordOf(casey), code: codeOf(1) } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ result: { data: { message: ACCOUNT_MESSAGES.deleted } } }]);
    expect(userRow(casey.account.id)).toBeUndefined();
  });

  it('answers 401 to someone signed out and 403 to an admin, who keeps their account', async () => {
    const signedOut = await deleteAccount(null, { password: passwordOf(casey) });
    expect(signedOut.statusCode).toBe(401);
    await expect(t.caller().account.delete({ password: passwordOf(casey) })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const admin = await t.account({ isAdmin: true, email: 'admin@example.test', password: 'admin-password' });
    const refused = await deleteAccount(admin.token, { password: 'admin-password' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ACCOUNT_MESSAGES.adminNotDeletable });
    expect(userRow(admin.id)).toBeDefined();
    expect(userRow(casey.account.id)).toBeDefined();
  });

  it("deletes only the caller's own account, whatever the body names", async () => {
    const caseyBefore = recordsOf(casey);
    const withTheirPassword = await deleteAccount(mallory.account.token, { password: passwordOf(casey) });
    expect(withTheirPassword.statusCode).toBe(400);
    expect(userRow(mallory.account.id)).toBeDefined();

    const res = await deleteAccount(mallory.account.token, {
      password: passwordOf(mallory),
      email: casey.account.email,
      user_id: casey.account.id,
    });
    expect(res.statusCode).toBe(200);
    expect(userRow(mallory.account.id)).toBeUndefined();
    expect(recordsOf(casey)).toEqual(caseyBefore);
  });

  it('deletes once when two requests arrive together; the other is told the account is gone', async () => {
    const answers = await Promise.all([
      deleteAccount(casey.account.token, { password: passwordOf(casey) }),
      deleteAccount(casey.account.token, { password: passwordOf(casey) }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((res) => res.statusCode === 404)!.json()).toEqual({ detail: ACCOUNT_MESSAGES.alreadyDeleted });
    const { db } = t.app.deps;
    expect(db.select().from(adminActivity).where(eq(adminActivity.action, 'delete_own_account')).all()).toHaveLength(1);
  });

  it('writes nothing when the database fails part way, and works once it is back', async () => {
    const { recoveryCodes } = await enrolAuthenticator(t, casey.account);
    const before = everyRow();
    const restore = failStatements(t.app.deps.db, /^delete from "users"/);
    const res = await deleteAccount(casey.account.token, { password: passwordOf(casey), code: recoveryCodes[0] });
    restore();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ detail: STORAGE_MESSAGES.full });
    expect(everyRow()).toEqual(before);
    for (const storedName of storedBytes(casey)) expect(await readable(storedName)).toBe(true);
    expect((await profile(casey.account.token)).statusCode).toBe(200);

    // The recovery code was not spent by the attempt that failed.
    const again = await deleteAccount(casey.account.token, { password: passwordOf(casey), code: recoveryCodes[0] });
    expect(again.statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/customers/{email}: the same deletion, at the person’s request', () => {
  let owner: TestAccount;
  beforeEach(async () => {
    owner = await t.account({ isAdmin: true, adminLevel: 'super_admin', email: 'owner@example.test' });
  });

  it('is refused to an admin without the users area', async () => {
    const projectsOnly = await adminThroughDashboard(t, owner.token, {
      email: 'projects@example.test',
      permissions: ['projects'],
    });
    const res = await rest('DELETE', `/api/admin/customers/${casey.account.email}`, projectsOnly.token);
    expect(res.statusCode).toBe(403);
    await expect(
      t.caller(projectsOnly.token).admin.deleteCustomer({ email: casey.account.email }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(userRow(casey.account.id)).toBeDefined();
  });

  it('detaches and anonymises what is kept, shows "Deleted customer" to the team, and frees the email', async () => {
    const usersAdmin = await adminThroughDashboard(t, owner.token, {
      email: 'people@example.test',
      permissions: ['users'],
    });
    const bytes = storedBytes(casey);
    const res = await rest('DELETE', `/api/admin/customers/${casey.account.email}`, usersAdmin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.customerDeleted });

    expect(userRow(casey.account.id)).toBeUndefined();
    for (const storedName of bytes) expect(await readable(storedName)).toBe(false);
    const { db } = t.app.deps;
    const order = db.select().from(orders).where(eq(orders.publicId, casey.orderId)).get()!;
    expect(order).toMatchObject({ name: 'Deleted customer', userId: null, status: 'paid' });
    expect(db.select().from(contracts).where(eq(contracts.orderId, order.id)).get()).toMatchObject({
      userId: null,
      email: order.email,
    });
    expect(db.select().from(adminActivity).where(eq(adminActivity.action, 'delete_customer')).all()).toEqual([
      expect.objectContaining({
        adminEmail: usersAdmin.email,
        details: `casey@example.test (1 file(s); 1 charge(s) and 1 agreement(s) kept as ${order.email})`,
      }),
    ]);

    // Only the signature and the team's record of whose request it carried out still name them.
    const rows = everyRow();
    for (const contract of rows.contracts!) delete contract.signature;
    rows.admin_activity = rows.admin_activity!.filter((entry) => entry.action !== 'delete_customer');
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('casey');

    const csv = (await rest('GET', '/api/admin/charges.csv', owner.token)).body;
    expect(csv).toContain(`"Deleted customer","${order.email}"`);
    expect(csv).not.toContain(casey.account.email);
    expect(csv).toContain(mallory.account.email);

    const signup = await rest('POST', '/api/signup', null, {
      name: 'Casey',
      email: casey.account.email,
      password: 'a-new-password',
    });
    expect(signup.statusCode).toBe(200);
  });

  it('deletes a person who never had an account, by what they bought and booked under their address', async () => {
    const email = 'guest@example.test';
    const { orderId } = await buyWithTestCheckout(t, { email, name: 'Gus Guest' });
    await rest('POST', '/api/zoom/book', null, {
      user_email: email,
      user_name: 'Gus Guest',
      meeting_date: meetingDay(),
      meeting_time: '17:00',
    });
    const res = await rest('DELETE', `/api/admin/customers/${email}`, owner.token);
    expect(res.statusCode).toBe(200);
    const { db } = t.app.deps;
    expect(db.select().from(meetings).where(eq(meetings.email, email)).all()).toEqual([]);
    expect(db.select().from(orders).where(eq(orders.publicId, orderId)).get()).toMatchObject({
      name: 'Deleted customer',
      email: expect.stringMatching(/@deleted\.invalid$/),
    });
    // The team's notices of the order and the booking named them too.
    const { email_outbox: outbox, admin_notices: notices } = everyRow();
    expect(JSON.stringify([outbox, notices])).not.toContain(email);
  });
});
