import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adminActivity, users, type User } from '../db/schema';
import type { AppDeps } from '../deps';

// The audit trail every feature writes to (decision 020: its one writer), and who the owner is.

/**
 * Whoever acted: an admin, or a customer for the one thing they may do that the team must see (a refund of their own
 * order).
 */
type Actor = Pick<User, 'id' | 'email'>;

interface ActivityDetails {
  details?: string | null;
  page?: string | null;
  duration?: number | null;
}

/** The audit trail: who changed what, and when. Called by every admin action that writes, and by refunds. */
export function recordActivity(db: DbOrTx, actor: Actor, action: string, extra: ActivityDetails = {}) {
  db.insert(adminActivity)
    .values({
      adminId: actor.id,
      adminEmail: actor.email,
      action,
      details: extra.details ?? null,
      page: extra.page ?? null,
      duration: extra.duration ?? null,
    })
    .run();
}

/** A deleted customer's own entries (a refund they asked for) name `placeholder` instead of them (decision 043). */
export function anonymiseActor(db: DbOrTx, userId: number, placeholder: string) {
  db.update(adminActivity).set({ adminEmail: placeholder }).where(eq(adminActivity.adminId, userId)).run();
}

/** The activity of one admin action, and the live screens told that the trail has grown. */
export function audit(
  deps: Pick<AppDeps, 'db' | 'events'>,
  admin: Actor,
  action: string,
  details: string | null = null,
) {
  recordActivity(deps.db, admin, action, { details });
  deps.events.adminChanged('activity');
}

/** The first admin account ever created: the owner, the only one who may watch the others. */
export function firstAdminId(db: DbOrTx): number | null {
  return (
    db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).limit(1).get()?.id ??
    null
  );
}
