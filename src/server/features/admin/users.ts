import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_PERMISSION_KEYS,
  areasIn,
  customerProjectStatus,
  effectiveLevel,
  hasPermission,
  type AdminLevel,
  type AdminPermission,
} from '../../../shared/admin';
import { PLANS } from '../../../shared/plans';
import { WELCOME_LINK_TTL_MS } from '../../../shared/rules';
import {
  ADMIN_MESSAGES,
  type createAdminInput,
  type createUserInput,
  type setAdminAccessInput,
  type specialAccountInput,
  type updateUserInput,
} from '../../../shared/schemas/admin';
import type { Db, DbOrTx } from '../../db/client';
import { projects, users, type Project, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import {
  createUser,
  createUserWith,
  findUserByEmail,
  hashPassword,
  passwordChangedNotice,
  sendPasswordLink,
  verifyPassword,
} from '../auth';
import { invalidateUserSessions } from '../../core/session';
import { agreementOfProject, agreementState, grantAdminSpecial } from '../booking';
import { accountCreatedEmail, withMail } from '../email';
import { audit, firstAdminId } from '../../core/audit';
import { profileOf, renameAccount, setAdminLevelAndAreas, updateNameAndPassword } from '../../core/stores/user-store';
import { startGivenProject } from '../../core/stores/project-store';
import { deleteCustomerOnRequest } from '../account';

/** The newest project of each email: the one whose status the lists show. */
function latestProjectByEmail(db: Db): Map<string, Project> {
  const latest = new Map<string, Project>();
  for (const project of db.select().from(projects).orderBy(desc(projects.id)).all()) {
    if (!latest.has(project.email)) latest.set(project.email, project);
  }
  return latest;
}

/** Who may change an account's name or password: a super admin any; other admins customers and themselves. */
const mayEditAccount = (admin: User, user: User) =>
  !user.isAdmin || user.id === admin.id || effectiveLevel(admin) === 'super_admin';

/**
 * The site's owner: the first admin (who alone watches the others, decision 005) and any admin
 * from before levels, made from the command line by whoever runs the server. Neither is demoted
 * from the dashboard (decision 053).
 */
const isSiteOwner = (user: User, firstAdmin: number | null) => user.adminLevel === null || user.id === firstAdmin;

/**
 * Why `admin` may not change `user`'s level or areas, or null when they may: only a super admin
 * changes them, never their own, a customer's or the site owner's.
 */
function accessRefusal(admin: User, user: User, firstAdmin: number | null): string | null {
  if (effectiveLevel(admin) !== 'super_admin') return ADMIN_MESSAGES.accessSuperAdminOnly;
  if (user.id === admin.id) return ADMIN_MESSAGES.accessNotOwn;
  if (!user.isAdmin) return ADMIN_MESSAGES.accessOfCustomer;
  if (isSiteOwner(user, firstAdmin)) return ADMIN_MESSAGES.accessOfOwner;
  return null;
}

/** Spec part 2 §3 User: every account, admins marked. */
export function listUsers(db: Db, caller: User) {
  const projectOf = latestProjectByEmail(db);
  const firstAdmin = firstAdminId(db);
  return db
    .select()
    .from(users)
    .orderBy(desc(users.id))
    .all()
    .map((user) => {
      const project = projectOf.get(user.email) ?? null;
      return {
        id: user.id,
        ...profileOf(user),
        email: user.email,
        isAdmin: user.isAdmin,
        adminLevel: user.isAdmin ? effectiveLevel(user) : null,
        permissions: user.isAdmin ? user.permissions : null,
        hasPlan: user.plan !== null,
        plan: user.plan,
        orderId: user.orderId,
        projectStatus: project?.status ?? null,
        /** Signing in takes a second factor (issue 36): the team may reset a customer's. */
        secondFactor: user.secondFactorSince !== null,
        /** Whether the caller may change its name or password (the Edit user modal). */
        editable: mayEditAccount(caller, user),
        /** Whether the caller may change its level and areas (the Change access modal). */
        accessEditable: accessRefusal(caller, user, firstAdmin) === null,
        createdAt: user.createdAt.toISOString(),
      };
    });
}

/**
 * Spec part 2 §3 Customer: every customer account, and the paying customers who bought without
 * one (their project carries the email). client_record tells a paying customer from a registered one.
 */
export function listCustomers(db: Db) {
  const projectOf = latestProjectByEmail(db);
  const accounts = db.select().from(users).where(eq(users.isAdmin, false)).orderBy(desc(users.id)).all();
  const known = new Set(accounts.map((user) => user.email));
  const admins = new Set(
    db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.isAdmin, true))
      .all()
      .map((row) => row.email),
  );
  const fromAccounts = accounts.map((user) => {
    const project = projectOf.get(user.email) ?? null;
    const row = customerRow(
      {
        id: user.id,
        name: user.name,
        email: user.email,
        plan: user.plan ?? project?.plan ?? null,
        orderId: user.orderId,
        createdAt: user.createdAt,
      },
      project,
    );
    return { ...row, agreement: agreementState(db, { user }) };
  });
  const guests = [...projectOf.values()]
    .filter((project) => !known.has(project.email) && !admins.has(project.email))
    .map((project) => ({
      ...customerRow(
        {
          id: null,
          name: project.name,
          email: project.email,
          plan: project.plan,
          orderId: null,
          createdAt: project.createdAt,
        },
        project,
      ),
      agreement: agreementOfProject(db, project),
    }));
  return [...fromAccounts, ...guests];
}

function customerRow(
  person: {
    id: number | null;
    name: string;
    email: string;
    plan: User['plan'];
    orderId: string | null;
    createdAt: Date;
  },
  project: Project | null,
) {
  return {
    userId: person.id,
    name: person.name,
    email: person.email,
    plan: person.plan,
    hasPlan: person.plan !== null,
    orderId: person.orderId,
    projectId: project?.id ?? null,
    projectStatus: customerProjectStatus(person.plan !== null, project?.status ?? null),
    clientRecord: project !== null,
    createdAt: person.createdAt.toISOString(),
  };
}

/** Spec part 2 §2 create-users tab: the four counts. */
export function userCounts(db: Db) {
  const all = db.select({ isAdmin: users.isAdmin, plan: users.plan }).from(users).all();
  const regular = all.filter((user) => !user.isAdmin);
  return {
    regularUsers: regular.length,
    adminUsers: all.length - regular.length,
    withPlan: regular.filter((user) => user.plan !== null).length,
    withoutPlan: regular.filter((user) => user.plan === null).length,
  };
}

function requireUserByEmail(db: DbOrTx, email: string): User {
  const user = findUserByEmail(db, email);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

/** A standard admin may hand on only what they hold; a super admin anything. */
function grantablePermissions(admin: User, wanted: readonly string[]): string[] {
  if (effectiveLevel(admin) === 'super_admin') return [...wanted];
  const missing = wanted.filter((permission) => !hasPermission(admin, permission as AdminPermission));
  if (missing.length) throw forbidden(ADMIN_MESSAGES.grantOwnOnly);
  return [...wanted];
}

/** Welcomes an account the team made; the customer picks their own password through the link. */
async function welcome(deps: AppDeps, user: User) {
  await sendPasswordLink(deps, user, {
    ttlMs: WELCOME_LINK_TTL_MS,
    message: (link) => accountCreatedEmail(user.email, user.name, user.plan ? PLANS[user.plan].name : null, link),
  });
}

/** Create user modal (POST /admin/users/create): a customer, optionally with a plan, or an admin. */
export async function createUserAsAdmin(deps: AppDeps, admin: User, input: z.output<typeof createUserInput>) {
  const asAdmin = input.isAdmin
    ? // An admin made from this modal is a standard admin who may do what its creator may.
      {
        isAdmin: true,
        adminLevel: 'standard' as const,
        permissions: ADMIN_PERMISSION_KEYS.filter((permission) => hasPermission(admin, permission)),
        plan: null,
      }
    : { isAdmin: false, plan: input.plan };
  const [user] = await createUserWith(
    deps.db,
    { email: input.email, name: input.name, password: input.password, ...asAdmin, emailVerified: true },
    (tx, created) => {
      // A plan given by the team (sold in person, say) starts a project like a paid one; no order, so no revenue.
      if (created.plan) startGivenProject(tx, created, created.plan);
    },
  );
  if (!user.isAdmin) await welcome(deps, user);
  audit(
    deps,
    admin,
    input.isAdmin ? 'create_admin' : 'create_user',
    `${user.email}${user.plan ? ` (${PLANS[user.plan].name} plan)` : ''}`,
  );
  deps.events.adminChanged('users', 'customers', 'projects');
  return { message: `${input.isAdmin ? 'Admin' : 'User'} ${user.email} created successfully`, userId: user.id };
}

/** Create admin modal (POST /admin/create-admin): standard (with permissions) or super admin. */
export async function createAdminAccount(deps: AppDeps, admin: User, input: z.output<typeof createAdminInput>) {
  if (input.adminLevel === 'super_admin' && effectiveLevel(admin) !== 'super_admin')
    throw forbidden(ADMIN_MESSAGES.superAdminOnly);
  const permissions =
    input.adminLevel === 'super_admin' ? [...ADMIN_PERMISSION_KEYS] : grantablePermissions(admin, input.permissions);
  const user = await createUser(deps.db, {
    email: input.email,
    name: input.name,
    password: input.password,
    isAdmin: true,
    adminLevel: input.adminLevel,
    permissions,
    emailVerified: true,
  });
  audit(
    deps,
    admin,
    'create_admin',
    `${user.email} (${input.adminLevel}${input.adminLevel === 'standard' ? `: ${permissions.join(', ') || 'no areas'}` : ''})`,
  );
  deps.events.adminChanged('users');
  return { message: `Admin ${user.email} created successfully`, userId: user.id };
}

/** Edit user modal (PUT /admin/users/update): a new display name and/or password. */
export async function updateUserAsAdmin(deps: AppDeps, admin: User, input: z.output<typeof updateUserInput>) {
  const user = requireUserByEmail(deps.db, input.userEmail);
  if (!mayEditAccount(admin, user)) throw forbidden(ADMIN_MESSAGES.editAdminOnlySuper);
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : null;
  await withMail(deps, (tx, mail) => {
    updateNameAndPassword(tx, user.id, {
      ...(input.newUsername ? { name: input.newUsername } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!passwordHash) return;
    // A password set by someone else signs the account out everywhere, as a reset does, and its
    // owner is told, as for every new password.
    invalidateUserSessions(tx, user.id);
    mail(passwordChangedNotice(deps, { email: user.email, name: input.newUsername ?? user.name }));
  });
  const changed = [input.newUsername ? 'name' : null, passwordHash ? 'password' : null].filter(Boolean).join(' and ');
  audit(deps, admin, 'update_user', `${user.email}: ${changed}`);
  deps.events.adminChanged('users', 'customers');
  return { message: ADMIN_MESSAGES.userUpdated };
}

/** Areas in their usual order, as the audit trail words them. */
const areasText = (permissions: readonly string[] | null) => areasIn(permissions).join(', ') || 'no areas';

/** A level and its areas as the audit trail words them: `super_admin`, or `standard (files, chat)`. */
const levelText = (level: AdminLevel, permissions: readonly string[] | null) =>
  level === 'super_admin' ? level : `${level} (${areasText(permissions)})`;

/** Super admins, admins from before levels included. */
const superAdminCount = (db: DbOrTx) =>
  db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), or(isNull(users.adminLevel), eq(users.adminLevel, 'super_admin'))))
    .get()?.n ?? 0;

/**
 * Change access modal (tRPC only): a super admin makes another admin a super admin (every area, as
 * createAdminAccount gives one) or a standard admin with exactly `permissions`. The admin's next
 * call is checked against them, and their live subscriptions end (decisions 050, 053).
 */
export function setAdminAccess(deps: AppDeps, admin: User, input: z.output<typeof setAdminAccessInput>) {
  const { adminLevel } = input;
  const permissions = adminLevel === 'super_admin' ? [...ADMIN_PERMISSION_KEYS] : areasIn(input.permissions);
  const after = levelText(adminLevel, permissions);
  // Read, checked and written in one synchronous transaction: two super admins demoting each other
  // at once cannot both count the other as the one who remains.
  const { user, from } = deps.db.transaction((tx) => {
    const user = requireUserByEmail(tx, input.userEmail);
    const refusal = accessRefusal(admin, user, firstAdminId(tx));
    if (refusal) throw forbidden(refusal);
    const from = { level: effectiveLevel(user), permissions: user.permissions };
    // Saving what they have already changes nothing, and does not drop their live connections.
    if (levelText(from.level, from.permissions) === after) return { user, from: null };
    if (from.level === 'super_admin' && adminLevel === 'standard' && superAdminCount(tx) <= 1)
      throw conflict(ADMIN_MESSAGES.lastSuperAdmin);
    setAdminLevelAndAreas(tx, user.id, { adminLevel, permissions });
    return { user, from };
  });
  if (!from) return { message: ADMIN_MESSAGES.accessUnchanged(user.email), adminLevel, permissions };
  const sameLevel = from.level === adminLevel;
  audit(
    deps,
    admin,
    sameLevel ? 'update_admin_areas' : 'update_admin_level',
    sameLevel
      ? `${user.email}: ${areasText(from.permissions)} -> ${areasText(permissions)}`
      : `${user.email}: ${levelText(from.level, from.permissions)} -> ${after}`,
  );
  deps.events.adminChanged('users');
  return {
    message: sameLevel ? ADMIN_MESSAGES.areasChanged(user.email) : ADMIN_MESSAGES.levelChanged(user.email, adminLevel),
    adminLevel,
    permissions,
  };
}

/** POST /admin/users/{email}/reset-password: the same single-use link as forgot-password. */
export async function sendResetAsAdmin(deps: AppDeps, admin: User, email: string) {
  const user = requireUserByEmail(deps.db, email);
  await sendPasswordLink(deps, user);
  audit(deps, admin, 'send_password_reset', user.email);
  return { message: ADMIN_MESSAGES.resetSent(user.email) };
}

/**
 * DELETE /admin/customers/{email}: a person's account and data, at their request, by the one
 * deletion the person's own uses too (decision 043). Admins are refused.
 */
export async function deleteCustomer(deps: AppDeps, admin: User, rawEmail: string) {
  const email = rawEmail.toLowerCase();
  const user = findUserByEmail(deps.db, email) ?? null;
  if (user?.isAdmin) throw forbidden(ADMIN_MESSAGES.adminNotDeletable);
  await deleteCustomerOnRequest(deps, admin, user, email);
  return { message: ADMIN_MESSAGES.customerDeleted };
}

/**
 * Admin special account modal (POST /admin/special/create-account): the admin re-enters their own
 * email and password, then the customer gets the admin_special plan, replacing any plan they had.
 */
export async function createSpecialAccount(deps: AppDeps, admin: User, input: z.output<typeof specialAccountInput>) {
  const confirmed =
    input.adminUsername.toLowerCase() === admin.email &&
    (await verifyPassword(admin.passwordHash, input.adminPassword));
  if (!confirmed) throw invalid(ADMIN_MESSAGES.adminCredentials);
  const existing = findUserByEmail(deps.db, input.customerEmail);
  if (existing?.isAdmin) throw conflict(ADMIN_MESSAGES.specialAdminEmail);
  // Nobody knows the new account's password: the customer sets it through the welcome link.
  const customer =
    existing ??
    (await createUser(deps.db, {
      email: input.customerEmail,
      name: input.customerName,
      password: randomBytes(24).toString('base64url'),
      emailVerified: true,
    }));
  if (existing && existing.name !== input.customerName) renameAccount(deps.db, existing.id, input.customerName);
  const order = await grantAdminSpecial(deps, customer, input.customerName);
  if (!existing) await welcome(deps, { ...customer, plan: 'admin_special' });
  audit(
    deps,
    admin,
    'create_special_account',
    `${customer.email} (${order.publicId})${existing ? ', replacing the existing plan' : ''}`,
  );
  deps.events.adminChanged('users', 'customers', 'projects', 'orders');
  return {
    message: existing
      ? `Admin Special plan applied to the existing account ${customer.email}`
      : `Admin Special account created for ${customer.email}; we emailed them a link to choose their password`,
    orderId: order.publicId,
  };
}
