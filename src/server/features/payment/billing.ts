import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { chargeEnding, chargeStatus } from '../../../shared/billing';
import { PLANS } from '../../../shared/plans';
import { PAYMENT_MESSAGES, type payChargeInput } from '../../../shared/schemas/payment';
import type { Db } from '../../db/client';
import { orders, type Order, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, invalid, unavailable } from '../../errors';
import { orderFor, ordersOwnedBy } from '../../core/order-access';
import {
  claimChargeAttempt,
  expireOverdueCharges,
  reopenCharge,
  restoreAttemptKey,
} from '../../core/stores/order-store';
import {
  receiptInput,
  replaceOtherPlanCharges,
  settleOpenCheckout,
  startProviderCheckout,
  type CheckoutResult,
} from './service';

// Issue 19: the customer's Billing view. Every charge, paid or not, with Pay now on those that
// still await payment, and a printable receipt for each paid one.

/**
 * Unpaid charges past their deadline become `expired` (a declined or cancelled one keeps its
 * reason). Run by Billing before it reads and by a sweep, so bookkeeping sees it too.
 */
export function expireAbandonedCharges(db: Db, now = Date.now()): number {
  return expireOverdueCharges(db, now);
}

/** When a charge stops being payable: its deadline, or the moment it was ended before it (replaced, cancelled). */
const endOf = (order: Order) =>
  order.status === 'expired' && order.updatedAt && order.expiresAt && order.updatedAt < order.expiresAt
    ? order.updatedAt
    : order.expiresAt;

function chargeView(order: Order, now: number) {
  const status = chargeStatus(order, now);
  return {
    orderId: order.publicId,
    kind: order.kind,
    description: order.description,
    planName: PLANS[order.plan].name,
    quantity: order.quantity,
    amountCents: order.amountCents,
    refundedCents: order.refundedCents,
    status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    expiresAt: status === 'awaiting_payment' || status === 'expired' ? (endOf(order)?.toISOString() ?? null) : null,
    /** Why an expired charge ended before its deadline: the team cancelled it, or a newer checkout replaced it. */
    ending: status === 'expired' ? chargeEnding(order.failureReason) : null,
    paymentMethod: order.paymentMethod,
    receiptId: status === 'paid' || status === 'refunded' ? order.receiptId : null,
  };
}
export type ChargeView = ReturnType<typeof chargeView>;

/** Every charge of the customer, newest first. */
export function billingHistory(db: Db, user: User, now = Date.now()): ChargeView[] {
  expireAbandonedCharges(db, now);
  return db
    .select()
    .from(orders)
    .where(ordersOwnedBy(user))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .all()
    .map((order) => chargeView(order, now));
}

/** The customer's own order; someone else's, or an unpaid one opened signed out, is not found. */
const ownOrder = (deps: Pick<AppDeps, 'db' | 'serverKey'>, user: User, orderId: string): Order =>
  orderFor(deps, { orderId }, { caller: user });

/** The receipt of a paid (or since refunded) charge, as the email gave it. */
export function chargeReceipt(deps: Pick<AppDeps, 'db' | 'config' | 'serverKey'>, user: User, orderId: string) {
  const order = ownOrder(deps, user, orderId);
  if (order.status !== 'paid' && order.status !== 'refunded') throw invalid(PAYMENT_MESSAGES.noReceipt);
  const { to, name, receiptId, items, amount, paymentMethod, paidAt, refunded } = receiptInput(deps, order);
  return {
    orderId: order.publicId,
    receiptId,
    customerName: name,
    customerEmail: to,
    items,
    amount,
    paymentMethod,
    paidAt: paidAt.toISOString(),
    refunded,
  };
}

/**
 * What the charge bought must still make sense now: a plan for an account without one, an
 * upgrade from the plan the account is still on, extras for an account with a plan.
 */
function assertStillWanted(user: User, order: Order) {
  const fits =
    order.kind === 'plan'
      ? user.isAdmin || !user.plan
      : order.kind === 'upgrade'
        ? user.plan === order.previousPlan
        : user.plan !== null;
  if (!fits) throw conflict(PAYMENT_MESSAGES.chargeNotWanted);
}

/**
 * Pay now: a new checkout for a charge that awaits payment, by the method chosen now. The order
 * is claimed for this attempt first (a compare-and-set on its key), so a repeat of the attempt
 * gets the same checkout and a concurrent other attempt is refused; the checkout it replaces is
 * closed at the provider before the new one opens, so the old tab can no longer take money.
 */
export async function payCharge(
  deps: AppDeps,
  user: User,
  input: z.output<typeof payChargeInput>,
  now = Date.now(),
): Promise<CheckoutResult> {
  expireAbandonedCharges(deps.db, now);
  const order = ownOrder(deps, user, input.orderId);
  const key = `u:${user.id}:pay:${input.attemptKey ?? createHash('sha256').update(`${order.publicId}:${now}`).digest('hex')}`;
  if (order.idempotencyKey === key) {
    if (order.status === 'paid' || order.status === 'refunded')
      return { status: 'completed', orderId: order.publicId, message: PAYMENT_MESSAGES.alreadyPaid };
    if (order.status === 'pending' && order.providerRef && order.checkoutUrl)
      return {
        status: 'checkout',
        orderId: order.publicId,
        sessionId: order.providerRef,
        checkoutUrl: order.checkoutUrl,
      };
  }
  if (order.status === 'paid' || order.status === 'refunded') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  if (chargeStatus(order, now) === 'expired') throw invalid(PAYMENT_MESSAGES.chargeExpired);
  assertStillWanted(user, order);
  const provider = deps.payments.forMethod(input.paymentMethod);
  if (!provider || order.amountCents === 0) throw unavailable(PAYMENT_MESSAGES.serviceUnavailable);

  if (order.idempotencyKey !== key) {
    if (!claimChargeAttempt(deps.db, order, key, now)) throw conflict(PAYMENT_MESSAGES.checkoutInProgress);
    const settled = await closePreviousCheckout(deps, order);
    if (settled.status === 'paid')
      return { status: 'completed', orderId: order.publicId, message: PAYMENT_MESSAGES.alreadyPaid };
  }
  const reopened = reopenCharge(
    deps.db,
    order.id,
    key,
    {
      // A guest's order paid from the account that proved its address becomes the account's.
      userId: order.userId ?? user.id,
      paymentMethod: input.paymentMethod,
      provider: provider.name,
      returnTo: order.returnTo === 'wizard' ? 'success_page' : order.returnTo,
    },
    now,
  );
  if (!reopened) throw conflict(PAYMENT_MESSAGES.checkoutInProgress);
  await replaceOtherPlanCharges(deps, reopened, 'all');
  return startProviderCheckout(
    deps,
    reopened,
    provider,
    `checkout-${order.publicId}-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
  );
}

/** Settles or closes the checkout a Pay now replaces; paid there means paid, whatever the customer clicked. */
async function closePreviousCheckout(deps: AppDeps, order: Order): Promise<Order> {
  try {
    return await settleOpenCheckout(deps, order);
  } catch (error) {
    // Opening a second checkout now could take the money twice; give the attempt back.
    restoreAttemptKey(deps.db, order.id, order.idempotencyKey);
    throw error;
  }
}
