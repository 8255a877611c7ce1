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

/** The same rule as a query condition over a table's user id and email columns. */
export function ownedBy(
  user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
  columns: { userId: SQLiteColumn; email: SQLiteColumn },
): SQL {
  const made = eq(columns.userId, user.id);
  if (!hasVerifiedEmail(user)) return made;
  return or(made, and(isNull(columns.userId), eq(columns.email, user.email)))!;
}

/**
 * The same rule for a prepared query, with the placeholders `userId` and `provenEmail` (bind
 * `ownerParams(user)`): an unproven account binds a null address, which equals nothing.
 */
export function ownedByPlaceholders(columns: { userId: SQLiteColumn; email: SQLiteColumn }): SQL {
  return or(
    eq(columns.userId, sql.placeholder('userId')),
    and(isNull(columns.userId), eq(columns.email, sql.placeholder('provenEmail'))),
  )!;
}

export const ownerParams = (user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>) => ({
  userId: user.id,
  provenEmail: hasVerifiedEmail(user) ? user.email : null,
});
