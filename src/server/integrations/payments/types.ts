// One interface for every way a customer can pay (ARCHITECTURE.md, Payments).

export type ProviderName = 'stripe' | 'paypal' | 'test';

export interface CheckoutRequest {
  /** Our public order id, sent as the provider's reference so events can be matched back. */
  orderId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** Absolute; may contain Stripe's literal {CHECKOUT_SESSION_ID} placeholder. */
  successUrl: string;
  cancelUrl: string;
  /** Absolute URL of our own return route, for providers that need a capture step (PayPal). */
  returnUrl: string;
  /** The same for a repeat of this checkout attempt, so the provider answers it with the same checkout. */
  idempotencyKey: string;
}

interface CheckoutSession {
  /** The provider's id for this checkout: the session_id of the return pages. */
  ref: string;
  /** Where to send the customer to pay. */
  url: string;
}

export type ProviderState =
  | { state: 'paid'; paymentId: string | null; amountCents: number | null }
  | { state: 'open' }
  | { state: 'expired' }
  | { state: 'failed' };

interface RefundRequest {
  ref: string;
  /** Payment intent (Stripe) or capture id (PayPal). */
  paymentId: string | null;
  /** What this refund pays back: all that is left of the payment, or part of it. */
  amountCents: number;
  currency: string;
  /** The same for a retry of this refund, different for the next refund of the same payment. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>;
  /** What the provider says about a checkout now; captures an approved PayPal order. */
  lookup: (ref: string) => Promise<ProviderState>;
  /** Makes an open checkout unpayable before another one is opened for the same order (Pay now). */
  closeCheckout: (ref: string) => Promise<void>;
  refund: (request: RefundRequest) => Promise<void>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}
