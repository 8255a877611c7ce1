import { z } from 'zod';
import { messageAnswer } from '../../../shared/schemas/rest/common';
import {
  checkoutAnswer,
  checkoutHeaders,
  orderDetailsAnswer,
  orderRefParam,
  paymentProcessBody,
  paymentStatusAnswer,
  paypalReturnQuery,
  secretQuery,
  receiptBody,
  refundAnswer,
  refundBody,
  stripeWebhookAnswer,
} from '../../../shared/schemas/rest/payment';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { notFound } from '../../errors';
import { defineRoute, procedureRoute } from '../../http/route';
import { dollars, toWire } from '../../http/wire';
import { anyone } from '../../core/access';
import { ownHeldSlotId } from '../schedule';
import { ORDER_READERS, orderFor } from '../../core/order-access';
import {
  applyProviderState,
  checkPayment,
  orderView,
  requireOrder,
  returnPaths,
  startPlanCheckout,
  type OrderView,
} from './service';
import { handleStripeWebhook } from './webhook';
import { paymentRouter } from './router';

/** Stripe's Checkout Session vocabulary, which the spec's return pages read. */
function statusWire(view: OrderView) {
  const { status } = view;
  const settled = status === 'paid' || status === 'refunded';
  return toWire(paymentStatusAnswer, view, {
    payment_status: settled ? status : 'unpaid',
    status: settled ? 'complete' : status === 'pending' ? 'open' : status,
    order_status: view.status,
    amount: dollars(view.amountCents),
    amount_total: view.amountCents,
  });
}

// Spec part 2 §7 Payment and booking: the payment calls with their snake_case payloads.
export const paymentRoutes = [
  procedureRoute(paymentRouter.process, {
    method: 'POST',
    url: '/payment/process',
    summary: 'Open a checkout for a plan; signed out, the answer carries the checkout secret of the order',
    schema: { headers: checkoutHeaders, body: paymentProcessBody, response: { 200: checkoutAnswer } },
    handler: async ({ deps, body, callerIfAny, request }) => {
      const { meetingDate, meetingTime, ...input } = body;
      // The spec's client sends the chosen meeting time: the buyer's own hold on it is paid for too.
      const slotId =
        input.meetingSlotId ??
        (callerIfAny && typeof meetingDate === 'string' && typeof meetingTime === 'string'
          ? ownHeldSlotId(deps.db, callerIfAny, meetingDate, meetingTime)
          : null);
      const result = await startPlanCheckout(
        deps,
        { ...input, meetingSlotId: slotId },
        { actor: callerIfAny, ip: request.ip },
      );
      const secret = { checkout_secret: result.checkoutSecret ?? null };
      if (result.status === 'completed')
        return { status: 'completed' as const, order_id: result.orderId, message: result.message, ...secret };
      return { checkout_url: result.checkoutUrl, order_id: result.orderId, session_id: result.sessionId, ...secret };
    },
  }),

  // The return pages: for the buyer, signed in or with the checkout secret the return address
  // carries (?checkout_secret=), or an admin of payments. An id alone finds nothing.
  procedureRoute(paymentRouter.status, {
    method: 'GET',
    url: '/payments/stripe/status/:id',
    summary: 'The state of a checkout session',
    schema: { params: orderRefParam, querystring: secretQuery, response: { 200: paymentStatusAnswer } },
    handler: async ({ deps, params, query, callerIfAny }) => {
      const order = orderFor(
        deps,
        { sessionId: params.id },
        { caller: callerIfAny, checkoutSecret: query.checkout_secret },
        ORDER_READERS,
      );
      return statusWire(orderView(deps.db, await checkPayment(deps, order)));
    },
  }),

  procedureRoute(paymentRouter.status, {
    method: 'GET',
    url: '/payments/order-details/:id',
    summary: 'An order, by its id or its checkout session',
    schema: { params: orderRefParam, querystring: secretQuery, response: { 200: orderDetailsAnswer } },
    handler: async ({ deps, params: { id }, query, callerIfAny }) => {
      // The spec's page sends whichever it has: the order id, or the checkout session.
      const order = orderFor(
        deps,
        { orderId: id, sessionId: id },
        { caller: callerIfAny, checkoutSecret: query.checkout_secret },
        ORDER_READERS,
      );
      const view = orderView(deps.db, await checkPayment(deps, order));
      return toWire(orderDetailsAnswer, view, { ...statusWire(view), contract_signed: view.contract !== null });
    },
  }),

  procedureRoute(paymentRouter.sendReceipt, {
    method: 'POST',
    url: '/emails/send-receipt',
    summary: "Email an order's receipt to its buyer, once",
    schema: { body: receiptBody, response: { 200: messageAnswer } },
  }),

  procedureRoute(paymentRouter.refund, {
    method: 'POST',
    url: '/payments/refund',
    summary: 'Refund an order, in full or (for payments admins) in part',
    schema: { body: refundBody, response: { 200: refundAnswer } },
    answer: (refund) =>
      toWire(refundAnswer, refund, {
        amount: dollars(refund.amountCents),
        refunded_total: dollars(refund.refundedCents),
      }),
  }),

  // PayPal sends the buyer back here with its order id as `token`; capturing happens now.
  defineRoute({
    method: 'GET',
    url: '/payments/paypal/return',
    access: anyone,
    // PayPal's token for its own checkout: only the buyer it sent back here has it.
    proof: ['providerSignature'],
    budget: { limit: 'orderLookup' },
    summary: "PayPal's return: capture the payment, then go to the success or cancel page",
    schema: { querystring: paypalReturnQuery, response: { 302: z.null().meta({ description: 'To the page' }) } },
    handler: async ({ deps, query, request, reply }) => {
      const order = requireOrder(deps.db, { orderId: query.order_id });
      // The token is PayPal's id of this order's checkout: without it, nothing of the order is touched.
      if (order.provider !== 'paypal' || order.providerRef !== query.token)
        throw notFound(PAYMENT_MESSAGES.orderNotFound);
      const paths = returnPaths(deps, order, query.token);
      // PayPal cannot close an order it showed: one approved after its charge ended (replaced,
      // cancelled, expired) is left uncaptured, so no money moves for it.
      if (order.status === 'expired' || order.status === 'cancelled') return reply.redirect(paths.cancel);
      let settled = order;
      try {
        settled = await applyProviderState(deps, order, await deps.payments.byName('paypal').lookup(query.token));
      } catch (error) {
        request.log.error({ err: error, orderId: order.publicId }, 'PayPal capture failed');
      }
      // The success page polls and shows an error state itself if the capture did not go through.
      return reply.redirect(settled.status === 'cancelled' ? paths.cancel : paths.success);
    },
  }),

  // Stripe signs the exact bytes it sent, so this route reads the body raw; the signature is the
  // proof, checked by the handler.
  defineRoute({
    method: 'POST',
    url: '/payments/stripe/webhook',
    access: anyone,
    proof: ['providerSignature'],
    budget: { limit: 'webhook' },
    summary: "Stripe's events, signed",
    rawBody: true,
    schema: { response: { 200: stripeWebhookAnswer } },
    handler: ({ deps, request }) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(deps, body, Array.isArray(signature) ? signature[0] : signature);
    },
  }),
];
