import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type Order } from '../../db/schema';
import { recordsOf, type RecordOwner } from '../ownership';

// The one module that writes the orders table (decision 020). Every status change is a
// conditional update, so of two racing requests only one moves the order; each function says
// whether it did. Functions take the caller's transaction when the change must land with others.

/** Unpaid statuses that can still be paid until the charge's deadline. */
const AWAITING = ['pending', 'failed', 'cancelled'] as const;

/** Charges a customer may still pay: unpaid and before their deadline (Billing and bookkeeping read the same). */
export const awaitingPayment = (now: number) =>
  and(inArray(orders.status, [...AWAITING]), or(isNull(orders.expiresAt), gt(orders.expiresAt, new Date(now))))!;

export function recordOrder(db: DbOrTx, values: typeof orders.$inferInsert): Order {
  return db.insert(orders).values(values).returning().get();
}

/** Keeps the provider's checkout on a still pending order; false when it was paid meanwhile. */
export function recordCheckoutSession(db: DbOrTx, orderId: number, session: { ref: string; url: string }): boolean {
  const opened = db
    .update(orders)
    .set({ providerRef: session.ref, checkoutUrl: session.url, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id })
    .get();
  return opened !== undefined;
}

/** How a pending order closes: its new status, the reason it keeps, and when. */
export type OrderClosing = [status: 'failed' | 'cancelled' | 'expired', reason: string, now?: number];

/** Pending to failed, cancelled or expired; undefined when the order was no longer pending. */
export function closePendingOrder(
  db: DbOrTx,
  orderId: number,
  ...[status, reason, now = Date.now()]: OrderClosing
): Order | undefined {
  return db
    .update(orders)
    .set({ status, failureReason: reason, updatedAt: new Date(now) })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning()
    .get();
}

/** The checkout link is dead, the charge is not; undefined when the order was no longer pending. */
export function dropCheckoutLink(db: DbOrTx, orderId: number): Order | undefined {
  return db
    .update(orders)
    .set({ checkoutUrl: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning()
    .get();
}

/** Pending or failed to paid, once: undefined for every call after the first. */
export function markOrderPaid(
  db: DbOrTx,
  orderId: number,
  payment: { receiptId: string; paymentId: string | null },
  now: number,
): Order | undefined {
  return db
    .update(orders)
    .set({
      status: 'paid',
      paidAt: new Date(now),
      receiptId: payment.receiptId,
      providerPaymentId: payment.paymentId,
      updatedAt: new Date(now),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'failed'])))
    .returning()
    .get();
}

/** Claims the sending of the receipt; false when it was sent (or is being sent) already. */
export function claimReceiptSend(db: DbOrTx, orderId: number, now: number): boolean {
  const claimed = db
    .update(orders)
    .set({ receiptSentAt: new Date(now) })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptSentAt)))
    .returning({ id: orders.id })
    .get();
  return claimed !== undefined;
}

/**
 * Records a refund bringing the total paid back to `refundedCents`, conditional on the total the
 * caller read: of two identical requests at once only the first is recorded (false for the other).
 */
export function recordRefund(db: DbOrTx, order: Order, refundedCents: number, now: number): boolean {
  const recorded = db
    .update(orders)
    .set({
      refundedCents,
      refundedAt: new Date(now),
      updatedAt: new Date(now),
      ...(refundedCents === order.amountCents && { status: 'refunded' as const }),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'paid'), eq(orders.refundedCents, order.refundedCents)))
    .returning({ id: orders.id })
    .get();
  return recorded !== undefined;
}

/** Signup with an order id: the paid order becomes the new account's. */
export function assignPaidOrderToUser(db: DbOrTx, orderId: number, userId: number) {
  db.update(orders)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .run();
}

/** Unpaid charges past their deadline become `expired`; a declined or cancelled one keeps its reason. */
export function expireOverdueCharges(db: DbOrTx, now: number): number {
  return db
    .update(orders)
    .set({
      status: 'expired',
      failureReason: sql`coalesce(${orders.failureReason}, 'abandoned')`,
      checkoutUrl: null,
      updatedAt: new Date(now),
    })
    .where(and(inArray(orders.status, [...AWAITING]), lte(orders.expiresAt, new Date(now))))
    .run().changes;
}

/** Pay now's compare-and-set: the charge is this attempt's only if nobody changed its key since `order` was read. */
export function claimChargeAttempt(db: DbOrTx, order: Order, key: string, now: number): boolean {
  const claimed = db
    .update(orders)
    .set({ idempotencyKey: key, checkoutUrl: null, updatedAt: new Date(now) })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, [...AWAITING]),
        order.idempotencyKey === null
          ? sql`${orders.idempotencyKey} is null`
          : eq(orders.idempotencyKey, order.idempotencyKey),
      ),
    )
    .returning({ id: orders.id })
    .get();
  return claimed !== undefined;
}

/** Gives a claimed attempt back: the charge carries the key it had before. */
export function restoreAttemptKey(db: DbOrTx, orderId: number, key: string | null) {
  db.update(orders).set({ idempotencyKey: key }).where(eq(orders.id, orderId)).run();
}

/** The charge, claimed by attempt `key`, is pending again for a new checkout by the method chosen now. */
export function reopenCharge(
  db: DbOrTx,
  orderId: number,
  key: string,
  checkout: Pick<Order, 'userId' | 'paymentMethod' | 'provider' | 'returnTo'>,
  now: number,
): Order | undefined {
  return db
    .update(orders)
    .set({ status: 'pending', failureReason: null, ...checkout, updatedAt: new Date(now) })
    .where(and(eq(orders.id, orderId), eq(orders.idempotencyKey, key), inArray(orders.status, [...AWAITING])))
    .returning()
    .get();
}

/**
 * Ends a charge awaiting payment for `reason` (an admin cancelled it, another charge for the plan
 * replaced it). Expired, not cancelled: a cancelled checkout can still be paid from Billing, this
 * charge cannot. False when it was paid or closed meanwhile.
 */
export function endAwaitingCharge(
  db: DbOrTx,
  orderId: number,
  reason: 'cancelled_by_admin' | 'superseded',
  now: number,
): boolean {
  const closed = db
    .update(orders)
    .set({ status: 'expired', failureReason: reason, checkoutUrl: null, updatedAt: new Date(now) })
    .where(and(eq(orders.id, orderId), awaitingPayment(now)))
    .returning({ id: orders.id })
    .get();
  return closed !== undefined;
}

/**
 * A deleted person's charges stay for the books (decision 043), linked to no account and naming
 * `placeholder` instead of them; who opened each (an account or a client address) goes too. How
 * many there were.
 */
export function anonymiseOrdersOf(db: DbOrTx, owner: RecordOwner, placeholder: { name: string; email: string }) {
  return db
    .update(orders)
    .set({ ...placeholder, userId: null, openedBy: null, updatedAt: new Date() })
    .where(recordsOf(owner, { userId: orders.userId, email: orders.email }))
    .run().changes;
}
