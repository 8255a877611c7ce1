import { and, count, desc, eq, gt, ne, sql, sum } from 'drizzle-orm';
import { hasPermission, RECENT_ITEMS, type AdminPermission } from '../../../shared/admin';
import { chatSessions, customerMessages, files, meetings, orders, projects, users, type User } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { failedEmailCount } from '../email';
import { bookingView } from '../schedule';
import { projectsWithOwnerName } from './projects';
import { listCustomers, userCounts } from './users';

const countOf = (row: { n: number } | undefined) => row?.n ?? 0;

/**
 * The takings: what was kept of the paid orders (a part refund is taken off; a fully refunded
 * order is no longer paid) and how many they are.
 */
function takings(db: Db) {
  const revenue = db
    .select({ cents: sum(sql`${orders.amountCents} - ${orders.refundedCents}`) })
    .from(orders)
    .where(eq(orders.status, 'paid'))
    .get();
  return {
    totalRevenueCents: Number(revenue?.cents ?? 0),
    paidOrders: countOf(db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid')).get()),
  };
}

/** What an admin without Payments gets instead: no figures at all, since a 0 would read as no sales. */
const NO_TAKINGS = { totalRevenueCents: null, paidOrders: null } as const;

/**
 * Spec part 2 §3 Admin dashboard stats: the overview cards, the tab counts, the takings and the
 * recent lists. Every admin sees the counts; a recent list names customers, so only an admin of its
 * area sees it; the takings and the paid orders are the Payments area's (docs/decisions/051).
 */
export function adminStats(deps: AppDeps, admin: User, now = Date.now()) {
  const mayRead = (area: AdminPermission) => hasPermission(admin, area);
  const { db } = deps;
  const upcoming = and(eq(meetings.status, 'booked'), gt(meetings.startsAt, new Date(now)));
  const customers = listCustomers(db);
  return {
    totalCustomers: customers.length,
    upcomingZoomBookings: countOf(db.select({ n: count() }).from(meetings).where(upcoming).get()),
    totalProjects: countOf(db.select({ n: count() }).from(projects).get()),
    activeProjects: countOf(db.select({ n: count() }).from(projects).where(ne(projects.status, 'Completed')).get()),
    totalMessages: countOf(
      db.select({ n: count() }).from(customerMessages).where(eq(customerMessages.fromAdmin, false)).get(),
    ),
    pendingMessages: countOf(
      db
        .select({ n: count() })
        .from(customerMessages)
        .where(and(eq(customerMessages.fromAdmin, false), eq(customerMessages.responded, false)))
        .get(),
    ),
    totalFiles: countOf(db.select({ n: count() }).from(files).get()),
    failedEmails: failedEmailCount(db),
    waitingChats: countOf(db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.status, 'waiting')).get()),
    totalUsers: countOf(db.select({ n: count() }).from(users).get()),
    // In this place among the fields, so a super admin's answer reads as it did before areas (spec part 2 §3).
    ...(mayRead('payments') ? takings(db) : NO_TAKINGS),
    userCounts: userCounts(db),
    recentBookings: !mayRead('bookings')
      ? []
      : db
          .select()
          .from(meetings)
          .where(upcoming)
          .orderBy(meetings.startsAt)
          .limit(RECENT_ITEMS)
          .all()
          .map((meeting) => bookingView(meeting, deps.config.zoom, now)),
    recentCustomers: mayRead('users') ? customers.slice(0, RECENT_ITEMS) : [],
    recentMessages: !mayRead('messages')
      ? []
      : db
          .select()
          .from(customerMessages)
          .where(eq(customerMessages.fromAdmin, false))
          .orderBy(desc(customerMessages.id))
          .limit(RECENT_ITEMS)
          .all()
          .map((message) => ({
            id: message.id,
            subject: message.subject,
            userEmail: message.email,
            responded: message.responded,
            createdAt: message.createdAt.toISOString(),
          })),
    recentProjects: !mayRead('projects')
      ? []
      : projectsWithOwnerName(db)
          .orderBy(desc(projects.updatedAt), desc(projects.id))
          .limit(RECENT_ITEMS)
          .all()
          .map(({ project, ownerName }) => ({
            id: project.id,
            name: ownerName ?? project.name,
            email: project.email,
            plan: project.plan,
            status: project.status,
            stage: project.stage,
            updatedAt: (project.updatedAt ?? project.createdAt).toISOString(),
          })),
    recentOrders: !mayRead('payments')
      ? []
      : db
          .select()
          .from(orders)
          .where(eq(orders.status, 'paid'))
          .orderBy(desc(orders.paidAt))
          .limit(RECENT_ITEMS)
          .all()
          .map((order) => ({
            orderId: order.publicId,
            name: order.name,
            email: order.email,
            description: order.description,
            amountCents: order.amountCents,
            paidAt: order.paidAt?.toISOString() ?? null,
          })),
  };
}
export type AdminStats = ReturnType<typeof adminStats>;
