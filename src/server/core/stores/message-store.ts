import { eq, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerMessages, type CustomerMessage } from '../../db/schema';
import { recordsOf, type RecordOwner } from '../ownership';

// The one module that writes the customer_messages table, the admin inbox and the customer's
// conversation with the team (decision 020).

/** A message from a customer, from the team, or the inbox copy of an unanswered chat; its id. */
export function saveCustomerMessage(db: DbOrTx, values: typeof customerMessages.$inferInsert): number {
  return db.insert(customerMessages).values(values).returning({ id: customerMessages.id }).get().id;
}

export function markMessageResponded(db: DbOrTx, messageId: number) {
  db.update(customerMessages).set({ responded: true }).where(eq(customerMessages.id, messageId)).run();
}

/** Flips the responded flag; the message as it is now, or undefined when there is none. */
export function flipMessageResponded(db: DbOrTx, messageId: number): CustomerMessage | undefined {
  return db
    .update(customerMessages)
    .set({ responded: not(customerMessages.responded) })
    .where(eq(customerMessages.id, messageId))
    .returning()
    .get();
}

/** The inbox copy of a chat follows the conversation, and asks for an answer again. */
export function refreshChatInboxCopy(db: DbOrTx, messageId: number, transcript: string) {
  db.update(customerMessages)
    .set({ message: transcript, responded: false })
    .where(eq(customerMessages.id, messageId))
    .run();
}

export function deleteMessageById(db: DbOrTx, messageId: number) {
  db.delete(customerMessages).where(eq(customerMessages.id, messageId)).run();
}

/** A person's conversation with the team, the team's replies included; how many messages there were. */
export function deleteMessagesOf(db: DbOrTx, owner: RecordOwner): number {
  return db
    .delete(customerMessages)
    .where(recordsOf(owner, { userId: customerMessages.userId, email: customerMessages.email }))
    .run().changes;
}
