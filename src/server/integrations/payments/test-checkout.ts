import { createHash } from 'node:crypto';
import type { PaymentProvider } from './types';

/**
 * The built-in checkout used when no provider keys are set: a page of this app (/test-checkout)
 * plays the provider's part, and the payment service drives the order from that page's choice.
 */
export function testCheckoutProvider(): PaymentProvider {
  return {
    name: 'test',
    // Derived from the attempt's key, which holds the random order id: a repeat of the attempt
    // gets the same session, as Stripe and PayPal answer a repeated idempotency key.
    // The page carries on what the success address carries for its buyer (a guest's checkout
    // secret), as a real provider hands the buyer back to it.
    async createCheckout({ idempotencyKey, successUrl }) {
      const ref = `test_cs_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
      const secret = new URL(successUrl).searchParams.get('checkout_secret');
      const carried = secret ? `&checkout_secret=${encodeURIComponent(secret)}` : '';
      return { ref, url: `/test-checkout?session_id=${ref}${carried}` };
    },
    // The order row is the whole state of a test checkout; the service never needs to ask.
    async lookup() {
      return { state: 'open' };
    },
    // The test checkout page finds its order by the current session only.
    async closeCheckout() {},
    async refund() {},
  };
}
