import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, users } from '../../db/schema';
import type { MailAttachment, MailTransport } from '../../integrations/mailer';

/** The email dependencies out of the app's; every feature that sends mail goes through this. */
export const emailDeps = (deps: { db: Db; mailer: MailTransport; config: { mail: { from: string } }; log: EmailDeps['log'] }): EmailDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  mailFrom: deps.config.mail.from,
  log: deps.log,
});

export interface EmailDeps {
  db: Db;
  mailer: MailTransport;
  mailFrom: string;
  log: { error(obj: object, msg: string): void };
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  attachments?: MailAttachment[];
}

/**
 * Records the message in the outbox first, then delivers it. A delivery failure is logged and kept
 * on the row, never thrown: the action that sent the mail (a reset request, a booking) has succeeded.
 */
export async function sendEmail(deps: EmailDeps, email: OutgoingEmail): Promise<number> {
  const row = deps.db
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      link: email.link,
      attachmentNames: email.attachments?.map((attachment) => attachment.filename) ?? null,
    })
    .returning({ id: emailOutbox.id })
    .get();
  try {
    const status = await deps.mailer.deliver({ id: row.id, from: deps.mailFrom, ...email });
    deps.db.update(emailOutbox).set({ status, sentAt: new Date() }).where(eq(emailOutbox.id, row.id)).run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.db.update(emailOutbox).set({ status: 'failed', error: message }).where(eq(emailOutbox.id, row.id)).run();
    deps.log.error({ err: error, emailId: row.id }, 'email delivery failed');
  }
  return row.id;
}

export const OUTBOX_PAGE_SIZE = 50;

/**
 * The newest messages first, for admins checking what the site sent. Callers leave out the link:
 * a reset link in an admin's view would let one account take over another.
 */
export function listOutbox(db: Db) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(OUTBOX_PAGE_SIZE).all();
}

/** Who hears about new bookings and orders: ADMIN_NOTIFY_EMAIL when set, else every admin. */
export function adminRecipients(deps: { db: Db; config: { mail: { adminNotifyEmail: string | null } } }): string[] {
  if (deps.config.mail.adminNotifyEmail) return [deps.config.mail.adminNotifyEmail];
  return deps.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true)).all().map((row) => row.email);
}
