import { asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { ACTIVITY_LOG_SIZE, ADMIN_ACTIVE_WINDOW_MS } from '../../../shared/admin';
import type { activityInput, activityLogInput } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { adminActivity, adminPresence, users, type User } from '../../db/schema';
import { recordActivity } from '../../core/audit';
import type { AppDeps } from '../../deps';

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

/** The newest 50 entries of the trail (spec part 2 §9), page views left out on request. */
export function activityLog(
  db: Db,
  { withoutPageViews }: NonNullable<z.output<typeof activityLogInput>> = { withoutPageViews: false },
) {
  return db
    .select()
    .from(adminActivity)
    .where(withoutPageViews ? ne(adminActivity.action, 'page_view') : undefined)
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
