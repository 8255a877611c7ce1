import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailAttachment, MailTransport } from '../../integrations/mailer';
import type { EmailBody } from './messages';

/** The email dependencies out of the app's; every feature that sends mail goes through this. */
export const emailDeps = (deps: {
  db: Db;
  mailer: MailTransport;
  config: { env: string; mail: { from: string } };
  log: EmailDeps['log'];
}): EmailDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  mailFrom: deps.config.mail.from,
  log: deps.log,
  keepSecretLinks: deps.config.env !== 'production',
});

export interface EmailDeps {
  db: Db;
  mailer: MailTransport;
  mailFrom: string;
  log: { error: (obj: object, msg: string) => void };
  /**
   * Whether the outbox keeps links that act for their recipient (a reset, a confirmation). In
   * production it does not: a copy of the database must not be a way into accounts.
   */
  keepSecretLinks: boolean;
}

/** A message as features write it; its parts and attachments are made when it is sent. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  body: EmailBody;
  link?: string;
  /** The link is a secret that acts for the recipient (a reset, a confirmation, a manage link). */
  secretLink?: boolean;
  attachments?: PendingAttachment[];
}

/** An attachment made on sending (an .ics invite), so its library is loaded only when needed. */
interface PendingAttachment extends Omit<MailAttachment, 'content'> {
  content: () => Promise<string>;
}

/** A message with its HTML and text parts, from one render of its template. */
interface RenderedEmail extends Omit<OutgoingEmail, 'body' | 'attachments'> {
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

// Loaded on first use: react-email would add about a second to the server's start-up.
const loadRenderer = () => import('./render');

/**
 * Loads react-email and the templates in the background, so the first message (often a sign-up's
 * confirmation, which its request waits for) does not pay for loading them. A failure here shows
 * again, logged, when a message is sent.
 */
export function preloadEmailRendering(log: EmailDeps['log']): void {
  loadRenderer().catch((error: unknown) => log.error({ err: error }, 'email templates could not be loaded'));
}

async function rendered({ body, attachments, ...message }: OutgoingEmail): Promise<RenderedEmail> {
  const { renderEmail } = await loadRenderer();
  const [parts, files] = await Promise.all([
    renderEmail(body),
    attachments &&
      Promise.all(attachments.map(async (attachment) => ({ ...attachment, content: await attachment.content() }))),
  ]);
  return { ...message, ...parts, ...(files ? { attachments: files } : {}) };
}

const LINK_REMOVED = '[link removed from the outbox copy]';

/** What the outbox keeps of a message: all of it, or without its secret link. */
function outboxCopy(deps: EmailDeps, email: RenderedEmail) {
  if (!email.secretLink || !email.link || deps.keepSecretLinks)
    return { text: email.text, html: email.html, link: email.link };
  const strip = (body: string) =>
    body.replaceAll(email.link!, LINK_REMOVED).replaceAll(escapeAttribute(email.link!), LINK_REMOVED);
  return { text: strip(email.text), html: strip(email.html), link: null };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;');

/**
 * Renders the message, records it in the outbox, then delivers it. Nothing here is thrown, not
 * even a full disk: the action that sent the mail (a sign-up, a booking) has already been saved,
 * and a request that fails now would tell its person that nothing was. Failures are logged (and
 * kept on the row when there is one); the outbox id is null when the row could not be written.
 * Callers await it after their transaction: rendering is asynchronous.
 */
export async function sendEmail(deps: EmailDeps, message: OutgoingEmail): Promise<number | null> {
  let email: RenderedEmail;
  try {
    // Every message has both parts: mail clients that show HTML get the brand's layout, the rest the text.
    email = await rendered(message);
  } catch (error) {
    deps.log.error({ err: error, subject: message.subject }, 'email could not be rendered');
    return null;
  }
  const id = attempt(
    deps,
    'email could not be recorded in the outbox; delivering it anyway',
    () =>
      deps.db
        .insert(emailOutbox)
        .values({
          to: email.to,
          subject: email.subject,
          ...outboxCopy(deps, email),
          attachmentNames: email.attachments?.map((attachment) => attachment.filename) ?? null,
        })
        .returning({ id: emailOutbox.id })
        .get().id,
  );
  let outcome: Partial<typeof emailOutbox.$inferInsert>;
  try {
    outcome = { status: await deps.mailer.deliver({ id: id ?? 0, from: deps.mailFrom, ...email }), sentAt: new Date() };
  } catch (error) {
    deps.log.error({ err: error, emailId: id }, 'email delivery failed');
    outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  if (id !== null)
    attempt(deps, 'email outcome could not be recorded', () =>
      deps.db.update(emailOutbox).set(outcome).where(eq(emailOutbox.id, id)).run(),
    );
  return id;
}

/** Runs a bookkeeping write that must not fail the action around it; null when it could not be made. */
function attempt<T>(deps: EmailDeps, failure: string, write: () => T): T | null {
  try {
    return write();
  } catch (error) {
    deps.log.error({ err: error }, failure);
    return null;
  }
}

const OUTBOX_PAGE_SIZE = 50;

/**
 * The newest messages first, for admins checking what the site sent. Callers leave out the link:
 * a reset link in an admin's view would let one account take over another.
 */
export function listOutbox(db: Db) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(OUTBOX_PAGE_SIZE).all();
}
