import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { extraPageRequests, revisions } from '../../db/schema';

// The one module that writes the revisions and extra_page_requests tables (decision 020): what
// a customer asks for beyond the plan. A paid one waits as 'awaiting_payment' until its order
// is paid; 'rejected' is the status that no longer counts toward the plan's rounds or pages.

export function recordRevisionRequest(db: DbOrTx, values: typeof revisions.$inferInsert) {
  db.insert(revisions).values(values).run();
}

export function recordExtraPagesRequest(db: DbOrTx, values: typeof extraPageRequests.$inferInsert) {
  db.insert(extraPageRequests).values(values).run();
}

/** The order paying for a revision is paid: the work starts. */
export function startPaidRevision(db: DbOrTx, orderId: number) {
  db.update(revisions)
    .set({ status: 'in_progress' })
    .where(and(eq(revisions.orderId, orderId), eq(revisions.status, 'awaiting_payment')))
    .run();
}

/** The order paying for extra pages is paid: the request joins the queue. */
export function startPaidPageRequest(db: DbOrTx, orderId: number) {
  db.update(extraPageRequests)
    .set({ status: 'pending' })
    .where(and(eq(extraPageRequests.orderId, orderId), eq(extraPageRequests.status, 'awaiting_payment')))
    .run();
}

/** The order that was to pay for them is cancelled: the extras still awaiting payment are turned down. */
export function rejectUnpaidExtrasOfOrder(db: DbOrTx, orderId: number) {
  db.update(extraPageRequests)
    .set({ status: 'rejected' })
    .where(and(eq(extraPageRequests.orderId, orderId), eq(extraPageRequests.status, 'awaiting_payment')))
    .run();
  db.update(revisions)
    .set({ status: 'rejected' })
    .where(and(eq(revisions.orderId, orderId), eq(revisions.status, 'awaiting_payment')))
    .run();
}

/** A fully refunded revision no longer counts. */
export function withdrawRevisionOfOrder(db: DbOrTx, orderId: number) {
  db.update(revisions).set({ status: 'rejected' }).where(eq(revisions.orderId, orderId)).run();
}

/** Pages paid back come off a request: `pagesLeft` stay, or none and the request is rejected. */
export function reducePageRequest(db: DbOrTx, requestId: number, pagesLeft: number) {
  db.update(extraPageRequests)
    .set(pagesLeft === 0 ? { status: 'rejected' } : { pagesRequested: pagesLeft })
    .where(eq(extraPageRequests.id, requestId))
    .run();
}
