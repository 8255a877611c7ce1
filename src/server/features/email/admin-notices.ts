import { and, asc, eq, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { hasPermission, type AdminPermission } from '../../../shared/admin';
import { ADMIN_NOTICE_WINDOW_MS } from '../../../shared/rules';
import type { Db, DbOrTx } from '../../db/client';
import { adminNotices, users, type AdminNotice } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { adminDigestEmail } from './messages';
import { emailDeps, sendEmail, type OutgoingEmail } from './service';

// Issue 33: what customers do reaches the admins who handle it, and never as a flood. Each admin
// gets the first notice at once and what follows within ADMIN_NOTICE_WINDOW_MS in one digest.
// Notices wait in the database, so those due across a restart go out when the server starts.

type NoticeDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>;

/** Who hears of activity in an area: ADMIN_NOTIFY_EMAIL when set, else every admin with that area. */
function adminRecipients(deps: Pick<AppDeps, 'db' | 'config'>, area: AdminPermission): string[] {
  if (deps.config.mail.adminNotifyEmail) return [deps.config.mail.adminNotifyEmail];
  return deps.db
    .select()
    .from(users)
    .where(eq(users.isAdmin, true))
    .all()
    .filter((admin) => hasPermission(admin, area))
    .map((admin) => admin.email);
}

export interface Notice {
  /** One line for a digest. */
  summary: string;
  /** Where an admin acts on it. */
  link?: string;
  /** The email as it goes out when it is the only notice of its window. */
  message: (to: string) => OutgoingEmail;
}

/** Tells the admins of `area` about `notice`: at once, or in the digest that ends the recipient's window. */
export async function noticeToAdmins(deps: NoticeDeps, area: AdminPermission, notice: Notice, now = Date.now()) {
  const recipients = adminRecipients(deps, area);
  if (recipients.length === 0) return;
  deps.db
    .insert(adminNotices)
    .values(
      recipients.map((recipient) => ({
        recipient,
        message: notice.message(recipient),
        summary: notice.summary,
        link: notice.link ?? null,
        createdAt: new Date(now),
      })),
    )
    .run();
  await deliverAdminNotices(deps, now);
}

/** The notices that name a deleted person's proven address, sent or waiting for a digest (decision 043). */
export function forgetNoticesAbout(db: DbOrTx, address: string): void {
  db.delete(adminNotices)
    .where(sql`instr(lower(${adminNotices.summary} || ${adminNotices.message}), ${address.toLowerCase()}) > 0`)
    .run();
}

interface Batch {
  recipient: string;
  notices: AdminNotice[];
}

/**
 * Sends every notice that is due: each recipient whose last email is a window old (or who has
 * none) gets what waits for them, one notice as itself, several as a digest. The rows are claimed
 * in one synchronous transaction first, so two requests at once send each notice once. Schedules
 * itself for the next window that has notices waiting.
 */
export async function deliverAdminNotices(deps: NoticeDeps, now = Date.now()) {
  const { batches, nextDue } = claimDue(deps.db, now);
  for (const { recipient, notices } of batches) {
    const [first] = notices;
    const message =
      notices.length === 1 && first
        ? (first.message as OutgoingEmail)
        : adminDigestEmail(
            recipient,
            notices.map((notice) => ({ summary: notice.summary, link: notice.link })),
            `${deps.config.publicUrl}/admin`,
          );
    await sendEmail(emailDeps(deps), message);
  }
  schedule(deps, nextDue);
}

function claimDue(db: Db, now: number): { batches: Batch[]; nextDue: number | null } {
  return db.transaction((tx) => {
    const waiting = tx
      .select()
      .from(adminNotices)
      .where(isNull(adminNotices.sentAt))
      .orderBy(asc(adminNotices.id))
      .all();
    const recipients = [...new Set(waiting.map((notice) => notice.recipient))];
    if (recipients.length === 0) return { batches: [], nextDue: null };
    const lastSent = new Map(
      tx
        .select({ recipient: adminNotices.recipient, at: max(adminNotices.sentAt) })
        .from(adminNotices)
        .where(and(inArray(adminNotices.recipient, recipients), isNotNull(adminNotices.sentAt)))
        .groupBy(adminNotices.recipient)
        .all()
        .map((row) => [row.recipient, row.at?.getTime() ?? null]),
    );
    const batches: Batch[] = [];
    let nextDue: number | null = null;
    for (const recipient of recipients) {
      const last = lastSent.get(recipient) ?? null;
      if (last !== null && now - last < ADMIN_NOTICE_WINDOW_MS) {
        nextDue = Math.min(nextDue ?? Infinity, last + ADMIN_NOTICE_WINDOW_MS);
        continue;
      }
      const notices = waiting.filter((notice) => notice.recipient === recipient);
      tx.update(adminNotices)
        .set({ sentAt: new Date(now) })
        .where(
          inArray(
            adminNotices.id,
            notices.map((notice) => notice.id),
          ),
        )
        .run();
      batches.push({ recipient, notices });
    }
    // Sent notices are kept a day: the last one of each recipient is what starts their window.
    tx.delete(adminNotices)
      .where(and(isNotNull(adminNotices.sentAt), lt(adminNotices.sentAt, new Date(now - 24 * 60 * 60 * 1000))))
      .run();
    return { batches, nextDue };
  });
}

/** One timer per database: the earliest window that has notices waiting. */
const timers = new WeakMap<Db, { at: number; timer: NodeJS.Timeout }>();

function schedule(deps: NoticeDeps, due: number | null) {
  if (due === null) return;
  const current = timers.get(deps.db);
  if (current && current.at <= due) return;
  if (current) clearTimeout(current.timer);
  const timer = setTimeout(
    () => {
      timers.delete(deps.db);
      deliverAdminNotices(deps).catch((error: unknown) => deps.log.error({ err: error }, 'admin notices failed'));
    },
    Math.max(0, due - Date.now()),
  );
  timer.unref();
  timers.set(deps.db, { at: due, timer });
}

/** The server is closing: nothing more is sent from this process (what waits goes out at the next start). */
export function stopAdminNotices(db: Db) {
  const current = timers.get(db);
  if (current) clearTimeout(current.timer);
  timers.delete(db);
}
