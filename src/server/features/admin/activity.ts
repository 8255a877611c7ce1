import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACTIVITY_LOG_SIZE, ADMIN_ACTIVE_WINDOW_MS } from '../../../shared/admin';
import type { activityInput } from '../../../shared/schemas/admin';
import type { Db, DbOrTx } from '../../db/client';
import { adminActivity, adminPresence, users, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';

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

/** The heartbeat and page views the admin screen sends (spec part 2 §4: every 30 s, and on tab change). */
export function trackActivity(
  deps: Pick<AppDeps, 'db' | 'events'>,
  admin: User,
  input: z.output<typeof activityInput>,
  now = Date.now(),
) {
  const presence = {
    currentPage: input.page,
    chatStatus: input.action === 'logout' ? ('offline' as const) : input.chatStatus,
    lastActivity: new Date(now),
  };
  deps.db
    .insert(adminPresence)
    .values({ adminId: admin.id, ...presence })
    .onConflictDoUpdate({ target: adminPresence.adminId, set: presence })
    .run();
  if (input.action !== 'heartbeat') {
    recordActivity(deps.db, admin, input.action, { page: input.page, duration: input.duration });
    deps.events.adminChanged('activity');
  }
  return { ok: true as const, isActive: input.action !== 'logout' };
}

/** The first admin account ever created: the owner, the only one who may watch the others. */
export function firstAdminId(db: Db): number | null {
  return (
    db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).limit(1).get()?.id ??
    null
  );
}

/** The newest 50 entries of the trail (spec part 2 §9). */
export function activityLog(db: Db) {
  return db
    .select()
    .from(adminActivity)
    .orderBy(desc(adminActivity.id))
    .limit(ACTIVITY_LOG_SIZE)
    .all()
    .map((row) => ({
      id: row.id,
      adminEmail: row.adminEmail,
      action: row.action,
      page: row.page,
      duration: row.duration,
      details: row.details,
      timestamp: row.createdAt.toISOString(),
    }));
}

/** Every admin with their live status: active while heartbeats arrive, with the page they are on. */
export function realtimeStatus(db: Db, now = Date.now()) {
  const admins = db
    .select({ id: users.id, name: users.name, email: users.email, presence: adminPresence })
    .from(users)
    .leftJoin(adminPresence, eq(adminPresence.adminId, users.id))
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .all();
  return admins.map(({ id, name, email, presence }) => {
    const active =
      presence !== null &&
      presence.chatStatus !== 'offline' &&
      presence.lastActivity.getTime() > now - ADMIN_ACTIVE_WINDOW_MS;
    return {
      adminId: id,
      adminInfo: { name, email },
      isActive: active,
      currentPage: active ? presence.currentPage : null,
      chatStatus: active ? presence.chatStatus : ('offline' as const),
      lastActivity: presence?.lastActivity.toISOString() ?? null,
    };
  });
}
