import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailTransport } from '../../integrations/mailer';

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
}

/**
 * Records the message in the outbox first, then delivers it. A delivery failure is logged and kept
 * on the row, never thrown: the action that sent the mail (a reset request, a booking) has succeeded.
 */
export async function sendEmail(deps: EmailDeps, email: OutgoingEmail): Promise<number> {
  const row = deps.db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, text: email.text, html: email.html, link: email.link })
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
