import { z } from 'zod';
import {
  orderReference,
  payChargeInput,
  paymentProcessInput,
  refundInput,
  referenceSchema,
  testCheckoutInput,
  testCheckoutOutcome,
} from '../../../shared/schemas/payment';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { billingHistory, chargeReceipt, payCharge } from './billing';
import {
  cancelPendingOrder,
  checkPayment,
  finishTestCheckout,
  orderView,
  refundOrder,
  requireOrder,
  sendReceipt,
  startPlanCheckout,
  testCheckoutOrder,
} from './service';

export const paymentRouter = router({
  /** POST /payment/process: the amount is the plan's price on the server, whatever the client thinks. */
  process: publicProcedure
    .input(paymentProcessInput)
    .mutation(({ ctx, input }) => startPlanCheckout(ctx.deps, input, ctx.user)),

  /** The return pages' poll: order_id and session_id are unguessable, so they work without a login. */
  status: publicProcedure
    .input(orderReference)
    .query(async ({ ctx, input }) => orderView(ctx.deps.db, await checkPayment(ctx.deps, input))),

  sendReceipt: publicProcedure
    .input(z.object({ orderId: referenceSchema }))
    .mutation(({ ctx, input }) => sendReceipt(ctx.deps, requireOrder(ctx.deps.db, input))),

  testCheckout: publicProcedure
    .input(testCheckoutInput)
    .query(({ ctx, input }) => orderView(ctx.deps.db, testCheckoutOrder(ctx.deps, input.sessionId))),

  finishTestCheckout: publicProcedure
    .input(testCheckoutOutcome)
    .mutation(({ ctx, input }) => finishTestCheckout(ctx.deps, input.sessionId, input.outcome)),

  /** The cancel page closes a test-checkout order so it can never be paid later by accident. */
  cancel: publicProcedure.input(z.object({ orderId: referenceSchema })).mutation(({ ctx, input }) => {
    cancelPendingOrder(ctx.deps.db, input.orderId);
    return { ok: true };
  }),

  /** Billing: the signed-in customer's charges, with Pay now and receipts. */
  billing: authedProcedure.query(({ ctx }) => billingHistory(ctx.deps.db, ctx.user)),
  payCharge: authedProcedure.input(payChargeInput).mutation(({ ctx, input }) => payCharge(ctx.deps, ctx.user, input)),
  receipt: authedProcedure
    .input(z.object({ orderId: referenceSchema }))
    .query(({ ctx, input }) => chargeReceipt(ctx.deps, ctx.user, input.orderId)),

  refund: authedProcedure.input(refundInput).mutation(({ ctx, input }) => refundOrder(ctx.deps, ctx.user, input)),
});
