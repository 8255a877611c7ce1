import type { CheckoutRequest, PaymentProvider, ProviderState } from './types';
import { ProviderError } from './types';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local fake in tests. */
  apiBase: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: { payments?: { captures?: { id: string; status: string; amount?: { value: string } }[] } }[];
}

const toCents = (value: string | undefined) => (value === undefined ? null : Math.round(Number(value) * 100));

/** PayPal Orders API v2: create, send the buyer to approve, capture when they come back. */
export function paypalProvider(settings: PayPalSettings): PaymentProvider {
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const response = await fetch(`${settings.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new ProviderError(`PayPal authentication failed (${response.status})`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    requestId?: string,
    prefer?: string,
  ): Promise<T> {
    const response = await fetch(`${settings.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...(requestId && { 'paypal-request-id': requestId }),
        ...(prefer && { prefer }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new ProviderError(`PayPal ${method} ${path} failed (${response.status})`);
    return (await response.json()) as T;
  }

  function captured(order: PayPalOrder): ProviderState {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    // A completed order can hold a capture still PENDING (under review): the money is not there yet.
    if (capture?.status !== 'COMPLETED') return { state: 'open' };
    return { state: 'paid', paymentId: capture.id, amountCents: toCents(capture.amount?.value) };
  }

  return {
    name: 'paypal',
    async createCheckout(request: CheckoutRequest) {
      const order = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.orderId,
              custom_id: request.orderId,
              description: request.description,
              amount: { currency_code: request.currency.toUpperCase(), value: (request.amountCents / 100).toFixed(2) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        request.idempotencyKey,
      );
      const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approve) throw new ProviderError('PayPal returned an order without an approval link');
      return { ref: order.id, url: approve.href };
    },
    async lookup(ref): Promise<ProviderState> {
      const order = await call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`);
      if (order.status === 'COMPLETED') return captured(order);
      if (order.status === 'APPROVED') {
        // The buyer approved: capturing is what actually moves the money (idempotent by request id).
        const done = await call<PayPalOrder>(
          'POST',
          `/v2/checkout/orders/${encodeURIComponent(ref)}/capture`,
          {},
          `capture-${ref}`,
        );
        return done.status === 'COMPLETED' ? captured(done) : { state: 'failed' };
      }
      if (order.status === 'VOIDED') return { state: 'expired' };
      return { state: 'open' };
    },
    // An order the buyer approves is only paid when we capture it, and our return route captures
    // only the order's current PayPal order: an older one left open can never take money.
    async closeCheckout() {},
    async refund({ paymentId, amountCents, currency, idempotencyKey }) {
      if (!paymentId) throw new ProviderError('PayPal refund needs the capture id');
      const value = (amountCents / 100).toFixed(2);
      const refund = await call<{ amount?: { value: string } }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(paymentId)}/refund`,
        { amount: { value, currency_code: currency.toUpperCase() } },
        idempotencyKey,
        'return=representation',
      );
      // PayPal answers a reused request id with the first refund, whatever amount this one asked
      // for: fail rather than record an amount that is not the one that went back.
      if (refund.amount && refund.amount.value !== value)
        throw new ProviderError(`PayPal replayed an earlier refund of ${refund.amount.value} under ${idempotencyKey}`);
    },
  };
}
