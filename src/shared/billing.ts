import { CHARGE_EXPIRY_MS } from './rules';

// The Billing view (issue 19): every charge of a customer, as they read it.

export type ChargeStatus = 'paid' | 'awaiting_payment' | 'refunded' | 'expired';

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  paid: 'Paid',
  awaiting_payment: 'Awaiting payment',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** A charge ended unpaid before its deadline, and why, as Billing says it (else it simply expired). */
export const CHARGE_ENDINGS = {
  cancelled_by_admin: { label: 'Cancelled', note: 'Cancelled by our team' },
  superseded: { label: 'Replaced', note: 'Replaced by a newer checkout' },
} as const;
export type ChargeEnding = keyof typeof CHARGE_ENDINGS;
export const chargeEnding = (reason: string | null): ChargeEnding | null =>
  reason !== null && Object.hasOwn(CHARGE_ENDINGS, reason) ? (reason as ChargeEnding) : null;

type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refunded';

/**
 * What a charge is to its customer. Pending, declined and cancelled checkouts all still await
 * payment until the charge's own deadline: a closed tab or a declined card is not a decision.
 */
export function chargeStatus(order: { status: OrderStatus; expiresAt: Date | null }, now: number): ChargeStatus {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'refunded') return 'refunded';
  if (order.status === 'expired' || (order.expiresAt && order.expiresAt.getTime() <= now)) return 'expired';
  return 'awaiting_payment';
}

const CHARGE_EXPIRY_DAYS = Math.round(CHARGE_EXPIRY_MS / 86_400_000);

export const BILLING_MESSAGES = {
  expiryNote: `A charge left unpaid can be paid here for ${CHARGE_EXPIRY_DAYS} days; after that it expires and you can request it again.`,
  loadFailed: 'Failed to load your billing history. Please try refreshing the page.',
  empty: 'No charges yet.',
  payFailed: 'Failed to create payment session',
  receiptFailed: 'Failed to load the receipt',
} as const;

/** How a charge was paid, in words for receipts. */
export function paymentMethodLabel(provider: 'stripe' | 'paypal' | 'test' | 'none'): string {
  if (provider === 'stripe') return 'Card (Stripe)';
  if (provider === 'paypal') return 'PayPal';
  if (provider === 'test') return 'Card (test checkout)';
  return 'No payment needed';
}
