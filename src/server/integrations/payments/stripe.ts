import type Stripe from 'stripe';
import type { CheckoutRequest, PaymentProvider, ProviderState } from './types';

export interface StripeSettings {
  secretKey: string;
  /** Tests point the SDK at a local fake; production leaves it unset. */
  apiBase: string | null;
}

/**
 * The SDK is loaded on first use: it adds about 0.4 s and 20 MB to start-up, and most sites run without Stripe keys.
 */
export async function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Stripe Checkout: a hosted page; the webhook is the source of truth, lookup the fallback. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  let client: Promise<Stripe> | null = null;
  const sdk = () => (client ??= stripeClient(settings));
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: request.customerEmail,
          client_reference_id: request.orderId,
          metadata: { order_id: request.orderId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A repeat of the same checkout attempt (a double click, a retry) gets the same session back.
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { ref: session.id, url: session.url };
    },
    async lookup(ref): Promise<ProviderState> {
      const stripe = await sdk();
      return stripeSessionState(await stripe.checkout.sessions.retrieve(ref));
    },
    async closeCheckout(ref) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.retrieve(ref);
      if (session.status === 'open') await stripe.checkout.sessions.expire(ref);
    },
    async refund({ paymentId, amountCents, idempotencyKey }) {
      if (!paymentId) throw new Error('Stripe refund needs the payment intent id');
      const stripe = await sdk();
      // A retry under the same key gets the first refund back; the same key with another amount is
      // refused by Stripe (idempotency_error) rather than paid as a second refund.
      await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey });
    },
  };
}

export function stripeSessionState(session: Stripe.Checkout.Session): ProviderState {
  if (session.payment_status === 'paid') {
    const intent = session.payment_intent;
    return {
      state: 'paid',
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      amountCents: session.amount_total,
    };
  }
  if (session.status === 'expired') return { state: 'expired' };
  return { state: 'open' };
}
