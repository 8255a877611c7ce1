import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import { SESSION_LIFETIME_MS, SESSION_RENEW_BEFORE_MS } from '../../../shared/rules';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users, type Session, type User } from '../../db/schema';

// Sessions as in the Lucia guide: the client holds a random token, the database only its SHA-256.

export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function createSession(db: Db, userId: number, now = Date.now()): { token: string; session: Session } {
  const token = generateToken();
  const session = db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt: new Date(now + SESSION_LIFETIME_MS) })
    .returning()
    .get();
  return { token, session };
}

export interface SessionWithUser {
  session: Session;
  user: User;
}

export function validateSessionToken(db: Db, token: string, now = Date.now()): SessionWithUser | null {
  const row = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, hashToken(token)))
    .get();
  if (!row) return null;
  const { session } = row;
  if (now >= session.expiresAt.getTime()) {
    db.delete(sessions).where(eq(sessions.id, session.id)).run();
    return null;
  }
  if (now >= session.expiresAt.getTime() - SESSION_RENEW_BEFORE_MS) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, session.id)).run();
  }
  return row;
}

export function invalidateSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export function invalidateUserSessions(db: DbOrTx, userId: number): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}
