import { and, eq, isNull } from 'drizzle-orm';
import type { AdminLevel } from '../../../shared/admin';
import type { PlanSlug } from '../../../shared/plans';
import { accountProfile, type AccountProfile } from '../../../shared/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { users, type User } from '../../db/schema';

// The one module that writes the users table (decision 020). Each function takes the caller's
// transaction when the change must land together with others.

type ProfileField = keyof AccountProfile;
const PROFILE_FIELDS = accountProfile.keyof().options as readonly ProfileField[];

/** The fields `accountProfile` names, and only those, of a new account's input or of a saved account (decision 047). */
export function profileOf<T extends { [K in ProfileField]?: unknown }>(source: T): Pick<T, ProfileField & keyof T> {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, source[field]])) as Pick<T, ProfileField & keyof T>;
}

/** A new account, or undefined when the email is taken: the unique index settles two signups racing. */
export function insertAccount(db: DbOrTx, values: typeof users.$inferInsert): User | undefined {
  return db.insert(users).values(values).onConflictDoNothing().returning().get();
}

/** Any link we emailed and the owner used proves the address; the first proof's time is kept. */
export function markEmailVerified(db: DbOrTx, userId: number, now: number) {
  db.update(users)
    .set({ emailVerifiedAt: new Date(now) })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .run();
}

export function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

/** Signing in takes a second factor from `since` on; null: the password alone again. */
export function setSecondFactorSince(db: DbOrTx, userId: number, since: Date | null) {
  db.update(users).set({ secondFactorSince: since }).where(eq(users.id, userId)).run();
}

/**
 * An admin's level and areas from now on, in one statement. Their next call is checked against
 * these, and their open WebSockets close so no subscription keeps the old ones (trpc/sockets.ts
 * watches both columns).
 */
export function setAdminLevelAndAreas(
  db: DbOrTx,
  userId: number,
  access: { adminLevel: AdminLevel; permissions: readonly string[] },
) {
  db.update(users)
    .set({ adminLevel: access.adminLevel, permissions: [...access.permissions] })
    .where(eq(users.id, userId))
    .run();
}

export function renameAccount(db: DbOrTx, userId: number, name: string) {
  db.update(users).set({ name }).where(eq(users.id, userId)).run();
}

/** The edit-user modal's change: a new name, a new password hash, or both in one statement. */
export function updateNameAndPassword(db: DbOrTx, userId: number, changes: { name?: string; passwordHash?: string }) {
  db.update(users).set(changes).where(eq(users.id, userId)).run();
}

/** The account holds `plan`, bought (or given) with the order `orderPublicId`. */
export function grantPlan(db: DbOrTx, userId: number, plan: PlanSlug, orderPublicId: string) {
  db.update(users).set({ plan, orderId: orderPublicId }).where(eq(users.id, userId)).run();
}

/** An upgrade, or its refund, moves the account to another plan; the order it holds stays. */
export function changePlan(db: DbOrTx, userId: number, plan: PlanSlug) {
  db.update(users).set({ plan }).where(eq(users.id, userId)).run();
}

/** Takes the plan away only while the account still holds it through this order; says whether it did. */
export function withdrawPlanOfOrder(db: DbOrTx, userId: number, orderPublicId: string): boolean {
  const held = db
    .update(users)
    .set({ plan: null })
    .where(and(eq(users.id, userId), eq(users.orderId, orderPublicId)))
    .returning({ id: users.id })
    .get();
  return held !== undefined;
}

/** Sessions, revisions, page requests and notifications go with the account (foreign keys cascade). */
export function deleteAccount(db: DbOrTx, userId: number) {
  db.delete(users).where(eq(users.id, userId)).run();
}
