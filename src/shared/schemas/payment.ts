import { z } from 'zod';
import { formatUsd } from '../money';
import { PLAN_SLUGS } from '../plans';
import { emailSchema, personName } from './auth';
import { numberOrText } from './numbers';
import { PAYMENT_MESSAGES, PAYMENT_METHODS } from './payment-messages';

export { PAYMENT_MESSAGES, PAYMENT_METHODS, type PaymentMethod } from './payment-messages';

/** order_id or session_id from a return URL: random ids of letters, digits and underscores. */
export const referenceSchema = z
  .string({ error: PAYMENT_MESSAGES.noSession })
  .trim()
  .min(1, PAYMENT_MESSAGES.noSession)
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, PAYMENT_MESSAGES.noSession);

/**
 * One per checkout attempt, made by the client (a form or a Pay button) and sent again with a
 * repeat of the same attempt: the double click gets the first answer instead of a second charge.
 */
export const attemptKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid idempotency key')
  .optional();

/**
 * The secret a checkout returned to the buyer of an order placed signed out (also in the receipt's
 * link): what proves them on the order's pages, since an order id alone never does.
 */
export const checkoutSecretSchema = z.string().trim().max(100).nullish();

export const orderReference = z
  .object({
    orderId: referenceSchema.optional(),
    sessionId: referenceSchema.optional(),
    checkoutSecret: checkoutSecretSchema,
  })
  .refine((value) => value.orderId !== undefined || value.sessionId !== undefined, PAYMENT_MESSAGES.noSession);

/** The amount is never an input: the server prices the plan itself. */
export const paymentProcessInput = z.object({
  plan: z.enum(PLAN_SLUGS, { error: 'Please select a valid plan' }),
  paymentMethod: z.enum(PAYMENT_METHODS).default('stripe'),
  customerName: personName(PAYMENT_MESSAGES.nameRequired),
  customerEmail: emailSchema,
  /** A slot held in the wizard; payment turns it into a booking. */
  meetingSlotId: z.string().max(80).nullish(),
  returnTo: z.enum(['wizard', 'success_page']).default('success_page'),
  attemptKey: attemptKeySchema,
});

export const testCheckoutInput = z.object({ sessionId: referenceSchema, checkoutSecret: checkoutSecretSchema });
export const testCheckoutOutcome = testCheckoutInput.extend({ outcome: z.enum(['succeed', 'decline', 'cancel']) });

/**
 * The agreement version the signing page showed. A page left open across an edit of the terms is
 * refused rather than signing a text its reader never saw; the spec's REST clients do not send it.
 */
export const shownAgreementVersion = z.string().trim().max(40).optional();

export const signContractInput = z.object({
  orderId: referenceSchema,
  checkoutSecret: checkoutSecretSchema,
  customerEmail: emailSchema,
  signature: personName('Please provide your signature'),
  agreementVersion: shownAgreementVersion,
});

export const refundTooLarge = (leftCents: number) => `At most ${formatUsd(leftCents)} is left to refund on this order.`;
export const refundLaterPurchaseFirst = (description: string) =>
  `Refund the later purchase built on this one first: ${description}.`;

/** How much a refund paid back: "Refunded $300 in full", "Refunded $100 of $150". */
export function refundSummary(refund: { amountCents: number; refundedCents: number; totalCents: number }): string {
  const amount = formatUsd(refund.amountCents);
  if (refund.refundedCents < refund.totalCents) {
    const sofar = refund.refundedCents > refund.amountCents ? ` (${formatUsd(refund.refundedCents)} so far)` : '';
    return `Refunded ${amount} of ${formatUsd(refund.totalCents)}${sofar}`;
  }
  return refund.amountCents === refund.totalCents
    ? `Refunded ${amount} in full`
    : `Refunded ${amount}, the rest of ${formatUsd(refund.totalCents)}`;
}

/** A refund's answer: what went back and what it reverted ("nothing reverted: the Pro plan stays"). */
export const refundIssued = (summary: string, reverted: string) =>
  `${summary}; ${reverted}. ${PAYMENT_MESSAGES.refundTiming}`;

export const refundInput = z.object({
  orderId: referenceSchema,
  /** Part of what is left, for admins with the Payments permission; without it, all that is left. */
  amountCents: z
    .number({ error: PAYMENT_MESSAGES.refundAmount })
    .int(PAYMENT_MESSAGES.refundAmount)
    .positive(PAYMENT_MESSAGES.refundAmount)
    .optional(),
});

/** The REST body names money in dollars, as the order calls answer it (amount: 900); whole cents only. */
export const refundDollars = numberOrText(PAYMENT_MESSAGES.refundAmount)
  .pipe(z.number().positive(PAYMENT_MESSAGES.refundAmount))
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, PAYMENT_MESSAGES.refundAmount)
  .transform((dollars) => Math.round(dollars * 100));

/** Pay now, from Billing: another checkout for a charge that awaits payment. */
export const payChargeInput = z.object({
  orderId: referenceSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).default('stripe'),
  attemptKey: attemptKeySchema,
});
