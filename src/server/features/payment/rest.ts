import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentProcessInput, referenceSchema, refundDollars, refundInput } from '../../../shared/schemas/payment';
import { access, callerOf } from '../../http/access';
import { bodyObject, idempotencyKeyOf } from '../../http/body';
import { anyone, signedIn } from '../auth/access';
import { heldSlotId } from '../schedule/service';
import {
  applyProviderState,
  cancelPath,
  checkPayment,
  findOrder,
  orderView,
  refundOrder,
  requireOrder,
  sendReceipt,
  startPlanCheckout,
  successPath,
  type OrderView,
} from './service';
import { handleStripeWebhook } from './webhook';

// Built once: every new zod object schema compiles its parser on first use, at some 70 µs a request.
const idParam = z.object({ id: referenceSchema });
const returnQuery = z.object({ order_id: referenceSchema, token: referenceSchema });

/** Stripe's Checkout Session vocabulary, which the spec's return pages read. */
function statusWire(view: OrderView) {
  return {
    payment_status: view.status === 'paid' ? 'paid' : view.status === 'refunded' ? 'refunded' : 'unpaid',
    status:
      view.status === 'paid' || view.status === 'refunded'
        ? 'complete'
        : view.status === 'pending'
          ? 'open'
          : view.status,
    order_status: view.status,
    customer_email: view.customerEmail,
    customer_name: view.customerName,
    plan: view.plan,
    amount: view.amountCents / 100,
    amount_total: view.amountCents,
    currency: view.currency,
    order_id: view.orderId,
    receipt_id: view.receiptId,
    session_id: view.sessionId,
  };
}

// Spec part 2 §7 Payment and booking: the payment calls with their snake_case payloads.
export async function paymentRest(app: FastifyInstance) {
  const { deps } = app;

  const open = access(anyone);

  app.post('/payment/process', open, async (request) => {
    const body = bodyObject(request.body);
    const user = request.auth?.user ?? null;
    const input = paymentProcessInput.parse({
      plan: body.plan,
      paymentMethod: body.payment_method ?? undefined,
      customerName: body.customer_name,
      customerEmail: body.customer_email,
      returnTo: body.return_to ?? undefined,
      meetingSlotId: body.slot_id ?? null,
      attemptKey: idempotencyKeyOf(request),
    });
    // The spec's client sends the chosen meeting time; a hold of that person on that time is paid for too.
    const slotId =
      input.meetingSlotId ??
      (typeof body.meeting_date === 'string' && typeof body.meeting_time === 'string'
        ? heldSlotId(deps.db, input.customerEmail, body.meeting_date, body.meeting_time)
        : null);
    const result = await startPlanCheckout(deps, { ...input, meetingSlotId: slotId }, user);
    if (result.status === 'completed')
      return { status: 'completed', order_id: result.orderId, message: result.message };
    return { checkout_url: result.checkoutUrl, order_id: result.orderId, session_id: result.sessionId };
  });

  // Order and session ids are unguessable: the return pages work without a login (spec part 2 §2).
  app.get('/payments/stripe/status/:id', open, async (request) => {
    const { id } = idParam.parse(request.params);
    return statusWire(orderView(deps.db, await checkPayment(deps, { sessionId: id })));
  });

  app.get('/payments/order-details/:id', open, async (request) => {
    const { id } = idParam.parse(request.params);
    const ref = findOrder(deps.db, { orderId: id }) ? { orderId: id } : { sessionId: id };
    const view = orderView(deps.db, await checkPayment(deps, ref));
    return {
      ...statusWire(view),
      plan_name: view.planName,
      description: view.description,
      paid_at: view.paidAt,
      contract_signed: view.contract !== null,
      contract: view.contract,
      files: view.files.map((file) => ({
        id: file.id,
        filename: file.filename,
        size: file.size,
        uploaded_at: file.uploadedAt,
      })),
      refundable_until: view.refundableUntil,
    };
  });

  app.post('/emails/send-receipt', open, async (request) => {
    const body = bodyObject(request.body);
    const { id } = idParam.parse({ id: body.order_id });
    const { message } = await sendReceipt(deps, requireOrder(deps.db, { orderId: id }));
    return { message };
  });

  app.post('/payments/refund', access(signedIn()), async (request) => {
    const body = bodyObject(request.body);
    const input = refundInput.parse({
      orderId: body.order_id,
      amountCents: body.amount == null ? undefined : refundDollars.parse(body.amount),
    });
    const refund = await refundOrder(deps, callerOf(request), input);
    return {
      message: refund.message,
      amount: refund.amountCents / 100,
      refunded_total: refund.refundedCents / 100,
      fully_refunded: refund.fullyRefunded,
      reverted: refund.reverted,
    };
  });

  // PayPal sends the buyer back here with its order id as `token`; capturing happens now.
  app.get('/payments/paypal/return', open, async (request, reply) => {
    const query = returnQuery.parse(request.query);
    const order = requireOrder(deps.db, { orderId: query.order_id });
    if (order.provider !== 'paypal' || order.providerRef !== query.token) return reply.redirect(cancelPath(order));
    let settled = order;
    try {
      settled = await applyProviderState(deps, order, await deps.payments.byName('paypal').lookup(query.token));
    } catch (error) {
      request.log.error({ err: error, orderId: order.publicId }, 'PayPal capture failed');
    }
    // The success page polls and shows an error state itself if the capture did not go through.
    return reply.redirect(settled.status === 'cancelled' ? cancelPath(order) : successPath(order, query.token));
  });

  // Stripe signs the exact bytes it sent, so this route reads the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Stripe's signature is the proof here, checked by the handler.
    raw.post('/payments/stripe/webhook', open, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(deps, body, Array.isArray(signature) ? signature[0] : signature);
    });
  });
}
