import { chargeStatus, paymentMethodLabel } from '../../../shared/billing';
import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { formatUsd } from '../../../shared/money';
import { pacificToday } from '../../../shared/schedule';
import { BOOKKEEPING_MESSAGES, CHARGE_CSV_COLUMNS, PAYMENTS_LISTED } from '../../../shared/schemas/bookkeeping';
import type { Db } from '../../db/client';
import { orders, users, type Order, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../errors';
import { audit } from '../../core/audit';
import { chargeCancelledEmail, paymentLinkEmail, withMail } from '../email';
import { rejectUnpaidExtrasOfOrder } from '../../core/stores/extras-store';
import { awaitingPayment, endAwaitingCharge } from '../../core/stores/order-store';
import { settleOpenCheckout } from './service';

// The agency's books, from the orders table alone: what was paid, paid back and is still owed.

/** Where a customer pays a charge left awaiting payment: the Billing view of their dashboard. */
export const BILLING_PATH = '/dashboard?tab=billing';

/** The business runs on Pacific time (its meetings do too), so a month is a Pacific month. */
const pacificMonth = (instant: Date) => pacificToday(instant.getTime()).slice(0, 7);

export interface MonthTotals {
  paidCents: number;
  refundedCents: number;
  outstandingCents: number;
  /** Paid less refunded: what the month actually brought in. */
  netCents: number;
}

const emptyTotals = (): MonthTotals => ({ paidCents: 0, refundedCents: 0, outstandingCents: 0, netCents: 0 });

/**
 * Owed: a charge of an account awaiting payment. One opened signed out is nobody's debt until paid:
 * anyone can type an address, and only whoever holds its checkout can pay it (issue 33).
 */
const isOwed = (row: Parameters<typeof chargeStatus>[0] & { userId: number | null }, now: number) =>
  row.userId !== null && chargeStatus(row, now) === 'awaiting_payment';

/**
 * Revenue per month, newest first, with totals. A payment counts in the month it was paid, a
 * refund in the month it was paid back (a refund can come months later), and a charge awaiting
 * payment in the month it was made.
 */
export function monthlyRevenue(db: Db, now = Date.now()) {
  const rows = db
    .select({
      status: orders.status,
      amountCents: orders.amountCents,
      refundedCents: orders.refundedCents,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      createdAt: orders.createdAt,
      expiresAt: orders.expiresAt,
      userId: orders.userId,
    })
    .from(orders)
    .all();
  const months = new Map<string, MonthTotals>();
  const monthOf = (instant: Date) => {
    const key = pacificMonth(instant);
    if (!months.has(key)) months.set(key, emptyTotals());
    return months.get(key)!;
  };
  for (const row of rows) {
    if (row.paidAt) monthOf(row.paidAt).paidCents += row.amountCents;
    if (row.refundedCents > 0)
      monthOf(row.refundedAt ?? row.paidAt ?? row.createdAt).refundedCents += row.refundedCents;
    if (isOwed(row, now)) monthOf(row.createdAt).outstandingCents += row.amountCents;
  }
  const totals = emptyTotals();
  const list = [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, sums]) => {
      sums.netCents = sums.paidCents - sums.refundedCents;
      totals.paidCents += sums.paidCents;
      totals.refundedCents += sums.refundedCents;
      totals.outstandingCents += sums.outstandingCents;
      totals.netCents += sums.netCents;
      return { month, ...sums };
    });
  return { months: list, totals };
}

/**
 * One CSV field (RFC 4180), always quoted, quotes doubled. Names and descriptions come from
 * customers, so every formula start (= + - @, a tab or a carriage return) that begins the cell or
 * follows a separator a spreadsheet might split on (comma, semicolon, tab, pipe) gets an
 * apostrophe before it: the cell reads as text whichever list separator the reader's locale uses
 * (OWASP "CSV injection"). The libraries at hand (csv-stringify's escape_formulas) only look at a
 * cell's first character, hence these few lines.
 */
export function csvField(value: string | number | null): string {
  const text = (value === null ? '' : String(value)).replace(/(^|[,;\t|]\s*)([=+\-@\t\r])/g, "$1'$2");
  return `"${text.replace(/"/g, '""')}"`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Every charge as CSV, oldest first, for an accountant. The date is the day it was paid (Pacific),
 * or the day it was made when it never was; amounts are plain dollars so a spreadsheet can add
 * them up. A byte-order mark lets Excel read the UTF-8 names right; lines end in CRLF (RFC 4180).
 */
export function chargesCsv(db: Db): string {
  const lines = db
    .select()
    .from(orders)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .all()
    .map((order) =>
      [
        pacificToday((order.paidAt ?? order.createdAt).getTime()),
        order.publicId,
        order.receiptId,
        order.name,
        order.email,
        order.description,
        order.kind,
        dollars(order.amountCents),
        dollars(order.refundedCents),
        order.status,
        order.provider,
        order.paymentMethod,
      ]
        .map(csvField)
        .join(','),
    );
  return `\uFEFF${[CHARGE_CSV_COLUMNS.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}

/** The file name of an export made on `now`: the agency's date, so two exports of a day sort together. */
export const chargesCsvFilename = (now = Date.now()) => `charges-${pacificToday(now)}.csv`;

/** Charges with the name their account has now (the order keeps the one given at checkout). */
const chargesWithAccountName = (db: Db) =>
  db.select({ order: orders, accountName: users.name }).from(orders).leftJoin(users, eq(users.id, orders.userId));

/** What the Payments tab's lists show of every charge: which, whose, what and how much. */
const chargeLine = ({ order, accountName }: { order: Order; accountName: string | null }) => ({
  orderId: order.publicId,
  name: accountName ?? order.name,
  email: order.email,
  description: order.description,
  amountCents: order.amountCents,
});

/** Charges a customer has not paid yet, newest first. */
export function awaitingCharges(db: Db, now = Date.now()) {
  return chargesWithAccountName(db)
    .where(and(awaitingPayment(now), isNotNull(orders.userId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .all()
    .map((row) => ({
      ...chargeLine(row),
      kind: row.order.kind,
      provider: row.order.provider,
      createdAt: row.order.createdAt.toISOString(),
    }));
}

/**
 * Payments received, newest first, with how much of each was paid back: where an admin of
 * payments refunds one, in full or in part (decision 012).
 */
export function receivedPayments(db: Db) {
  return chargesWithAccountName(db)
    .where(and(inArray(orders.status, ['paid', 'refunded']), gt(orders.amountCents, 0)))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(PAYMENTS_LISTED)
    .all()
    .map((row) => ({
      ...chargeLine(row),
      refundedCents: row.order.refundedCents,
      paidWith: paymentMethodLabel(row.order.provider),
      paidAt: row.order.paidAt?.toISOString() ?? null,
    }));
}

function requirePendingCharge(db: Db, orderId: string, now = Date.now()): Order {
  const order = db.select().from(orders).where(eq(orders.publicId, orderId)).get();
  if (!order) throw notFound(BOOKKEEPING_MESSAGES.chargeNotFound);
  if (!isOwed(order, now)) throw conflict(BOOKKEEPING_MESSAGES.chargeNotPending);
  return order;
}

/** What an email about a charge tells its customer: under the name their account has now. */
function chargeNotice(deps: AppDeps, order: Order) {
  const name =
    (order.userId
      ? deps.db.select({ name: users.name }).from(users).where(eq(users.id, order.userId)).get()?.name
      : null) ?? order.name;
  return {
    to: order.email,
    name,
    description: order.description,
    amount: formatUsd(order.amountCents),
    link: `${deps.config.publicUrl}${BILLING_PATH}`,
  };
}

/** Emails the customer a link to pay a charge awaiting payment from their dashboard's Billing view. */
export async function resendPaymentLink(deps: AppDeps, admin: User, orderId: string) {
  const order = requirePendingCharge(deps.db, orderId);
  await withMail(deps, (_tx, mail) => {
    mail(paymentLinkEmail(chargeNotice(deps, order)));
    audit(deps, admin, 'resend_payment_link', `${order.publicId} (${order.description}) to ${order.email}`);
  });
  return { message: BOOKKEEPING_MESSAGES.linkSent(order.email) };
}

/**
 * Cancels a charge awaiting payment, so it is no longer owed; the extra pages or revision it was
 * to pay for are turned down with it, in the same transaction, rather than wait for ever.
 */
export async function cancelChargeAsAdmin(deps: AppDeps, admin: User, orderId: string, now = Date.now()) {
  const order = requirePendingCharge(deps.db, orderId, now);
  // Its checkout first: a tab still open on it could otherwise take the money of a cancelled charge.
  const settled = await settleOpenCheckout(deps, order);
  const cancelled = await withMail(deps, (tx, mail) => {
    if (settled.status === 'paid' || !endAwaitingCharge(tx, order.id, 'cancelled_by_admin', now)) return false;
    rejectUnpaidExtrasOfOrder(tx, order.id);
    mail(chargeCancelledEmail(chargeNotice(deps, order)));
    return true;
  });
  // Paid (or closed) between the read and the write: say so rather than pretend it was cancelled.
  if (!cancelled) throw conflict(BOOKKEEPING_MESSAGES.chargeNotPending);
  audit(
    deps,
    admin,
    'cancel_charge',
    `${order.publicId} (${order.description}, ${formatUsd(order.amountCents)}) of ${order.email}`,
  );
  deps.events.adminChanged('orders');
  return { message: BOOKKEEPING_MESSAGES.chargeCancelled(order.description) };
}
