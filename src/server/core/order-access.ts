import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { hasPermission, type AdminPermission } from '../../shared/admin';
import { PAYMENT_MESSAGES } from '../../shared/schemas/payment';
import type { Db } from '../db/client';
import { orders, type Order, type User } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { derivedSecret, isDerivedSecret } from './server-key';
import { hasVerifiedEmail } from './ownership';

// Issue 33: an order's id reaches receipts, admin lists and notices, so it is a name, never a
// key. What proves a caller may act on an order is the owner's session; for an order placed signed
// out, the checkout secret its buyer got; for reading, an admin with the right area.

const PURPOSE = 'checkout';

/** Paid (or since refunded): a guest charge attaches to the account that proved its address only then. */
const SETTLED = ['paid', 'refunded'] as const;
const isSettled = (order: Pick<Order, 'status'>) => (SETTLED as readonly string[]).includes(order.status);

/**
 * The secret of an order placed signed out, which the checkout hands to the buying browser and the
 * receipt puts in its link; null for an account's order, which its owner opens signed in. Derived
 * with the server's key, so the database never holds it.
 */
export function checkoutSecretOf(deps: Pick<AppDeps, 'serverKey'>, order: Pick<Order, 'publicId' | 'userId'>) {
  return order.userId === null ? derivedSecret(deps.serverKey, PURPOSE, order.publicId) : null;
}

/**
 * Whether the order is the user's: one they placed signed in, or, once paid, one placed signed out
 * under the address they proved. An unpaid guest charge is nobody's but its checkout's: anyone can
 * type an address.
 */
export function ownsOrder(user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>, order: Order): boolean {
  if (order.userId !== null) return order.userId === user.id;
  return isSettled(order) && hasVerifiedEmail(user) && order.email === user.email;
}

/** The same rule as a query condition (Billing's list). */
export function ordersOwnedBy(user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>): SQL {
  const made = eq(orders.userId, user.id);
  if (!hasVerifiedEmail(user)) return made;
  return or(made, and(isNull(orders.userId), eq(orders.email, user.email), inArray(orders.status, [...SETTLED])))!;
}

/** What a caller brings to an order: their session, and the checkout secret when they have it. */
export interface OrderProof {
  caller: User | null;
  checkoutSecret?: string | null | undefined;
}

/**
 * Whether the caller may act on the order: its owner signed in, the holder of a guest order's
 * checkout secret, or an admin with one of `staffAreas` (reading, never signing for a customer).
 */
export function mayActOnOrder(
  deps: Pick<AppDeps, 'serverKey'>,
  order: Order,
  proof: OrderProof,
  staffAreas: readonly AdminPermission[] = [],
): boolean {
  const { caller } = proof;
  if (caller && ownsOrder(caller, order)) return true;
  if (order.userId === null && isDerivedSecret(deps.serverKey, PURPOSE, order.publicId, proof.checkoutSecret))
    return true;
  return caller !== null && staffAreas.some((area) => hasPermission(caller, area));
}

/** Who may read an order's details and payment state: its buyer, or an admin of payments. */
export const ORDER_READERS = ['payments'] as const satisfies readonly AdminPermission[];

/**
 * The order a call names, when the caller may act on it; anyone else is told it does not exist,
 * so an order id learns nothing. `ref` is an order id or a checkout session id.
 */
export function orderFor(
  deps: Pick<AppDeps, 'db' | 'serverKey'>,
  ref: { orderId?: string | undefined; sessionId?: string | undefined },
  proof: OrderProof,
  staffAreas: readonly AdminPermission[] = [],
): Order {
  const order = findOrder(deps.db, ref);
  if (!order || !mayActOnOrder(deps, order, proof, staffAreas)) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  return order;
}

/**
 * An order by its id, else by its checkout session, whoever asks: for the server's own work, never
 * a caller's say-so.
 */
export function findOrder(
  db: Db,
  ref: { orderId?: string | undefined; sessionId?: string | undefined },
): Order | undefined {
  const byId = ref.orderId ? db.select().from(orders).where(eq(orders.publicId, ref.orderId)).get() : undefined;
  if (byId || !ref.sessionId) return byId;
  return db.select().from(orders).where(eq(orders.providerRef, ref.sessionId)).get();
}
