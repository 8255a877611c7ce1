import { hash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS, SESSION_RENEW_BEFORE_MS } from '../../shared/rules';
import {
  otherConnectionsVersion,
  preparedQuery,
  tableWrites,
  versionedCache,
  type Db,
  type DbOrTx,
} from '../db/client';
import { sessions, users, type Session, type User } from '../db/schema';

// Sessions as in the Lucia guide: the client holds a random token, the database only its SHA-256.

/** How stale last-used may get before a request writes it again. */
const LAST_USED_GRANULARITY_MS = 5 * 60 * 1000;
const MAX_USER_AGENT = 300;

export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

// The guide's SHA-256 in hex, from Node's OpenSSL: every signed-in request hashes its token, and the
// JavaScript implementation takes five times as long. The one-shot hash() makes no Hash object:
// 0.75 µs against createHash's 1.7 µs.
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Where a sign-in came from, shown to the account's owner in their list of sessions. */
export interface SessionOrigin {
  ip?: string | null;
  userAgent?: string | null;
  /** The account has a second factor, which this session must still be given (decision 042). */
  awaitingSecondFactor?: boolean;
}

export function createSession(
  db: DbOrTx,
  userId: number,
  origin: SessionOrigin = {},
  now = Date.now(),
): { token: string; session: Session } {
  const token = generateToken();
  const session = db
    .insert(sessions)
    .values({
      id: hashToken(token),
      userId,
      expiresAt: new Date(now + SESSION_LIFETIME_MS),
      ip: origin.ip ?? null,
      userAgent: origin.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      lastUsedAt: new Date(now),
      awaitingSecondFactor: origin.awaitingSecondFactor ?? false,
    })
    .returning()
    .get();
  return { token, session };
}

export interface SessionWithUser {
  session: Session;
  user: User;
}

// Every signed-in request runs this lookup.
const sessionById = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
);

const sessionWrites = tableWrites('sessions');
const userWrites = tableWrites('users');
const cachedSessions = versionedCache<string, SessionWithUser>(10_000);

/**
 * The session and user rows of a token hash, as the database holds them now. Every signed-in
 * request asks, and the rows rarely change, so they are kept until any row of sessions or users is
 * written on this connection (counted by triggers: no write path can forget, a sign-out, a role
 * change or a password reset included) or another connection commits (the CLI, the sqlite3 shell).
 * Only found rows are kept, so unknown tokens cannot fill the cache. This runs at the start of a
 * request, never inside a transaction, so it never keeps rows a rollback would take back.
 */
function sessionRow(db: Db, id: string): SessionWithUser | undefined {
  const rows = cachedSessions(db, `${sessionWrites(db).count}:${userWrites(db).count}:${otherConnectionsVersion(db)}`);
  let row = rows.get(id);
  if (!row) {
    const found = sessionById(db).get({ id });
    if (!found) return undefined;
    // Frozen: one request changing a row it was handed would change it for every later request.
    row = Object.freeze({ session: Object.freeze(found.session), user: Object.freeze(found.user) });
    rows.set(id, row);
  }
  return row;
}

export function validateSessionToken(db: Db, token: string, now = Date.now()): SessionWithUser | null {
  const row = sessionRow(db, hashToken(token));
  if (!row) return null;
  const { session } = row;
  if (now >= session.expiresAt.getTime()) {
    db.delete(sessions).where(eq(sessions.id, session.id)).run();
    return null;
  }
  const renew = now >= session.expiresAt.getTime() - SESSION_RENEW_BEFORE_MS;
  const touch = !session.lastUsedAt || now - session.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS;
  if (renew || touch) {
    const expiresAt = renew ? new Date(now + SESSION_LIFETIME_MS) : session.expiresAt;
    const lastUsedAt = new Date(now);
    db.update(sessions).set({ expiresAt, lastUsedAt }).where(eq(sessions.id, session.id)).run();
    return { session: { ...session, expiresAt, lastUsedAt }, user: row.user };
  }
  return row;
}

/** The session was given its second factor: it is signed in in full. */
export function completeSecondFactor(db: DbOrTx, sessionId: string): void {
  db.update(sessions).set({ awaitingSecondFactor: false }).where(eq(sessions.id, sessionId)).run();
}

export function invalidateSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export function invalidateUserSessions(db: DbOrTx, userId: number): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

/** Every session but the one in use: a password change keeps the person who made it signed in. */
export function invalidateOtherSessions(db: DbOrTx, userId: number, keepSessionId: string): number {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id })
    .all().length;
}

/** Sessions past their expiry, which nobody has presented since (those are deleted on sight). */
export function deleteExpiredSessions(db: Db, now = Date.now()): number {
  return db
    .delete(sessions)
    .where(lte(sessions.expiresAt, new Date(now)))
    .run().changes;
}

/**
 * The id a session is known by outside the server: the start of its token's hash. Enough to tell
 * a user's sessions apart and to revoke one; useless for signing in.
 */
const publicSessionId = (session: Pick<Session, 'id'>) => session.id.slice(0, 16);

/** A user's sessions, most recently used first, the current one marked. */
export function listSessions(db: Db, userId: number, currentSessionId: string, now = Date.now()) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .all()
    .filter((session) => session.expiresAt.getTime() > now)
    .map((session) => ({
      id: publicSessionId(session),
      current: session.id === currentSessionId,
      /** Signed in with the password, still owing the second factor: someone who knows the password. */
      awaitingSecondFactor: session.awaitingSecondFactor,
      ip: session.ip,
      userAgent: session.userAgent,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: (session.lastUsedAt ?? session.createdAt).toISOString(),
      expiresAt: session.expiresAt.toISOString(),
    }));
}

/** Signs one of the user's own sessions out; false when there is no such session of theirs. */
export function revokeSession(db: Db, userId: number, publicId: string): boolean {
  const target = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all()
    .find((session) => publicSessionId(session) === publicId);
  if (!target) return false;
  invalidateSession(db, target.id);
  return true;
}
