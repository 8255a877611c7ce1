import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox, type OutboxEmail } from '../../db/schema';
import type { MailAttachment, MailTransport } from '../../integrations/mailer';
import { meetingInvite, type MeetingInviteInput } from './calendar-invite';
import type { EmailBody } from './messages';
import { readStoredBody, type StoredBody } from './stored-body';

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

/** A message as features write it; its parts and attachments are made when it is delivered. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  body: EmailBody;
  link?: string;
  /** The link is a secret that acts for the recipient (a reset, a confirmation, a manage link). */
  secretLink?: boolean;
  attachments?: InviteAttachment[];
  /** Not delivered before this time (a reminder); now when absent. */
  notBefore?: Date;
  /** Dropped rather than delivered after this time (a reminder of a meeting that has begun). */
  notAfter?: Date;
  /** Rows that change together (a meeting's reminders), for dropQueued. */
  topic?: string;
}

/** A calendar invite, made on delivery from what the outbox keeps of it. */
interface InviteAttachment {
  filename: string;
  contentType: string;
  invite: {
    startsAt: string;
    zoom: MeetingInviteInput['zoom'];
    uid: string;
    sequence: number;
    method: 'REQUEST' | 'CANCEL';
    /** Absent from invites queued before the attendee was kept: those go out without it. */
    attendee?: MeetingInviteInput['attendee'];
  };
}

/** What the outbox keeps of a message until it is delivered: enough to render it then. */
interface StoredMessage {
  /** Read through readStoredBody: a row queued before a deploy holds its template's props of then. */
  body: StoredBody;
  attachments?: InviteAttachment[];
  secretLink?: boolean;
}

/** A message with its HTML and text parts, from one render of its template. */
interface RenderedEmail {
  to: string;
  subject: string;
  link?: string | null;
  secretLink?: boolean;
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

/** `from` is the mail's sender, the studio, which also organizes the meeting of an invite. */
async function rendered(
  head: { to: string; subject: string; link?: string | null },
  { body, attachments, secretLink }: Pick<OutgoingEmail, 'body' | 'attachments' | 'secretLink'>,
  from: string,
): Promise<RenderedEmail> {
  const { renderEmail } = await loadRenderer();
  const [parts, files] = await Promise.all([
    renderEmail(body),
    attachments &&
      Promise.all(
        attachments.map(async ({ invite: { startsAt, zoom, uid, method, sequence, attendee }, ...file }) => ({
          ...file,
          content: await meetingInvite(
            { startsAt: new Date(startsAt), zoom, organizer: from, attendee },
            uid,
            method,
            sequence,
          ),
        })),
      ),
  ]);
  return { ...head, ...(secretLink ? { secretLink } : {}), ...parts, ...(files ? { attachments: files } : {}) };
}

const LINK_REMOVED = '[link removed from the outbox copy]';

/** What the outbox keeps of a message: all of it, or without its secret link. */
function outboxCopy(deps: EmailDeps, email: RenderedEmail) {
  if (!email.secretLink || !email.link || deps.keepSecretLinks)
    return { text: email.text, html: email.html, link: email.link ?? null };
  const strip = (body: string) =>
    body.replaceAll(email.link!, LINK_REMOVED).replaceAll(escapeAttribute(email.link!), LINK_REMOVED);
  return { text: strip(email.text), html: strip(email.html), link: null };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;');

/**
 * Writes the message to the outbox, to be delivered by `deliverQueued` or the outbox runner.
 * Synchronous, so it goes inside the transaction of what caused it: the two are saved together or
 * not at all. Rendering waits for delivery.
 */
export function queueEmail(db: DbOrTx, message: OutgoingEmail): number {
  const stored: StoredMessage = {
    body: message.body,
    ...(message.attachments ? { attachments: message.attachments } : {}),
    ...(message.secretLink ? { secretLink: true } : {}),
  };
  return db
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      message: stored,
      link: message.link ?? null,
      attachmentNames: message.attachments?.map((attachment) => attachment.filename) ?? null,
      topic: message.topic ?? null,
      // The app's clock, not the database's: a message is due by the time the app goes by.
      notBefore: message.notBefore ?? new Date(),
      notAfter: message.notAfter ?? null,
    })
    .returning({ id: emailOutbox.id })
    .get().id;
}

/** Drops the messages of `topic` not yet delivered (the reminders of a meeting that moved). */
export function dropQueued(db: DbOrTx, topic: string): void {
  db.update(emailOutbox)
    .set({ status: 'dropped', message: null })
    .where(and(eq(emailOutbox.topic, topic), inArray(emailOutbox.status, ['queued', 'sending'])))
    .run();
}

/**
 * A deleted person's mail (decision 043): the copies kept of what was sent to their address or
 * names it (the team's notices of their orders and bookings), and what still waits to go. Only for
 * an address proven to be theirs: others may have written to it, or about it.
 */
export function forgetMailAbout(db: DbOrTx, address: string): void {
  const mentions = sql`instr(lower(${emailOutbox.subject} || coalesce(${emailOutbox.text}, '') || coalesce(${emailOutbox.html}, '') || coalesce(${emailOutbox.message}, '')), ${address.toLowerCase()}) > 0`;
  db.delete(emailOutbox)
    .where(or(sql`lower(${emailOutbox.to}) = ${address.toLowerCase()}`, mentions))
    .run();
}

/**
 * Rewrites the body of the message of `topic` still waiting in the outbox (replies gathered into
 * one email). False when none waits unclaimed: the caller queues a new message.
 */
export function reviseQueued(db: DbOrTx, topic: string, revise: (body: EmailBody) => EmailBody): boolean {
  const row = db
    .select({ id: emailOutbox.id, message: emailOutbox.message })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.topic, topic), eq(emailOutbox.status, 'queued')))
    .get();
  const stored = row?.message as StoredMessage | null | undefined;
  if (!row || !stored) return false;
  db.update(emailOutbox)
    .set({ message: { ...stored, body: revise(readStoredBody(stored.body)) } })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'queued')))
    .run();
  return true;
}

/**
 * Queues the message and delivers it now. Nothing here is thrown, not even a full disk: the action
 * that sent the mail (a sign-up, a booking) has already been saved, and a request that fails now
 * would tell its person that nothing was. A delivery that fails stays queued for the runner's next
 * try; when even the row cannot be written, the message is delivered without one. The outbox id
 * is null then.
 */
export async function sendEmail(deps: EmailDeps, message: OutgoingEmail): Promise<number | null> {
  const id = attempt(deps, 'email could not be recorded in the outbox; delivering it anyway', () =>
    queueEmail(deps.db, message),
  );
  if (id !== null) {
    await deliverQueued(deps, id);
    return id;
  }
  try {
    const email = await rendered(message, message, deps.mailFrom);
    await deps.mailer.deliver({ id: 0, from: deps.mailFrom, ...email });
  } catch (error) {
    deps.log.error({ err: error, subject: message.subject }, 'email delivery failed');
  }
  return null;
}

/** A row made ready to deliver; one from before the outbox kept messages goes as it was rendered then. */
async function renderedRow(row: OutboxEmail, from: string): Promise<RenderedEmail> {
  const stored = row.message as StoredMessage | null;
  if (stored) return rendered(row, { ...stored, body: readStoredBody(stored.body) }, from);
  if (row.text === null) throw new Error('the outbox row holds no message to send');
  return { to: row.to, subject: row.subject, link: row.link, text: row.text, html: row.html ?? row.text };
}

/** How long a delivery may take before the row counts as abandoned (a crash) and is tried again. */
const DELIVERY_LEASE_MS = 2 * 60_000;
/** Tries before a message is marked failed and left to the team. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** The wait after the nth failed try: 30 s, 2 min, 8 min, 32 min, then hourly (about 4 hours in all). */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 4 ** (attempts - 1), 60 * 60_000);

const isDue = (now: number) =>
  and(inArray(emailOutbox.status, ['queued', 'sending']), lte(emailOutbox.notBefore, new Date(now)));

/**
 * Delivers the message `id` if it is due. The row is claimed first (its status and lease set in one
 * statement), so a message is delivered by one caller only, and a delivery cut off by a crash is
 * taken up again once its lease runs out.
 */
export async function deliverQueued(deps: EmailDeps, id: number, now = Date.now()): Promise<void> {
  const row = attempt(deps, 'email could not be claimed for delivery', () =>
    deps.db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${emailOutbox.attempts} + 1`,
        notBefore: new Date(now + DELIVERY_LEASE_MS),
      })
      .where(and(eq(emailOutbox.id, id), isDue(now)))
      .returning()
      .get(),
  );
  if (!row) return;
  let outcome: Partial<typeof emailOutbox.$inferInsert>;
  if (row.notAfter && row.notAfter.getTime() < now) {
    outcome = { status: 'dropped', message: null };
  } else {
    try {
      const email = await renderedRow(row, deps.mailFrom);
      const status = await deps.mailer.deliver({ id: row.id, from: deps.mailFrom, ...email });
      outcome = { status, sentAt: new Date(), error: null, message: null, ...outboxCopy(deps, email) };
    } catch (error) {
      deps.log.error({ err: error, emailId: row.id, attempts: row.attempts }, 'email delivery failed');
      const failed = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      outcome = {
        status: failed ? 'failed' : 'queued',
        error: error instanceof Error ? error.message : String(error),
        ...(failed ? {} : { notBefore: new Date(now + retryDelayMs(row.attempts)) }),
      };
    }
  }
  attempt(deps, 'email outcome could not be recorded', () =>
    deps.db.update(emailOutbox).set(outcome).where(eq(emailOutbox.id, row.id)).run(),
  );
}

/**
 * Runs `write` in one transaction with the mail it queues (`mail(message)`), then delivers that
 * mail once committed: the change and its emails are saved together or not at all, and a crash
 * after the commit leaves the mail to the outbox runner rather than losing it.
 */
export async function withMail<T>(
  deps: Parameters<typeof emailDeps>[0],
  write: (tx: DbOrTx, mail: (message: OutgoingEmail) => void) => T,
): Promise<T> {
  const queued: number[] = [];
  const result = deps.db.transaction((tx) => write(tx, (message) => queued.push(queueEmail(tx, message))));
  await deliverCommitted(emailDeps(deps), queued);
  return result;
}

/** Delivers, in order, messages queued in a transaction that is now committed. */
export async function deliverCommitted(deps: EmailDeps, ids: readonly number[]): Promise<void> {
  for (const id of ids) await deliverQueued(deps, id);
}

/** Delivers every message that is due, oldest first; the number of them. */
export async function deliverDue(deps: EmailDeps, now = Date.now()): Promise<number> {
  const due = deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(isDue(now))
    .orderBy(asc(emailOutbox.notBefore), asc(emailOutbox.id))
    .limit(100)
    .all();
  for (const { id } of due) await deliverQueued(deps, id, now);
  return due.length;
}

/** A failed message queued again by the team, with its tries counted afresh; false when it had not failed. */
export function resendFailed(db: Db, id: number): OutboxEmail | null {
  return (
    db
      .update(emailOutbox)
      .set({ status: 'queued', attempts: 0, error: null, notBefore: new Date() })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning()
      .get() ?? null
  );
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
 * The newest messages first, for admins checking what the site sent, or only those that failed.
 * Callers leave out the link: a reset link in an admin's view would let one account take over another.
 */
export function listOutbox(db: Db, { failedOnly = false } = {}) {
  return db
    .select()
    .from(emailOutbox)
    .where(failedOnly ? eq(emailOutbox.status, 'failed') : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .all();
}

/** How many messages gave up after their last try, for the admin area's count. */
export const failedEmailCount = (db: Db) =>
  db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')).get()?.n ?? 0;
