import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGES, type adminMessageInput } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { chatSessions, customerMessages, users, type CustomerMessage, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { owns } from '../../core/ownership';
import { findUserByEmail } from '../auth';
import {
  deleteMessageById,
  flipMessageResponded,
  markMessageResponded,
  saveCustomerMessage,
} from '../../core/stores/message-store';
import { notifyCustomer } from '../customer';
import { teamMessageEmail, withMail } from '../email';
import { audit } from '../../core/audit';

/**
 * Spec part 2 §3 Message: what customers wrote, newest first, with the name of the account (or of the chat, for a
 * visitor).
 */
export function listMessages(db: Db) {
  const rows = db
    .select({ message: customerMessages, name: users.name })
    .from(customerMessages)
    .leftJoin(users, eq(users.email, customerMessages.email))
    .where(eq(customerMessages.fromAdmin, false))
    .orderBy(desc(customerMessages.id))
    .all();
  return rows.map(({ message, name }) => ({
    id: message.id,
    subject: message.subject,
    message: message.message,
    userEmail: message.email,
    customerName: name ?? visitorName(db, message.email),
    hasAccount: name !== null,
    responded: message.responded,
    createdAt: message.createdAt.toISOString(),
  }));
}

const visitorName = (db: Db, email: string) =>
  db
    .select({ name: chatSessions.customerName })
    .from(chatSessions)
    .where(eq(chatSessions.customerEmail, email))
    .orderBy(desc(chatSessions.id))
    .get()?.name ?? email;

function requireMessage(db: Db, id: number): CustomerMessage {
  const message = db.select().from(customerMessages).where(eq(customerMessages.id, id)).get();
  if (!message) throw notFound(ADMIN_MESSAGES.messageNotFound);
  return message;
}

/** PUT /admin/messages/{id}/mark-read: toggles the responded flag (spec part 2 §2). */
export function toggleResponded(deps: AppDeps, admin: User, id: number) {
  const message = requireMessage(deps.db, id);
  const updated = flipMessageResponded(deps.db, id)!;
  audit(
    deps,
    admin,
    updated.responded ? 'mark_message_read' : 'mark_message_unread',
    `message #${id} from ${message.email}`,
  );
  deps.events.adminChanged('messages');
  return {
    message: updated.responded ? ADMIN_MESSAGES.markedRead : ADMIN_MESSAGES.markedUnread,
    responded: updated.responded,
  };
}

export function deleteMessage(deps: AppDeps, admin: User, id: number) {
  const message = requireMessage(deps.db, id);
  deleteMessageById(deps.db, id);
  audit(deps, admin, 'delete_message', `message #${id} from ${message.email}: ${message.subject}`);
  deps.events.adminChanged('messages');
  return { message: ADMIN_MESSAGES.messageDeleted };
}

/**
 * Send message and reply (POST /admin/messages/reply): the message appears in the customer's
 * dashboard as from Admin, is emailed to them, and the message it answers counts as responded.
 */
export async function messageCustomer(deps: AppDeps, admin: User, input: z.output<typeof adminMessageInput>) {
  const recipient = recipientOf(deps.db, input.customerEmail);
  const answered = input.messageId ? requireMessage(deps.db, input.messageId) : null;
  if (answered && answered.email !== recipient.email) throw notFound(ADMIN_MESSAGES.messageNotFound);
  // A reply belongs with the message it answers: a visitor's stays with their address, shown to an
  // account with that address only once it has proven it is theirs (issue 18 §7).
  const userId = answered ? answered.userId : (recipient.account?.id ?? null);
  const reachesAccount = recipient.account !== null && owns(recipient.account, { userId, email: recipient.email });
  await withMail(deps, (tx, mail) => {
    saveCustomerMessage(tx, {
      userId,
      email: recipient.email,
      subject: input.subject,
      message: input.message,
      fromAdmin: true,
      responded: true,
    });
    if (answered) markMessageResponded(tx, answered.id);
    mail(
      teamMessageEmail(
        recipient.email,
        recipient.name,
        input.subject,
        input.message,
        reachesAccount ? `${deps.config.publicUrl}/dashboard?tab=messages` : deps.config.publicUrl,
      ),
    );
  });
  if (reachesAccount)
    notifyCustomer(deps.db, recipient.account!.id, {
      type: 'message',
      title: `New message from our team: ${input.subject}`,
      body: input.message.slice(0, 200),
    });
  audit(deps, admin, answered ? 'reply_message' : 'send_message', `${recipient.email}: ${input.subject}`);
  deps.events.adminChanged('messages');
  return { message: ADMIN_MESSAGES.messageSentTo(recipient.name) };
}

/**
 * Who a message from the team goes to: a customer account, or a visitor who wrote to us without
 * one (an unanswered live chat in the inbox), who then hears from us by email only.
 */
function recipientOf(db: Db, email: string): { account: User | null; email: string; name: string } {
  const customer = findUserByEmail(db, email);
  if (customer?.isAdmin) throw notFound(ADMIN_MESSAGES.customerEmailNotFound);
  if (customer) return { account: customer, email: customer.email, name: customer.name };
  const wrote = db
    .select({ id: customerMessages.id })
    .from(customerMessages)
    .where(and(eq(customerMessages.email, email), eq(customerMessages.fromAdmin, false)))
    .get();
  if (!wrote) throw notFound(ADMIN_MESSAGES.customerEmailNotFound);
  return { account: null, email, name: visitorName(db, email) };
}
