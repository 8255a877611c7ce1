import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './types';

/**
 * The built-in checkout used when no provider keys are set: a page of this app (/test-checkout)
 * plays the provider's part, and the payment service drives the order from that page's choice.
 */
export function testCheckoutProvider(): PaymentProvider {
  return {
    name: 'test',
    async createCheckout() {
      const ref = `test_cs_${randomBytes(16).toString('hex')}`;
      return { ref, url: `/test-checkout?session_id=${ref}` };
    },
    // The order row is the whole state of a test checkout; the service never needs to ask.
    async lookup() {
      return { state: 'open' };
    },
    async refund() {},
  };
}
