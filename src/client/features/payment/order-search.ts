import type { PaymentReference } from './use-payment-verification';

/**
 * The query string of the return pages and the order page: ?order_id=..&session_id=.., and for an
 * order placed signed out the checkout secret that proves its buyer (&checkout_secret=..).
 */
export interface OrderSearch {
  order_id?: string;
  session_id?: string;
  checkout_secret?: string;
}

// The router parses query values as JSON, so an all-digit id would arrive as a number.
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A hand-written check keeps zod out of the main bundle (route options are not code-split). */
export function orderSearch(search: Record<string, unknown>): OrderSearch {
  const orderId = text(search.order_id);
  const sessionId = text(search.session_id);
  const secret = text(search.checkout_secret);
  return {
    ...(orderId ? { order_id: orderId } : {}),
    ...(sessionId ? { session_id: sessionId } : {}),
    ...(secret ? { checkout_secret: secret } : {}),
  };
}

/** What to look the order up by; null when the link carries neither id. */
export function referenceOf(search: OrderSearch): PaymentReference | null {
  if (!search.order_id && !search.session_id) return null;
  return { orderId: search.order_id, sessionId: search.session_id, checkoutSecret: search.checkout_secret ?? null };
}
