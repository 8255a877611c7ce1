import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { User } from '../db/schema';

// Issue 18 §7: an address proves nothing until its owner clicks a link we sent to it. A record
// belongs to an account that made it (its user id); a record made by someone signed out under an
// address (a guest booking, a visitor's chat, a guest order) belongs to the account with that
// address only once the account has proven the address is theirs.

/** Whether the user has proven their address (admins and accounts the team made count as proven). */
export const hasVerifiedEmail = (user: Pick<User, 'emailVerifiedAt'>) => user.emailVerifiedAt !== null;

/** Whether a record made under `record.email` is the user's. */
export function owns(
  user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
  record: { userId: number | null; email: string },
): boolean {
  if (record.userId !== null) return record.userId === user.id;
  return hasVerifiedEmail(user) && record.email.toLowerCase() === user.email;
}

/**
 * Whose records a query reaches: an account's, and what was made signed out under an address
 * proven to be theirs (null: none). An admin deleting a person's data at their request names the
 * address without an account, or with one (decision 043).
 */
export type RecordOwner = { userId: number; provenEmail: string | null } | { userId: null; provenEmail: string };

export type OwnedColumns = { userId: SQLiteColumn; email: SQLiteColumn };

/** The rule as a query condition over a table's user id and email columns. */
export function recordsOf(owner: RecordOwner, columns: OwnedColumns): SQL {
  const made = owner.userId === null ? undefined : eq(columns.userId, owner.userId);
  const madeUnderAddress =
    owner.provenEmail === null ? undefined : and(isNull(columns.userId), eq(columns.email, owner.provenEmail));
  return or(made, madeUnderAddress)!;
}

/** The same rule for a user's own records. */
export function ownedBy(user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>, columns: OwnedColumns): SQL {
  return recordsOf(ownerParams(user), columns);
}

/**
 * The same rule for a prepared query, with the placeholders `userId` and `provenEmail` (bind
 * `ownerParams(user)`): an unproven account binds a null address, which equals nothing.
 */
export function ownedByPlaceholders(columns: OwnedColumns): SQL {
  return or(
    eq(columns.userId, sql.placeholder('userId')),
    and(isNull(columns.userId), eq(columns.email, sql.placeholder('provenEmail'))),
  )!;
}

export const ownerParams = (user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>): RecordOwner => ({
  userId: user.id,
  provenEmail: hasVerifiedEmail(user) ? user.email : null,
});
