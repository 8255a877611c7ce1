import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { webhookEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import { stripeClient, stripeSessionState } from '../../integrations/payments/stripe';
import { findOrder } from '../../core/order-access';
import { applyProviderState, closeOrder } from './service';

const WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe webhooks are not configured',
  badSignature: 'Invalid webhook signature',
} as const;

/**
 * POST /payments/stripe/webhook: the source of truth for Stripe payments. The signature is checked
 * against the raw body; an event id seen before is acknowledged and ignored, and fulfilment itself
 * is idempotent, so replays and concurrent duplicates change nothing.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const { secretKey, webhookSecret, apiBase } = deps.config.stripe;
  if (!secretKey || !webhookSecret) throw notFound(WEBHOOK_MESSAGES.notConfigured);
  const stripe = await stripeClient({ secretKey, apiBase });
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch {
    throw invalid(WEBHOOK_MESSAGES.badSignature);
  }
  if (deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)).get())
    return { received: true, duplicate: true };

  if (event.type.startsWith('checkout.session.')) {
    const session = event.data.object as Stripe.Checkout.Session;
    const order = findOrder(deps.db, { sessionId: session.id });
    if (!order) {
      deps.log.warn({ eventId: event.id, session: session.id }, 'webhook for an unknown checkout session');
    } else if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      await applyProviderState(deps, order, stripeSessionState(session));
    } else if (event.type === 'checkout.session.async_payment_failed') {
      closeOrder(deps.db, order, 'failed', 'payment_failed');
    } else if (event.type === 'checkout.session.expired') {
      await applyProviderState(deps, order, { state: 'expired' });
    }
  }
  deps.db
    .insert(webhookEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type })
    .onConflictDoNothing()
    .run();
  return { received: true, duplicate: false };
}
