import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { ADMIN_PERMISSIONS, can } from '../../../shared/admin';
import { formatUsd } from '../../../shared/money';
import { PLANS, type PlanSlug } from '../../../shared/plans';
import { paymentMethodLabel } from '../../../shared/billing';
import { CHARGE_EXPIRY_MS, DUPLICATE_CHARGE_WINDOW_MS, REFUND_WINDOW_MS } from '../../../shared/rules';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import {
  PAYMENT_MESSAGES,
  refundIssued,
  refundLaterPurchaseFirst,
  refundSummary,
  refundTooLarge,
  type PaymentMethod,
} from '../../../shared/schemas/payment';
import type { Db, DbOrTx } from '../../db/client';
import { contracts, extraPageRequests, files, orders, users, type Order, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, invalid, notFound, unavailable } from '../../errors';
import { reportConversion } from '../../integrations/analytics';
import type { PaymentProvider, ProviderName, ProviderState } from '../../integrations/payments';
import { recordActivity } from '../../core/audit';
import {
  noticeToAdmins,
  deliverCommitted,
  emailDeps,
  adminOrderNotice,
  receiptEmail,
  refundEmail,
  type ReceiptInput,
  withMail,
} from '../email';
import { bookHoldOfAccount, notifyAdminsOfBooking } from '../schedule';
import { changePlan, grantPlan, withdrawPlanOfOrder } from '../../core/stores/user-store';
import { assignContractOfOrder } from '../../core/stores/contract-store';
import {
  reducePageRequest,
  startPaidPageRequest,
  startPaidRevision,
  withdrawRevisionOfOrder,
} from '../../core/stores/extras-store';
import {
  assignProjectOfOrder,
  deleteProjectOfOrder,
  revertProjectsPlan,
  startProjectOfOrder,
  upgradeProjectsOf,
} from '../../core/stores/project-store';
import { assignFilesOfOrder } from '../../core/stores/file-store';
import { checkoutSecretOf, findOrder, mayActOnOrder, ownsOrder, type OrderProof } from '../../core/order-access';
import {
  assignPaidOrderToUser,
  claimReceiptSend,
  closePendingOrder,
  type OrderClosing,
  dropCheckoutLink,
  endAwaitingCharge,
  markOrderPaid,
  recordCheckoutSession,
  recordOrder,
  recordRefund,
} from '../../core/stores/order-store';
import { newId } from '../../core/ids';

/** What a plan costs at checkout. admin_special is shown as FREE and never charged (spec part 1 §9). */
const chargeFor = (plan: PlanSlug) => (plan === 'admin_special' ? 0 : PLANS[plan].priceCents);

export interface NewOrder {
  plan: PlanSlug;
  paymentMethod: PaymentMethod;
  customerName: string;
  customerEmail: string;
  meetingSlotId?: string | null;
  returnTo: 'wizard' | 'success_page' | 'dashboard';
  attemptKey?: string;
}

export type CheckoutResult = (
  | { status: 'checkout'; orderId: string; sessionId: string; checkoutUrl: string }
  | { status: 'completed'; orderId: string; message: string }
) & {
  /** For an order placed signed out: what proves its buyer later (order-access.ts); the buyer's alone. */
  checkoutSecret?: string | null;
};

/** `&checkout_secret=…` for a guest order's pages, nothing for an account's. */
const secretParam = (checkoutSecret: string | null) =>
  checkoutSecret ? `&checkout_secret=${encodeURIComponent(checkoutSecret)}` : '';

/** A plan order's own page (agreement and uploads), with the checkout secret an order placed signed out needs. */
export const orderPagePath = (deps: Pick<AppDeps, 'serverKey'>, order: Order) =>
  `/file-upload-contract?order_id=${order.publicId}${secretParam(checkoutSecretOf(deps, order))}`;

/**
 * Where the customer lands after paying; session_id is filled in by the provider or by us. The
 * wizard confirms on its own step; everything else (dashboard purchases, Pay now) on the spec's
 * /payment-success, which polls and says what was bought.
 */
function successPath(
  order: Pick<Order, 'publicId' | 'plan' | 'returnTo'>,
  sessionId: string,
  checkoutSecret: string | null,
): string {
  const query = `order_id=${order.publicId}&session_id=${sessionId}${secretParam(checkoutSecret)}`;
  if (order.returnTo === 'wizard') return `/book/${order.plan}?${query}`;
  return `/payment-success?${query}`;
}
const cancelPath = (order: Pick<Order, 'publicId'>, checkoutSecret: string | null) =>
  `/payment-cancelled?order_id=${order.publicId}${secretParam(checkoutSecret)}`;

/** Where a provider sends the buyer back after paying, or after giving up. */
export function returnPaths(deps: Pick<AppDeps, 'serverKey'>, order: Order, sessionId: string) {
  const checkoutSecret = checkoutSecretOf(deps, order);
  return { success: successPath(order, sessionId, checkoutSecret), cancel: cancelPath(order, checkoutSecret) };
}

/**
 * POST /payment/process: prices the plan on the server, records a pending order and opens the
 * provider's checkout; a free order (admin_special) is paid at once. An order placed signed out
 * (or by an admin for someone) belongs to no account: its answer carries the checkout secret that
 * proves its buyer from then on.
 */
export async function startPlanCheckout(
  deps: AppDeps,
  input: NewOrder,
  caller: { actor: User | null; ip?: string },
): Promise<CheckoutResult> {
  const { actor } = caller;
  if (input.plan === 'admin_special' && !can(actor, 'adminSpecialPlan'))
    throw forbidden(PAYMENT_MESSAGES.adminSpecialOnly);
  if (actor && !actor.isAdmin && actor.plan) throw conflict(PAYMENT_MESSAGES.alreadyHasPlan);
  const owner = actor && !actor.isAdmin ? actor : null;
  const result = await openCheckout(
    deps,
    {
      kind: 'plan',
      plan: input.plan,
      description: `${PLANS[input.plan].name} plan`,
      // A signed-in buyer is the owner; a visitor's order is linked later by signing up with its id.
      userId: owner?.id ?? null,
      email: owner?.email ?? input.customerEmail,
      name: input.customerName,
      amountCents: chargeFor(input.plan),
      paymentMethod: input.paymentMethod,
      meetingSlotId: input.meetingSlotId ?? null,
      returnTo: input.returnTo,
      openedBy: caller.actor ? `u:${caller.actor.id}` : `a:${caller.ip ?? 'unknown'}`,
    },
    { attemptKey: input.attemptKey },
  );
  return { ...result, checkoutSecret: checkoutSecretOf(deps, { publicId: result.orderId, userId: owner?.id ?? null }) };
}

export type OrderValues = Pick<
  Order,
  'kind' | 'plan' | 'description' | 'userId' | 'email' | 'name' | 'amountCents' | 'paymentMethod' | 'returnTo'
> &
  Partial<Pick<Order, 'quantity' | 'meetingSlotId' | 'previousPlan' | 'openedBy'>>;

export interface CheckoutOptions {
  /** The client's key of this checkout attempt: a repeat of it gets this answer again. */
  attemptKey?: string | undefined;
  /** Records what the order buys (a page request, a revision) in the transaction that creates it. */
  onCreated?: (order: Order) => void;
  now?: number;
}

/** A client's attempt key, scoped to whoever makes the attempt: nobody can replay into another's order. */
const scopedKey = (owner: { userId: number | null; email: string }, attemptKey: string) =>
  `${owner.userId === null ? `e:${owner.email.toLowerCase()}` : `u:${owner.userId}`}:${attemptKey}`;

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Records a pending order for a server-computed amount and opens its checkout (or fulfils a free
 * one), once per checkout attempt. A repeat of the attempt (same key) gets the same order and the
 * same provider checkout; an identical charge of the same customer started moments ago under
 * another key, or none, is refused as a double submission.
 */
export async function openCheckout(
  deps: AppDeps,
  values: OrderValues,
  options: CheckoutOptions = {},
): Promise<CheckoutResult> {
  const now = options.now ?? Date.now();
  const provider = values.amountCents === 0 ? null : deps.payments.forMethod(values.paymentMethod);
  if (values.amountCents > 0 && !provider) throw unavailable(PAYMENT_MESSAGES.serviceUnavailable);
  const key = options.attemptKey ? scopedKey(values, options.attemptKey) : null;
  const byKey = () => (key ? deps.db.select().from(orders).where(eq(orders.idempotencyKey, key)).get() : undefined);

  let order: Order;
  let repeat = false;
  try {
    // better-sqlite3 runs this synchronously, so no other request of this process slips in
    // between the checks and the insert; the unique key stops another process.
    ({ order, repeat } = deps.db.transaction((tx) => {
      const earlier = byKey();
      if (earlier) return { order: earlier, repeat: true };
      const identical = identicalPendingCharge(tx, values, now);
      if (identical && sameCheckoutFits(identical, values)) return { order: identical, repeat: true };
      if (identical) throw conflict(PAYMENT_MESSAGES.duplicateCharge);
      const created = recordOrder(tx, {
        ...values,
        openedBy: openerOf(values),
        publicId: newId('ord'),
        provider: provider?.name ?? 'none',
        idempotencyKey: key,
        expiresAt: new Date(now + CHARGE_EXPIRY_MS),
        createdAt: new Date(now),
      });
      options.onCreated?.(created);
      return { order: created, repeat: false };
    }));
  } catch (error) {
    const earlier = isUniqueViolation(error) ? byKey() : undefined;
    if (!earlier) throw error;
    order = earlier;
    repeat = true;
  }

  if (repeat) {
    if (order.status === 'paid' || order.status === 'refunded')
      return { status: 'completed', orderId: order.publicId, message: PAYMENT_MESSAGES.alreadyPaid };
    if (order.status !== 'pending') throw conflict(PAYMENT_MESSAGES.checkoutClosed);
    if (order.providerRef && order.checkoutUrl)
      return {
        status: 'checkout',
        orderId: order.publicId,
        sessionId: order.providerRef,
        checkoutUrl: order.checkoutUrl,
      };
    // The first request is still at the provider: asking again under the same key gets its checkout.
  }
  if (!repeat) await replaceOtherPlanCharges(deps, order, 'older');
  if (!provider) {
    await fulfilOrder(deps, order, { paymentId: null, amountCents: 0 });
    return { status: 'completed', orderId: order.publicId, message: 'Order completed: nothing to pay.' };
  }
  return startProviderCheckout(deps, order, provider, `checkout-${order.publicId}`);
}

/**
 * An account holds one plan, so it has one charge open for one: a new checkout for a plan or an
 * upgrade ends the account's other charges for one (`older` ones, or `all` for Pay now on an
 * older charge), so no tab left open can take money for a plan twice. A checkout found paid
 * meanwhile counts, and then `order` no longer fits the account: it ends too, and is refused.
 */
export async function replaceOtherPlanCharges(deps: AppDeps, order: Order, scope: 'older' | 'all') {
  if (order.userId === null || !isPlanCharge(order)) return;
  let planChanged: boolean;
  try {
    planChanged = await endOpenPlanCharges(
      deps,
      order.userId,
      scope === 'older' ? lt(orders.id, order.id) : ne(orders.id, order.id),
    );
  } catch (error) {
    closePendingOrder(deps.db, order.id, 'failed', 'checkout_unavailable', Date.now());
    throw error;
  }
  if (planChanged) {
    endAwaitingCharge(deps.db, order.id, 'superseded', Date.now());
    throw conflict(PAYMENT_MESSAGES.chargeNotWanted);
  }
}

const isPlanCharge = (order: Order) => order.kind === 'plan' || order.kind === 'upgrade';

/**
 * Ends the account's charges for a plan or an upgrade that await payment (those `which` picks),
 * each closed at its provider first. True when one turned out paid there, and was applied.
 */
async function endOpenPlanCharges(deps: AppDeps, userId: number, which?: SQL): Promise<boolean> {
  const now = Date.now();
  const open = deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.kind, ['plan', 'upgrade']),
        inArray(orders.status, ['pending', 'failed', 'cancelled']),
        which,
      ),
    )
    .all();
  let paid = false;
  for (const charge of open) {
    const settled = await settleOpenCheckout(deps, charge);
    if (settled.status === 'paid') paid = true;
    else endAwaitingCharge(deps.db, charge.id, 'superseded', now);
  }
  return paid;
}

/**
 * Makes sure an order's open checkout can no longer take money before the charge changes hands
 * or ends: it is closed at its provider, or found paid there, and then applied and returned.
 * A provider that cannot be asked leaves the checkout open, and nothing may proceed.
 */
export async function settleOpenCheckout(deps: AppDeps, order: Order): Promise<Order> {
  if (!order.providerRef || order.status !== 'pending' || order.provider === 'test' || order.provider === 'none')
    return order;
  const provider = deps.payments.byName(order.provider);
  try {
    const state = await provider.lookup(order.providerRef);
    if (state.state === 'paid') return await applyProviderState(deps, order, state);
    await provider.closeCheckout(order.providerRef);
    return order;
  } catch (error) {
    deps.log.error({ err: error, orderId: order.publicId }, 'an open checkout could not be closed');
    throw unavailable(PAYMENT_MESSAGES.serviceUnavailable);
  }
}

/**
 * A second click on a plan or an upgrade (Back from the checkout, then Pay again) under a new
 * attempt key: an account's same purchase, by the same method and for the same meeting hold, gets
 * the checkout it already has. Anything else within the window is refused: extra work carries its
 * own request, and an address names no one person (its checkout secret would go to another).
 */
const sameCheckoutFits = (open: Order, values: OrderValues) =>
  isPlanCharge(open) &&
  open.openedBy === `u:${values.userId}` &&
  open.checkoutUrl !== null &&
  open.paymentMethod === values.paymentMethod &&
  open.meetingSlotId === (values.meetingSlotId ?? null);

/** Who opens a charge: the account, or for someone signed out their address (see orders.openedBy). */
const openerOf = (values: OrderValues) => values.openedBy ?? (values.userId === null ? null : `u:${values.userId}`);

/**
 * The same purchase by the same requester, still unpaid, started within the duplicate window. A
 * charge someone else opened under the same email never blocks the buyer's own.
 */
function identicalPendingCharge(tx: DbOrTx, values: OrderValues, now: number) {
  const opener = openerOf(values);
  if (opener === null) return undefined;
  const owner = and(eq(orders.openedBy, opener), eq(orders.email, values.email));
  return tx
    .select()
    .from(orders)
    .where(
      and(
        owner,
        eq(orders.kind, values.kind),
        eq(orders.plan, values.plan),
        eq(orders.quantity, values.quantity ?? 1),
        eq(orders.amountCents, values.amountCents),
        eq(orders.description, values.description),
        eq(orders.status, 'pending'),
        gt(orders.createdAt, new Date(now - DUPLICATE_CHARGE_WINDOW_MS)),
      ),
    )
    .get();
}

/** Opens the provider's checkout for a pending order and keeps its session on the order. */
export async function startProviderCheckout(
  deps: AppDeps,
  order: Order,
  provider: PaymentProvider,
  idempotencyKey: string,
): Promise<CheckoutResult> {
  const paths = returnPaths(deps, order, '{CHECKOUT_SESSION_ID}');
  try {
    const session = await provider.createCheckout({
      orderId: order.publicId,
      amountCents: order.amountCents,
      currency: order.currency,
      description: order.description,
      customerEmail: order.email,
      successUrl: absolute(deps, paths.success),
      cancelUrl: absolute(deps, paths.cancel),
      returnUrl: absolute(deps, `/api/payments/paypal/return?order_id=${order.publicId}`),
      idempotencyKey,
    });
    const opened = recordCheckoutSession(deps.db, order.id, session);
    // Paid meanwhile through the checkout it replaced (Pay now while the old tab paid).
    if (!opened) return { status: 'completed', orderId: order.publicId, message: PAYMENT_MESSAGES.alreadyPaid };
    return { status: 'checkout', orderId: order.publicId, sessionId: session.ref, checkoutUrl: session.url };
  } catch (error) {
    deps.log.error({ err: error, orderId: order.publicId, provider: provider.name }, 'checkout could not be created');
    closePendingOrder(deps.db, order.id, 'failed', 'checkout_unavailable');
    throw unavailable(PAYMENT_MESSAGES.serviceUnavailable);
  }
}

const absolute = (deps: Pick<AppDeps, 'config'>, path: string) => `${deps.config.publicUrl}${path}`;

export function requireOrder(db: Db, ref: { orderId?: string; sessionId?: string }): Order {
  const order = findOrder(db, ref);
  if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  return order;
}

/**
 * Marks an order paid and applies what it bought, exactly once: the conditional update lets only
 * the first of a webhook, a status poll and a return page through. Later calls return the order.
 */
export async function fulfilOrder(
  deps: AppDeps,
  order: Order,
  payment: { paymentId: string | null; amountCents: number | null },
  now = Date.now(),
): Promise<Order> {
  if (payment.amountCents !== null && payment.amountCents !== order.amountCents) {
    // Someone paid a different amount than we priced: never grant the plan for it.
    deps.log.error(
      { orderId: order.publicId, expected: order.amountCents, got: payment.amountCents },
      'paid amount does not match the order',
    );
    closePendingOrder(deps.db, order.id, 'failed', 'amount_mismatch', now);
    return requireOrder(deps.db, { orderId: order.publicId });
  }
  const outcome = deps.db.transaction((tx) => {
    const updated = markOrderPaid(tx, order.id, { receiptId: newId('rcpt'), paymentId: payment.paymentId }, now);
    if (!updated) return null;
    applyPurchase(tx, updated, now);
    // The account's own hold on its meeting time becomes a booking with the plan it paid for. A
    // hold that ran out meanwhile (or was never the buyer's) books nothing: the customer picks a time again.
    const booked =
      updated.meetingSlotId && updated.userId
        ? bookHoldOfAccount(tx, deps, updated.meetingSlotId, updated.userId, updated.publicId, now)
        : undefined;
    if (updated.meetingSlotId && updated.userId && !booked)
      deps.log.warn({ orderId: updated.publicId }, 'meeting hold gone before payment');
    return { updated, booked };
  });
  const paid = outcome?.updated;
  if (!paid) return requireOrder(deps.db, { orderId: order.publicId });
  deps.events.adminChanged('orders', 'customers', 'projects', 'users', 'bookings');

  await sendReceipt(deps, paid, now);
  const receipt = receiptInput(deps, paid);
  await noticeToAdmins(deps, 'payments', {
    summary: `New order: ${paid.description} (${receipt.amount}) from ${paid.name} <${paid.email}>`,
    link: absolute(deps, '/admin?tab=payments'),
    message: (to) => adminOrderNotice(to, receipt),
  });
  if (outcome.booked) {
    await deliverCommitted(emailDeps(deps), outcome.booked.mail);
    await notifyAdminsOfBooking(deps, outcome.booked.meeting);
  }
  reportConversion(
    deps.config.analyticsConversionUrl,
    {
      orderId: paid.publicId,
      value: paid.plan === 'admin_special' ? 1 : paid.amountCents / 100,
      currency: paid.currency,
      plan: paid.plan,
    },
    deps.log,
  );
  return requireOrder(deps.db, { orderId: paid.publicId });
}

/** What a paid order buys, applied in the transaction that marks it paid. */
function applyPurchase(tx: DbOrTx, order: Order, now: number) {
  switch (order.kind) {
    case 'plan':
      // The owner gets the plan and a project record starts at 'Plan Selected'.
      if (order.userId) grantPlan(tx, order.userId, order.plan, order.publicId);
      startProjectOfOrder(tx, order, now);
      return;
    case 'upgrade':
      if (!order.userId) return;
      changePlan(tx, order.userId, order.plan);
      upgradeProjectsOf(tx, order.userId, order.plan, now);
      return;
    case 'extra_pages':
      startPaidPageRequest(tx, order.id);
      return;
    case 'revision':
      startPaidRevision(tx, order.id);
      return;
  }
}

/** Pending to failed, cancelled or expired; a paid order never moves back. */
export function closeOrder(db: Db, order: Order, ...closing: OrderClosing): Order {
  return closePendingOrder(db, order.id, ...closing) ?? requireOrder(db, { orderId: order.publicId });
}

/** The checkout link is dead, the charge is not: a repeat of the attempt must not hand it out again. */
function closeCheckoutOnly(db: Db, order: Order): Order {
  return dropCheckoutLink(db, order.id) ?? order;
}

/** Applies what a provider says about a checkout (webhook, return route or status poll). */
export async function applyProviderState(deps: AppDeps, order: Order, state: ProviderState): Promise<Order> {
  if (state.state === 'paid') return fulfilOrder(deps, order, state);
  // A provider's checkout lapses within a day (Stripe's after 24 hours); the charge itself stays
  // payable from Billing until its own deadline, with a new checkout.
  if (state.state === 'expired') return closeCheckoutOnly(deps.db, order);
  if (state.state === 'failed') return closeOrder(deps.db, order, 'failed', 'payment_failed');
  return order;
}

/** The status poll of the return pages; asks the provider when no webhook has arrived yet. */
export async function checkPayment(deps: AppDeps, order: Order): Promise<Order> {
  if (order.status !== 'pending' || !order.providerRef || order.provider === 'test' || order.provider === 'none')
    return order;
  try {
    return await applyProviderState(deps, order, await deps.payments.byName(order.provider).lookup(order.providerRef));
  } catch (error) {
    deps.log.warn({ err: error, orderId: order.publicId }, 'payment status lookup failed; will retry on the next poll');
    return order;
  }
}

/**
 * A paid charge's receipt: the email and the Billing view show the same. A plan's receipt links to
 * its order page, with the checkout secret when it was bought signed out: the receipt goes to the
 * buyer's address only.
 */
export function receiptInput(deps: Pick<AppDeps, 'config' | 'serverKey'>, order: Order): ReceiptInput {
  const free = order.plan === 'admin_special' && order.kind === 'plan';
  return {
    to: order.email,
    name: order.name,
    orderId: order.publicId,
    receiptId: order.receiptId ?? order.publicId,
    description: order.description,
    items: [
      {
        description: order.description,
        quantity: order.quantity,
        amount: free ? 'FREE' : formatUsd(order.amountCents),
      },
    ],
    amount: free ? 'FREE' : formatUsd(order.amountCents),
    paymentMethod: paymentMethodLabel(order.provider),
    paidAt: order.paidAt ?? new Date(),
    refunded: order.refundedCents > 0 ? formatUsd(order.refundedCents) : null,
    link: absolute(deps, order.kind === 'plan' ? orderPagePath(deps, order) : '/dashboard?tab=billing'),
  };
}

/** Sends the receipt of a paid order once, however many times it is requested. */
export async function sendReceipt(
  deps: AppDeps,
  order: Order,
  now = Date.now(),
): Promise<{ message: string; sent: boolean }> {
  if (order.status !== 'paid' && order.status !== 'refunded') throw invalid(PAYMENT_MESSAGES.orderNotPaid);
  // Claiming the send in the database first makes concurrent requests send one email between them.
  const claimed = await withMail(deps, (tx, mail) => {
    if (!claimReceiptSend(tx, order.id, now)) return false;
    mail(receiptEmail(receiptInput(deps, order)));
    return true;
  });
  return claimed
    ? { message: PAYMENT_MESSAGES.receiptSent, sent: true }
    : { message: PAYMENT_MESSAGES.receiptAlreadySent, sent: false };
}

/** The fields both return pages read (spec part 2 §3 payment status and order details). */
export function orderView(db: Db, order: Order, now = Date.now()) {
  const contract = db
    .select({ id: contracts.publicId, signature: contracts.signature, signedAt: contracts.signedAt })
    .from(contracts)
    // A voided signature is no agreement: the order waits for the buyer to sign again.
    .where(and(eq(contracts.orderId, order.id), isNull(contracts.voidedAt)))
    .get();
  const uploaded = db
    .select({ id: files.id, filename: files.filename, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(eq(files.orderId, order.id))
    .all();
  const refundableUntil =
    order.status === 'paid' && order.paidAt && order.provider !== 'none'
      ? order.paidAt.getTime() + REFUND_WINDOW_MS
      : null;
  return {
    orderId: order.publicId,
    sessionId: order.providerRef,
    kind: order.kind,
    plan: order.plan,
    planName: PLANS[order.plan].name,
    description: order.description,
    amountCents: order.amountCents,
    currency: order.currency,
    customerName: order.name,
    customerEmail: order.email,
    status: order.status,
    paymentMethod: order.paymentMethod,
    provider: order.provider,
    receiptId: order.receiptId,
    paidAt: order.paidAt?.toISOString() ?? null,
    returnTo: order.returnTo,
    contract: contract
      ? { id: contract.id, signature: contract.signature, signedAt: contract.signedAt.toISOString() }
      : null,
    files: uploaded.map((file) => ({
      id: file.id,
      filename: file.filename,
      size: file.size,
      uploadedAt: file.createdAt.toISOString(),
    })),
    refundableUntil: refundableUntil && refundableUntil > now ? new Date(refundableUntil).toISOString() : null,
  };
}
export type OrderView = ReturnType<typeof orderView>;

/**
 * The test checkout page: only orders that went to the built-in provider can be driven from it,
 * by their buyer (signed in, or with the checkout secret the page's address carries).
 */
export function testCheckoutOrder(deps: AppDeps, sessionId: string, proof: OrderProof): Order {
  if (!deps.config.testCheckout) throw notFound(PAYMENT_MESSAGES.noSession);
  const order = findOrder(deps.db, { sessionId });
  if (!order || order.provider !== 'test' || !mayActOnOrder(deps, order, proof))
    throw notFound(PAYMENT_MESSAGES.noSession);
  return order;
}

export async function finishTestCheckout(
  deps: AppDeps,
  sessionId: string,
  outcome: 'succeed' | 'decline' | 'cancel',
  proof: OrderProof,
) {
  const order = testCheckoutOrder(deps, sessionId, proof);
  if (order.status !== 'pending') throw conflict(PAYMENT_MESSAGES.checkoutClosed);
  if (outcome === 'succeed') {
    await fulfilOrder(deps, order, {
      paymentId: `test_pi_${randomBytes(8).toString('hex')}`,
      amountCents: order.amountCents,
    });
    return { redirectUrl: returnPaths(deps, order, sessionId).success, message: null };
  }
  if (outcome === 'decline') {
    closeOrder(deps.db, order, 'failed', 'card_declined');
    return { redirectUrl: null, message: PAYMENT_MESSAGES.declined };
  }
  closeOrder(deps.db, order, 'cancelled', 'cancelled_by_customer');
  return { redirectUrl: returnPaths(deps, order, sessionId).cancel, message: null };
}

/** The checkout's cancel link lands here: a pending order is closed so it can never be charged later. */
export function cancelPendingOrder(db: Db, order: Order) {
  if (order.status === 'pending' && order.provider === 'test')
    closeOrder(db, order, 'cancelled', 'cancelled_by_customer');
}

export interface RefundRequest {
  orderId: string;
  /** Part of what is left of the payment; without it, all that is left. */
  amountCents?: number;
}

/**
 * Pays an order back through the provider that took it and, in the transaction that records the
 * refund, takes back what that money bought (revertPurchase), with an entry in the audit trail.
 * A customer gets a full refund of their own order within 24 hours (spec part 2 §9). An admin
 * holding Payments may refund any order, all or part of what is left, also after the 24 hours:
 * "sales are final" is the customer's promise, and a goodwill refund later is the agency's call.
 */
export async function refundOrder(deps: AppDeps, actor: User, request: RefundRequest, now = Date.now()) {
  const order = requireOrder(deps.db, { orderId: request.orderId });
  const { amountCents, provider } = checkRefund(actor, order, request.amountCents, now);
  const refundedCents = order.refundedCents + amountCents;
  const full = refundedCents === order.amountCents;
  if (full) {
    assertNothingBuiltOn(deps.db, order);
    // The account's plan is about to change, and an open charge for a plan or an upgrade was
    // priced from the plan it has now: it ends first, or a tab left open would buy on a plan
    // that is gone (an upgrade to Pro for its difference alone). One paid meanwhile is built on.
    if (order.userId !== null && isPlanCharge(order) && (await endOpenPlanCharges(deps, order.userId)))
      assertNothingBuiltOn(deps.db, order);
  }
  try {
    await deps.payments.byName(provider).refund({
      ref: order.providerRef ?? '',
      paymentId: order.providerPaymentId,
      amountCents,
      currency: order.currency,
      // One key per order and per total already paid back. A retry after a lost answer has nothing
      // recorded yet, sends the same key and gets the first refund replayed instead of a second
      // one; the next partial refund starts from a new total, so it is not taken for that retry.
      idempotencyKey: `refund-${order.publicId}-${order.refundedCents}`,
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: order.publicId }, 'refund failed at the provider');
    throw unavailable(PAYMENT_MESSAGES.serviceUnavailable);
  }
  const summary = refundSummary({ amountCents, refundedCents, totalCents: order.amountCents });
  const planWithdrawn = full && order.kind === 'plan';
  const reverted = await withMail(deps, (tx, mail) => {
    // Conditional on the total read above: two identical requests at once were one refund under
    // one key at the provider, and only the first of them is recorded.
    if (!recordRefund(tx, order, refundedCents, now)) return null;
    const what = revertPurchase(tx, order, refundedCents, now);
    const action = can(actor, 'refundAnyOrder') ? 'refund_order' : 'refund_own_order';
    recordActivity(tx, actor, action, {
      details: `${order.publicId} (${order.description}) of ${order.email}: ${summary}; ${what.forTeam}`,
    });
    mail(
      refundEmail({
        to: order.email,
        name: order.name,
        orderId: order.publicId,
        description: order.description,
        summary,
        outcome: what.forCustomer,
        planWithdrawn,
      }),
    );
    return what.forTeam;
  });
  if (reverted === null) throw conflict(PAYMENT_MESSAGES.refundAlreadyRecorded);
  deps.events.adminChanged('orders', 'customers', 'projects', 'users', 'activity');
  return { message: refundIssued(summary, reverted), amountCents, refundedCents, fullyRefunded: full, reverted };
}

/** What this refund pays back and through which provider, once the actor may refund this order and that much of it. */
function checkRefund(
  actor: User,
  order: Order,
  requested: number | undefined,
  now: number,
): { amountCents: number; provider: ProviderName } {
  const staff = can(actor, 'refundAnyOrder');
  if (!staff && !ownsOrder(actor, order)) {
    // An admin knows the order exists (the admin area lists orders); a customer learns nothing.
    throw actor.isAdmin
      ? forbidden(ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.payments))
      : notFound(PAYMENT_MESSAGES.orderNotFound);
  }
  const provider = order.provider;
  if (order.status !== 'paid' || provider === 'none') throw invalid(PAYMENT_MESSAGES.refundNotPossible);
  const left = order.amountCents - order.refundedCents;
  if (!staff) {
    if (!order.paidAt || now - order.paidAt.getTime() > REFUND_WINDOW_MS)
      throw invalid(PAYMENT_MESSAGES.refundWindowClosed);
    if (requested !== undefined && requested !== left) throw forbidden(PAYMENT_MESSAGES.partialRefundTeamOnly);
  }
  if (requested !== undefined && requested > left) throw invalid(refundTooLarge(left));
  return { amountCents: requested ?? left, provider };
}

/**
 * A purchase that a later one builds on is refunded in full only after that one: an upgrade was
 * priced from the plan before it, and pages and revisions belong to the plan's project. Refunding
 * newest first keeps every step consistent (an upgrade goes back to the plan the account then
 * has), where taking the plan from under a standing upgrade would leave a paid upgrade of nothing.
 */
function assertNothingBuiltOn(db: Db, order: Order) {
  if (!order.userId || !isPlanCharge(order)) return;
  const later = db
    .select({ description: orders.description })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.status, 'paid'),
        gt(orders.id, order.id),
        order.kind === 'plan' ? ne(orders.kind, 'plan') : eq(orders.kind, 'upgrade'),
      ),
    )
    .orderBy(desc(orders.id))
    .get();
  if (later) throw conflict(refundLaterPurchaseFirst(later.description));
}

/**
 * What a refund took back, said twice: to the team, in the answer and the trail ("nothing
 * reverted: the Pro plan stays"), and to the customer, in their email ("Your Pro plan stays active.").
 */
interface Reverted {
  forTeam: string;
  forCustomer: string;
}

/**
 * Takes back what the refunds of an order, `refundedCents` in all now, paid for; says what in
 * words. A full refund takes everything back; a partial one only whole extra pages it covers.
 */
function revertPurchase(tx: DbOrTx, order: Order, refundedCents: number, now: number): Reverted {
  const full = refundedCents === order.amountCents;
  const stays = planStays(PLANS[order.plan].name);
  switch (order.kind) {
    case 'plan':
      return full ? withdrawPlan(tx, order) : stays;
    case 'upgrade':
      return full ? revertUpgrade(tx, order, now) : stays;
    case 'extra_pages':
      return withdrawPages(tx, order, refundedCents);
    case 'revision':
      if (!full)
        return {
          forTeam: 'nothing reverted: the extra revision stays',
          forCustomer: 'Your extra revision request stays as it is.',
        };
      // 'rejected' is the status that no longer counts toward the plan's rounds (requestRevision).
      withdrawRevisionOfOrder(tx, order.id);
      return { forTeam: 'the extra revision is withdrawn', forCustomer: 'Your extra revision request is cancelled.' };
  }
}

const planStays = (name: string): Reverted => ({
  forTeam: `nothing reverted: the ${name} plan stays`,
  forCustomer: `Your ${name} plan stays active.`,
});

/**
 * The plan leaves the account (if this order is still the plan it holds) and its project record goes; the account and
 * uploads stay.
 */
function withdrawPlan(tx: DbOrTx, order: Order): Reverted {
  const name = PLANS[order.plan].name;
  const held = order.userId ? withdrawPlanOfOrder(tx, order.userId, order.publicId) : false;
  deleteProjectOfOrder(tx, order.id);
  if (order.userId && !held)
    return {
      forTeam: `the ${name} plan's project record is withdrawn; the account keeps the plan it was given since`,
      forCustomer: `We have closed the project of your ${name} plan; your account keeps the plan it has now.`,
    };
  return {
    forTeam: `the ${name} plan and its project record are withdrawn`,
    forCustomer: `Your ${name} plan has ended, and we have closed its project.`,
  };
}

/**
 * Back to the plan the upgrade replaced, if the account is still on the plan it bought (a later upgrade was refused
 * above).
 */
function revertUpgrade(tx: DbOrTx, order: Order, now: number): Reverted {
  const bought = PLANS[order.plan].name;
  if (!order.previousPlan)
    return {
      forTeam: `nothing reverted: the plan this upgrade replaced is not on record; the ${bought} plan stays`,
      forCustomer: planStays(bought).forCustomer,
    };
  const current = order.userId
    ? (tx.select({ plan: users.plan }).from(users).where(eq(users.id, order.userId)).get()?.plan ?? null)
    : null;
  // Moved on some other way (an admin gave the account another plan): that choice stands.
  if (!order.userId || current !== order.plan) {
    const name = current && PLANS[current].name;
    return {
      forTeam: `nothing reverted: the account is on ${name ? `the ${name} plan` : 'no plan'} now, not ${bought}`,
      forCustomer: name
        ? `Your account keeps the ${name} plan it has now.`
        : 'Your account stays as it is, without a plan.',
    };
  }
  changePlan(tx, order.userId, order.previousPlan);
  revertProjectsPlan(tx, order.userId, order.plan, order.previousPlan, now);
  const back = `back from ${bought} to ${PLANS[order.previousPlan].name}`;
  return { forTeam: `the plan is ${back}`, forCustomer: `Your plan is ${back}, and so is your project.` };
}

/**
 * Whole pages paid back come off the request: with $100 of $150 back, 2 of 3 pages; all of them
 * when the order is refunded in full, and then the request is 'rejected', which counts no pages.
 */
function withdrawPages(tx: DbOrTx, order: Order, refundedCents: number): Reverted {
  const covered = (cents: number) => Math.min(order.quantity, Math.floor((cents * order.quantity) / order.amountCents));
  const left = order.quantity - covered(refundedCents);
  const request = tx.select().from(extraPageRequests).where(eq(extraPageRequests.orderId, order.id)).get();
  const withdrawn = (request?.status === 'rejected' ? 0 : (request?.pagesRequested ?? 0)) - left;
  const pages = (count: number) => `${count} extra ${count === 1 ? 'page' : 'pages'}`;
  if (!request || withdrawn <= 0)
    return {
      forTeam: `nothing reverted: ${left} extra page(s) stay`,
      forCustomer: left
        ? `Your project keeps its ${pages(left)}.`
        : 'Your project has no extra pages left to take off.',
    };
  reducePageRequest(tx, request.id, left);
  if (left === 0)
    return {
      forTeam: `${withdrawn} extra page(s) withdrawn`,
      forCustomer: `We have taken ${pages(withdrawn)} off your project.`,
    };
  const stay = left === 1 ? 'stays' : 'stay';
  return {
    forTeam: `${withdrawn} of ${order.quantity} extra page(s) withdrawn, ${left} ${stay}`,
    forCustomer: `We have taken ${withdrawn} of the ${pages(order.quantity)} off your project; ${left} ${stay}.`,
  };
}

/**
 * Signup with an order id (spec part 1 §3): the order must be paid, unclaimed and placed with this
 * email. The new account gets it at once only with the order's checkout secret; otherwise once it
 * proves the address (claimSettledOrderOf), since anyone can type an order id and an address.
 */
export function claimableOrder(db: Db, orderId: string, email: string): Order {
  const order = findOrder(db, { orderId });
  if (!order) throw invalid(PAYMENT_MESSAGES.orderNotFound);
  if (order.status !== 'paid') throw invalid(PAYMENT_MESSAGES.orderNotPaid);
  if (order.userId !== null) throw invalid(PAYMENT_MESSAGES.orderOwnedElsewhere);
  if (order.email !== email.toLowerCase()) throw invalid(PAYMENT_MESSAGES.orderEmailMismatch);
  return order;
}

/**
 * The newest paid plan order placed signed out under the address an account just proved becomes
 * the account's, with its plan, project, files and agreement, if the account holds no plan yet.
 */
export function claimSettledOrderOf(tx: DbOrTx, user: User) {
  if (user.plan || user.isAdmin) return;
  const order = tx
    .select()
    .from(orders)
    .where(and(isNull(orders.userId), eq(orders.email, user.email), eq(orders.kind, 'plan'), eq(orders.status, 'paid')))
    .orderBy(desc(orders.id))
    .get();
  if (order) claimOrder(tx, order, user.id);
}

export function claimOrder(tx: DbOrTx, order: Order, userId: number) {
  assignPaidOrderToUser(tx, order.id, userId);
  if (order.kind === 'plan') grantPlan(tx, userId, order.plan, order.publicId);
  assignProjectOfOrder(tx, order.id, userId);
  assignFilesOfOrder(tx, order.id, userId);
  assignContractOfOrder(tx, order.id, userId);
}
