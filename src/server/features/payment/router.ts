import { z } from 'zod';
import {
  checkoutSecretSchema,
  orderReference,
  payChargeInput,
  paymentProcessInput,
  refundInput,
  referenceSchema,
  testCheckoutInput,
  testCheckoutOutcome,
} from '../../../shared/schemas/payment';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { adminArea } from '../../core/doors';
import { billingHistory, chargeReceipt, payCharge } from './billing';
import { ORDER_READERS, orderFor } from '../../core/order-access';
import {
  cancelPendingOrder,
  checkPayment,
  finishTestCheckout,
  orderView,
  refundOrder,
  sendReceipt,
  startPlanCheckout,
  testCheckoutOrder,
} from './service';

/** An order named by its id, with the checkout secret of an order placed signed out. */
const namedOrder = z.object({ orderId: referenceSchema, checkoutSecret: checkoutSecretSchema });

/** Who may act on an order by its id: its buyer, signed in or holding the checkout secret. */
const BUYER = ['session', 'checkoutSecret'] as const;

export const paymentRouter = router({
  /** POST /payment/process: the amount is the plan's price on the server, whatever the client thinks. */
  process: publicProcedure
    .meta({
      proof: ['nothing'],
      budget: { limit: 'checkout', email: 'customerEmail', restEmail: 'body.customer_email' },
    })
    .input(paymentProcessInput)
    .mutation(({ ctx, input }) => startPlanCheckout(ctx.deps, input, { actor: ctx.user, ip: ctx.ip })),

  /** The return pages' poll: the buyer, or an admin of payments. */
  status: publicProcedure
    .meta({ proof: [...BUYER, adminArea(...ORDER_READERS)], budget: { limit: 'orderLookup' } })
    .input(orderReference)
    .query(async ({ ctx, input }) => {
      const order = orderFor(
        ctx.deps,
        input,
        { caller: ctx.user, checkoutSecret: input.checkoutSecret },
        ORDER_READERS,
      );
      return orderView(ctx.deps.db, await checkPayment(ctx.deps, order));
    }),

  sendReceipt: publicProcedure
    .meta({ proof: [...BUYER], budget: { limit: 'orderEmails' } })
    .input(namedOrder)
    .mutation(({ ctx, input }) =>
      sendReceipt(ctx.deps, orderFor(ctx.deps, input, { caller: ctx.user, checkoutSecret: input.checkoutSecret })),
    ),

  testCheckout: publicProcedure
    .meta({ proof: [...BUYER] })
    .input(testCheckoutInput)
    .query(({ ctx, input }) =>
      orderView(
        ctx.deps.db,
        testCheckoutOrder(ctx.deps, input.sessionId, { caller: ctx.user, checkoutSecret: input.checkoutSecret }),
      ),
    ),

  finishTestCheckout: publicProcedure
    .meta({ proof: [...BUYER], budget: { limit: 'testCheckout' } })
    .input(testCheckoutOutcome)
    .mutation(({ ctx, input }) =>
      finishTestCheckout(ctx.deps, input.sessionId, input.outcome, {
        caller: ctx.user,
        checkoutSecret: input.checkoutSecret,
      }),
    ),

  /** The cancel page closes a test-checkout order so it can never be paid later by accident. */
  cancel: publicProcedure
    .meta({ proof: [...BUYER], budget: { limit: 'orderCancel' } })
    .input(namedOrder)
    .mutation(({ ctx, input }) => {
      cancelPendingOrder(
        ctx.deps.db,
        orderFor(ctx.deps, input, { caller: ctx.user, checkoutSecret: input.checkoutSecret }),
      );
      return { ok: true };
    }),

  /** Billing: the signed-in customer's charges, with Pay now and receipts. */
  billing: authedProcedure.query(({ ctx }) => billingHistory(ctx.deps.db, ctx.user)),
  payCharge: authedProcedure
    .meta({ budget: { limit: 'checkout' } })
    .input(payChargeInput)
    .mutation(({ ctx, input }) => payCharge(ctx.deps, ctx.user, input)),
  receipt: authedProcedure
    .input(z.object({ orderId: referenceSchema }))
    .query(({ ctx, input }) => chargeReceipt(ctx.deps, ctx.user, input.orderId)),

  refund: authedProcedure
    .meta({ proof: ['session', adminArea('payments')], budget: { limit: 'orderCancel', staffArea: 'payments' } })
    .input(refundInput)
    .mutation(({ ctx, input }) => refundOrder(ctx.deps, ctx.user, input)),
});
