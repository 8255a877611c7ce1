import { z } from 'zod';
import { checkoutSecretSchema, paymentProcessInput, referenceSchema, refundDollars, refundInput } from '../payment';
import { ATTEMPT_KEY, restBody, snakeBody } from './body';
import { timestamp } from './common';

// Spec part 2 §7 Payment and booking: the payment calls' snake_case payloads and answers.
const payment = paymentProcessInput.shape;

/** The meeting time the spec's client sends along, read as it comes: a hold on it is paid for too. */
export const paymentProcessBody = restBody(
  paymentProcessInput.extend({ meetingDate: z.unknown(), meetingTime: z.unknown() }),
  {
    plan: payment.plan,
    payment_method: payment.paymentMethod.nullable(),
    customer_name: payment.customerName,
    customer_email: payment.customerEmail,
    return_to: payment.returnTo.nullable(),
    slot_id: payment.meetingSlotId,
    meeting_date: z.string().optional(),
    meeting_time: z.string().optional(),
  },
  (body) => ({
    plan: body.plan,
    paymentMethod: body.payment_method ?? undefined,
    customerName: body.customer_name,
    customerEmail: body.customer_email,
    returnTo: body.return_to ?? undefined,
    meetingSlotId: body.slot_id ?? null,
    attemptKey: body[ATTEMPT_KEY],
    meetingDate: body.meeting_date,
    meetingTime: body.meeting_time,
  }),
);

export const receiptBody = snakeBody(z.object({ orderId: referenceSchema, checkoutSecret: checkoutSecretSchema }));

/** The checkout secret of an order placed signed out, on the return pages' calls (never its id alone). */
export const secretQuery = z.object({ checkout_secret: checkoutSecretSchema });

/** The amount is in dollars and checked first: a wrong one is refused on its own. */
export const refundBody = restBody(
  z
    .looseObject({ amount: refundDollars.nullish() })
    .transform((body): z.input<typeof refundInput> => ({
      orderId: body.order_id as string,
      amountCents: body.amount ?? undefined,
    }))
    .pipe(refundInput),
  { order_id: referenceSchema, amount: refundDollars.optional() },
  // Read as it comes: the input schema checks the amount before the order.
  (body) => ({ ...body, amount: body.amount }),
);

export const orderRefParam = z.object({ id: referenceSchema });
export const paypalReturnQuery = z.object({ order_id: referenceSchema, token: referenceSchema });
/** Documents the Idempotency-Key header; the body's schema checks it (ATTEMPT_KEY). */
export const checkoutHeaders = z.looseObject({ 'idempotency-key': z.string().optional() });

/** checkout_secret: for an order placed signed out, what proves its buyer on its pages from now on. */
export const checkoutAnswer = z.union([
  z.object({
    status: z.literal('completed'),
    order_id: z.string(),
    message: z.string(),
    checkout_secret: z.string().nullable(),
  }),
  z.object({
    checkout_url: z.string(),
    order_id: z.string(),
    session_id: z.string(),
    checkout_secret: z.string().nullable(),
  }),
]);

export const paymentStatusAnswer = z.object({
  payment_status: z.enum(['paid', 'refunded', 'unpaid']),
  status: z.string(),
  order_status: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  plan: z.string(),
  amount: z.number(),
  amount_total: z.number(),
  currency: z.string(),
  order_id: z.string(),
  receipt_id: z.string().nullable(),
  session_id: z.string().nullable(),
});

export const orderDetailsAnswer = paymentStatusAnswer.extend({
  plan_name: z.string(),
  description: z.string(),
  paid_at: timestamp.nullable(),
  contract_signed: z.boolean(),
  /** The signature on the order, under its service's camelCase names. */
  contract: z.object({ id: z.string(), signature: z.string(), signedAt: timestamp }).nullable(),
  files: z.array(z.object({ id: z.number(), filename: z.string(), size: z.number(), uploaded_at: timestamp })),
  refundable_until: timestamp.nullable(),
});

/** What Stripe is told: the event was taken, and whether it had been seen before. */
export const stripeWebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const refundAnswer = z.object({
  message: z.string(),
  amount: z.number(),
  refunded_total: z.number(),
  fully_refunded: z.boolean(),
  reverted: z.string(),
});
