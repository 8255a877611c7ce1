import type { Config } from '../../config';
import type { PaymentMethod } from '../../../shared/schemas/payment';
import { paypalProvider } from './paypal';
import { stripeProvider } from './stripe';
import { testCheckoutProvider } from './test-checkout';
import type { PaymentProvider, ProviderName } from './types';

export interface PaymentGateway {
  /**
   * The provider that takes a payment by this method: the real one when configured, else the test
   * checkout where it is allowed, else null (payments by this method are unavailable).
   */
  forMethod: (method: PaymentMethod) => PaymentProvider | null;
  byName: (name: ProviderName) => PaymentProvider;
}

export function paymentGateway(config: Pick<Config, 'stripe' | 'paypal' | 'testCheckout'>): PaymentGateway {
  const test = testCheckoutProvider();
  const fallback = config.testCheckout ? test : null;
  const stripe = config.stripe.secretKey
    ? stripeProvider({ secretKey: config.stripe.secretKey, apiBase: config.stripe.apiBase })
    : null;
  const paypal =
    config.paypal.clientId && config.paypal.clientSecret
      ? paypalProvider({
          clientId: config.paypal.clientId,
          clientSecret: config.paypal.clientSecret,
          apiBase: config.paypal.apiBase ?? 'https://api-m.sandbox.paypal.com',
        })
      : null;
  const byName = (name: ProviderName): PaymentProvider =>
    (name === 'stripe' ? stripe : name === 'paypal' ? paypal : test) ?? test;
  return {
    forMethod: (method) => (method === 'stripe' ? (stripe ?? fallback) : (paypal ?? fallback)),
    byName,
  };
}

export type { PaymentProvider, ProviderName, ProviderState } from './types';
