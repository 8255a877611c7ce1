import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminThroughDashboard, appWithOwner, type Rest } from '../../../../tests/fixtures/admin';
import { bearer, type TestAccount, type TestApp } from '../../../../tests/fixtures/app';
import { bookMeeting } from '../../../../tests/fixtures/customer-data';
import { customerUpload } from '../../../../tests/fixtures/multipart';
import { accountBuys, signAgreement } from '../../../../tests/fixtures/orders';
import { ADMIN_PERMISSION_KEYS } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { NAME_HAS_CONTROL_CHARACTERS } from '../../../shared/schemas/person-name';
import {
  adminActivity,
  contracts,
  customerMessages,
  files,
  meetings,
  notifications,
  orders,
  projects,
  sessions,
  users,
} from '../../db/schema';

let t: TestApp;
let rest: Rest;
let owner: TestAccount;
beforeEach(async () => {
  ({ t, rest, owner } = await appWithOwner({ name: 'Olivia Owner' }));
});
afterEach(async () => {
  await t.app.close();
});

const userRow = (email: string) => t.app.deps.db.select().from(users).where(eq(users.email, email)).get();
const allUsers = () => t.app.deps.db.select().from(users).all();
const mailTo = (email: string) => t.mail.messages.filter((message) => message.to === email);
const dashboardOf = (token: string) => rest('GET', '/api/customer/dashboard', token);
const loginStatus = async (email: string, password: string) =>
  (await rest('POST', '/api/login', null, { email, password })).statusCode;

describe('POST /api/admin/users/create', () => {
  const createUser = (payload: object) => rest('POST', '/api/admin/users/create', owner.token, payload);

  it('creates a customer with a plan: a project at Plan Selected and a welcome email with a link to choose a password', async () => {
    const res = await createUser({
      email: 'Pat@Example.test',
      name: 'Pat',
      password: 'pat-password',
      is_admin: false,
      plan: 'pro',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User pat@example.test created successfully' });
    const pat = userRow('pat@example.test')!;
    expect(pat).toMatchObject({ name: 'Pat', plan: 'pro', isAdmin: false });
    expect(t.app.deps.db.select().from(projects).all()).toEqual([
      expect.objectContaining({
        userId: pat.id,
        email: 'pat@example.test',
        plan: 'pro',
        status: 'Plan Selected',
        stage: 1,
      }),
    ]);
    const [welcome] = mailTo('pat@example.test');
    expect(welcome).toMatchObject({
      subject: 'Your account is ready',
      link: expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=/),
    });
    expect(welcome!.text).toContain('Pro plan');
    // The team's password works until the customer picks their own.
    expect(await loginStatus('pat@example.test', 'pat-password')).toBe(200);
    expect(t.app.deps.db.select().from(adminActivity).all()).toEqual([
      expect.objectContaining({
        adminEmail: owner.email,
        action: 'create_user',
        details: 'pat@example.test (Pro plan)',
      }),
    ]);
  });

  it('refuses an email that already has an account', async () => {
    const res = await createUser({ email: 'OWNER@example.test', name: 'Again', password: 'again-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken });
    expect(allUsers()).toHaveLength(1);
  });

  it('asks for email, name and password, and a long enough password, creating nothing', async () => {
    for (const payload of [
      {},
      { email: '', name: '', password: '' },
      { email: 'a@example.test', name: '   ', password: 'long-enough' },
      { email: 'a@example.test', name: 'A', password: '' },
    ]) {
      const res = await createUser(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.requiredUserFields });
    }
    const short = await createUser({ email: 'a@example.test', name: 'A', password: 'abc' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: AUTH_MESSAGES.passwordTooShort });
    expect(allUsers()).toHaveLength(1);
    expect(t.mail.messages).toEqual([]);
  });
});

describe('POST /api/admin/create-admin', () => {
  const createAdmin = (token: string, payload: object) => rest('POST', '/api/admin/create-admin', token, payload);

  it('creates a standard admin with the chosen areas, and a super admin when a super admin asks', async () => {
    const standard = await createAdmin(owner.token, {
      email: 'sam@example.test',
      name: 'Sam',
      password: 'sam-password',
      permissions: ['messages', 'files'],
    });
    expect(standard.json()).toMatchObject({ message: 'Admin sam@example.test created successfully' });
    expect(userRow('sam@example.test')).toMatchObject({
      isAdmin: true,
      adminLevel: 'standard',
      permissions: ['messages', 'files'],
      plan: null,
    });

    const boss = await createAdmin(owner.token, {
      email: 'boss@example.test',
      name: 'Boss',
      password: 'boss-password',
      admin_level: 'super_admin',
      permissions: [],
    });
    expect(boss.statusCode).toBe(200);
    expect(userRow('boss@example.test')).toMatchObject({
      isAdmin: true,
      adminLevel: 'super_admin',
      permissions: ADMIN_PERMISSION_KEYS,
    });

    const listed = (await rest('GET', '/api/admin/users', owner.token)).json().users;
    expect(listed.find((user: { email: string }) => user.email === 'sam@example.test')).toMatchObject({
      is_admin: true,
      role: 'admin',
      admin_level: 'standard',
      permissions: ['messages', 'files'],
    });
    // Admin accounts are not welcomed with a set-your-password link.
    expect(t.mail.messages).toEqual([]);
  });

  it('lets a standard admin hand on only what they hold, and never super admin', async () => {
    const clerk = await adminThroughDashboard(t, owner.token, {
      email: 'clerk@example.test',
      permissions: ['users', 'messages'],
    });
    const before = allUsers();
    const superAdmin = await createAdmin(clerk.token, {
      email: 'boss@example.test',
      name: 'Boss',
      password: 'boss-password',
      admin_level: 'super_admin',
    });
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json()).toEqual({ detail: ADMIN_MESSAGES.superAdminOnly });
    const wider = await createAdmin(clerk.token, {
      email: 'wide@example.test',
      name: 'Wide',
      password: 'wide-password',
      permissions: ['messages', 'files'],
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json()).toEqual({ detail: ADMIN_MESSAGES.grantOwnOnly });
    expect(allUsers()).toEqual(before);

    const narrower = await createAdmin(clerk.token, {
      email: 'narrow@example.test',
      name: 'Narrow',
      password: 'narrow-password',
      permissions: ['messages'],
    });
    expect(narrower.statusCode).toBe(200);
    expect(userRow('narrow@example.test')).toMatchObject({ adminLevel: 'standard', permissions: ['messages'] });
  });
});

describe('PUT /api/admin/users/update', () => {
  const update = (payload: object) => rest('PUT', '/api/admin/users/update', owner.token, payload);
  let casey: TestAccount;
  beforeEach(async () => {
    casey = await t.account({ email: 'casey@example.test', name: 'Casey', plan: 'pro' });
  });

  it('needs a new name or a new password; blanks count as nothing and change nothing', async () => {
    const before = userRow(casey.email);
    for (const payload of [
      { user_email: casey.email },
      { user_email: casey.email, new_username: '   ', new_password: '  ' },
      { user_email: casey.email, new_username: '', new_password: '' },
    ]) {
      const res = await update(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.usernameOrPassword });
    }
    expect(userRow(casey.email)).toEqual(before);
    expect((await dashboardOf(casey.token)).statusCode).toBe(200);
  });

  it('renames the customer, trimmed, and keeps them signed in', async () => {
    const res = await update({ user_email: casey.email, new_username: '  Casey Jones  ', new_password: '' });
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.userUpdated });
    expect(userRow(casey.email)!.name).toBe('Casey Jones');
    expect((await dashboardOf(casey.token)).json().user.name).toBe('Casey Jones');
  });

  it('refuses a name with a line break, over REST and tRPC, and keeps the old one', async () => {
    const res = await update({ user_email: casey.email, new_username: 'Casey\nJones' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: NAME_HAS_CONTROL_CHARACTERS });
    const call = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.updateUser',
      headers: bearer(owner.token),
      payload: { userEmail: casey.email, newUsername: 'Casey\u2028Jones' },
    });
    expect(call.statusCode).toBe(400);
    expect(call.json().error.data.fieldErrors).toEqual({ newUsername: NAME_HAS_CONTROL_CHARACTERS });
    expect(userRow(casey.email)!.name).toBe('Casey');
  });

  it('renames the customer’s project with them, wherever the admin area shows it', async () => {
    const bea = await t.account({ email: 'bea@example.test', name: 'Bea' });
    await accountBuys(t, bea, { plan: 'starter', name: 'Bea at checkout' });
    const res = await update({ user_email: bea.email, new_username: 'Beatrice Stone' });
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.userUpdated });

    const [project] = await t.caller(owner.token).admin.projects();
    expect(project).toMatchObject({ email: bea.email, name: 'Beatrice Stone' });
    expect((await t.caller(owner.token).admin.projectDetails({ id: project!.id })).name).toBe('Beatrice Stone');
    expect((await t.caller(owner.token).admin.stats()).recentProjects[0]).toMatchObject({ name: 'Beatrice Stone' });
    expect((await rest('GET', '/api/admin/dashboard', owner.token)).json().projects[0]).toMatchObject({
      customer_name: 'Beatrice Stone',
      name: 'Beatrice Stone',
    });
    expect((await rest('GET', `/api/admin/client/${project!.id}/details`, owner.token)).json()).toMatchObject({
      customer_name: 'Beatrice Stone',
    });
    const status = await rest('PUT', `/api/admin/projects/${bea.email}/status`, owner.token, {
      status: 'In Progress',
      stage: 2,
    });
    expect(status.json().message).toContain('Project of Beatrice Stone updated');
  });

  it('sets a new password, signs the customer out everywhere and voids their reset links', async () => {
    await rest('POST', '/api/forgot-password', null, { email: casey.email });
    const reset = await t.mailTo(casey.email, 'Reset your password');
    const resetToken = new URL(reset.link!).searchParams.get('token')!;
    const res = await update({ user_email: casey.email, new_password: 'brand-new-password' });
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.userUpdated });
    expect((await dashboardOf(casey.token)).statusCode).toBe(401);
    expect(t.app.deps.db.select().from(sessions).where(eq(sessions.userId, casey.id)).all()).toEqual([]);
    expect(await loginStatus(casey.email, casey.password)).toBe(401);
    expect(await loginStatus(casey.email, 'brand-new-password')).toBe(200);
    // A link asked for before the change no longer sets a password.
    const late = await rest('POST', '/api/reset-password', null, { token: resetToken, new_password: 'late-password' });
    expect(late.statusCode).toBe(400);
    expect(await loginStatus(casey.email, 'brand-new-password')).toBe(200);
    // A password someone else set is one its owner hears of.
    expect((await t.mailTo(casey.email, 'Your password was changed')).text).toContain('Casey');
  });

  it('lets a standard admin change customers and itself, not another admin, and says which in the list', async () => {
    const staff = await adminThroughDashboard(t, owner.token, { email: 'staff@example.test', permissions: ['users'] });
    const asStaff = (payload: object) => rest('PUT', '/api/admin/users/update', staff.token, payload);
    const refused = await asStaff({ user_email: owner.email, new_username: 'Taken Over' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ADMIN_MESSAGES.editAdminOnlySuper });
    expect(userRow(owner.email)!.name).toBe('Olivia Owner');
    expect((await asStaff({ user_email: casey.email, new_username: 'Casey B' })).statusCode).toBe(200);
    expect((await asStaff({ user_email: staff.email, new_username: 'Sam Staff' })).statusCode).toBe(200);

    const editable = async (token: string) =>
      Object.fromEntries((await t.caller(token).admin.users()).map((user) => [user.email, user.editable]));
    expect(await editable(staff.token)).toEqual({ [staff.email]: true, [casey.email]: true, [owner.email]: false });
    expect(await editable(owner.token)).toEqual({ [staff.email]: true, [casey.email]: true, [owner.email]: true });
  });

  it('refuses a short new password and an unknown account', async () => {
    const short = await update({ user_email: casey.email, new_password: 'abc' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: AUTH_MESSAGES.passwordTooShort });
    const unknown = await update({ user_email: 'nobody@example.test', new_username: 'Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ADMIN_MESSAGES.userNotFound });
  });
});

describe('POST /api/admin/users/{email}/reset-password', () => {
  it('emails the account a reset link', async () => {
    const casey = await t.account({ email: 'casey@example.test' });
    const res = await rest('POST', `/api/admin/users/${casey.email}/reset-password`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset email sent to casey@example.test' });
    expect(res.json().message).toBe(ADMIN_MESSAGES.resetSent(casey.email));
    expect(mailTo(casey.email)).toEqual([
      expect.objectContaining({ link: expect.stringContaining('/reset-password?token=') }),
    ]);
  });

  it('answers 404 for an unknown email', async () => {
    const res = await rest('POST', '/api/admin/users/nobody@example.test/reset-password', owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.userNotFound });
    expect(t.mail.messages).toEqual([]);
  });
});

describe('DELETE /api/admin/customers/{email}', () => {
  it('removes the account and everything kept about the person; orders and the agreement stay, anonymised', async () => {
    const db = t.app.deps.db;
    const casey = await t.account({ email: 'casey@example.test', name: 'Casey' });
    const { orderId } = await accountBuys(t, casey, { name: 'Casey', plan: 'pro' });
    await signAgreement(t, { orderId, email: casey.email, signature: 'Casey', token: casey.token });
    expect(db.select().from(contracts).all()).toHaveLength(1);
    // The agreement's PDF, made on its first download, is stored with the uploads.
    expect(
      (await t.app.inject({ url: `/api/orders/${orderId}/contract.pdf`, headers: bearer(casey.token) })).statusCode,
    ).toBe(200);
    const pdf = db.select().from(contracts).get()!.pdfStoredName!;
    await customerUpload(t, casey.token, [{ filename: 'logo.png', content: 'png-bytes' }]);
    await rest('POST', '/api/customer/send-message', casey.token, { message: 'Hello team' });
    await bookMeeting(t, casey, { name: 'Casey', time: '16:00' });
    const stored = db.select().from(files).get()!;
    expect(await t.app.deps.storage.read(stored.storedName)).toEqual(Buffer.from('png-bytes'));
    expect(db.select().from(projects).all()).toHaveLength(1);
    expect(db.select().from(meetings).all()).toHaveLength(1);

    const res = await rest('DELETE', `/api/admin/customers/${casey.email}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.customerDeleted });

    expect(userRow(casey.email)).toBeUndefined();
    expect(db.select().from(sessions).where(eq(sessions.userId, casey.id)).all()).toEqual([]);
    expect((await dashboardOf(casey.token)).statusCode).toBe(401);
    expect(db.select().from(files).all()).toEqual([]);
    await expect(t.app.deps.storage.read(stored.storedName)).rejects.toThrow();
    await expect(t.app.deps.storage.read(pdf)).rejects.toThrow();
    expect(db.select().from(customerMessages).all()).toEqual([]);
    expect(db.select().from(projects).all()).toEqual([]);
    expect(db.select().from(meetings).all()).toEqual([]);
    expect(db.select().from(notifications).all()).toEqual([]);
    const order = db.select().from(orders).where(eq(orders.publicId, orderId)).get()!;
    expect(order).toMatchObject({
      status: 'paid',
      amountCents: 90000,
      name: 'Deleted customer',
      userId: null,
      email: expect.stringMatching(/^deleted-customer-[0-9a-f]+@deleted\.invalid$/),
    });
    expect(JSON.stringify(db.select().from(orders).all())).not.toContain('casey');
    // The signed agreement stays as signed, detached, under the same placeholder as the order.
    expect(db.select().from(contracts).all()).toEqual([
      expect.objectContaining({ userId: null, email: order.email, signature: 'Casey', pdfStoredName: null }),
    ]);
    expect(db.select().from(adminActivity).all()).toEqual([
      expect.objectContaining({
        adminEmail: owner.email,
        action: 'delete_customer',
        details: `casey@example.test (1 file(s); 1 charge(s) and 1 agreement(s) kept as ${order.email})`,
      }),
    ]);
    expect(
      (await rest('GET', '/api/admin/users', owner.token)).json().users.map((user: { email: string }) => user.email),
    ).toEqual([owner.email]);
  });

  it('refuses to delete an admin, who keeps their account', async () => {
    const colleague = await t.account({ isAdmin: true, email: 'colleague@example.test' });
    const res = await rest('DELETE', `/api/admin/customers/${colleague.email}`, owner.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.adminNotDeletable });
    expect(userRow(colleague.email)).toMatchObject({ isAdmin: true });
    expect((await rest('GET', '/api/admin/users', colleague.token)).statusCode).toBe(200);
  });

  it('answers 404 for an email nobody has', async () => {
    const res = await rest('DELETE', '/api/admin/customers/nobody@example.test', owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.customerEmailNotFound });
  });
});

describe('POST /api/admin/special/create-account', () => {
  const special = (payload: object) => rest('POST', '/api/admin/special/create-account', owner.token, payload);
  const confirm = () => ({ admin_username: owner.email, admin_password: owner.password });

  it('asks the admin to re-enter their own email and password, and creates nothing otherwise', async () => {
    const vip = { customer_email: 'vip@example.test', customer_name: 'Vip' };
    const wrongPassword = await special({ ...vip, ...confirm(), admin_password: 'not-my-password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: ADMIN_MESSAGES.adminCredentials });
    const wrongEmail = await special({ ...vip, ...confirm(), admin_username: 'someone@example.test' });
    expect(wrongEmail.json()).toEqual({ detail: ADMIN_MESSAGES.adminCredentials });
    const missing = await special({ customer_email: 'vip@example.test', customer_name: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: ADMIN_MESSAGES.specialRequired });
    expect(allUsers()).toHaveLength(1);
    expect(t.app.deps.db.select().from(orders).all()).toEqual([]);
    expect(t.mail.messages).toEqual([]);
  });

  it('creates a new customer on the admin_special plan: a $0 paid order, a project and a welcome email', async () => {
    const res = await special({ customer_email: 'VIP@example.test', customer_name: 'Vip Client', ...confirm() });
    expect(res.statusCode).toBe(200);
    const { orderId } = res.json();
    expect(res.json().message).toContain('vip@example.test');
    const vip = userRow('vip@example.test')!;
    expect(vip).toMatchObject({ name: 'Vip Client', plan: 'admin_special', orderId, isAdmin: false });
    expect(t.app.deps.db.select().from(orders).all()).toEqual([
      expect.objectContaining({
        publicId: orderId,
        plan: 'admin_special',
        amountCents: 0,
        status: 'paid',
        userId: vip.id,
      }),
    ]);
    expect(t.app.deps.db.select().from(projects).all()).toEqual([
      expect.objectContaining({ userId: vip.id, plan: 'admin_special', status: 'Plan Selected' }),
    ]);
    expect(mailTo(vip.email)).toContainEqual(
      expect.objectContaining({
        subject: 'Your account is ready',
        link: expect.stringContaining('/reset-password?token='),
      }),
    );
  });

  it('replaces the plan of an existing customer', async () => {
    const casey = await t.account({ email: 'casey@example.test', plan: 'starter' });
    const res = await special({ customer_email: casey.email, customer_name: 'Casey Renamed', ...confirm() });
    expect(res.statusCode).toBe(200);
    expect(userRow(casey.email)).toMatchObject({
      id: casey.id,
      plan: 'admin_special',
      name: 'Casey Renamed',
      orderId: res.json().orderId,
    });
    expect(mailTo(casey.email).map((message) => message.subject)).not.toContain('Your account is ready');
  });

  it('refuses an admin’s email', async () => {
    const colleague = await t.account({ isAdmin: true, email: 'colleague@example.test' });
    const res = await special({ customer_email: colleague.email, customer_name: 'Colleague', ...confirm() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.specialAdminEmail });
    expect(userRow(colleague.email)).toMatchObject({ plan: null, isAdmin: true });
    expect(t.app.deps.db.select().from(orders).all()).toEqual([]);
  });
});
