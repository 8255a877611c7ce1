import { z } from 'zod';
import { formatUsd } from '../money';
import { PLAN_SLUGS } from '../plans';
import { emailSchema } from './auth';
import { numberOrText } from './numbers';

// Spec part 2 §8 Payment, §5 order page, and the messages of the server's own rules.
export const PAYMENT_MESSAGES = {
  noSession: 'No payment session found',
  timedOut: 'Payment verification timed out. Please contact support if you were charged.',
  expired: 'Payment session expired. Please try again.',
  verifyFailed: 'Error verifying payment. Please contact support if you were charged.',
  serviceUnavailable: 'Payment service temporarily unavailable. Please try again later.',
  failed: 'Payment failed. Please try again.',
  paidWithoutCheckout: 'Payment system error: Paid plan processed without checkout.',
  noCheckout: 'Failed to create payment session.',
  processingFailed: 'Payment processing failed. Please try again.',
  noOrderInfo: 'No order information found. Please contact support.',
  orderLoadFailed: 'Failed to load order details. Please contact support.',
  uploadFailed: 'Failed to upload files. Please try again.',
  selectFiles: 'Please select files to upload',
  signFailed: 'Failed to sign contract. Please try again.',
  orderNotFound: 'Order not found. Check the order ID on your receipt.',
  orderNotPaid: 'This order has not been paid yet.',
  orderEmailMismatch: 'This order was placed with a different email address.',
  orderOwnedElsewhere: 'This order is already linked to another account.',
  adminSpecialOnly: 'The Admin Special plan is available to administrators only.',
  alreadyHasPlan: 'You already have a plan. To change it, use Upgrade on your dashboard.',
  nameRequired: 'Please enter your full name',
  declined: 'Your card was declined (test checkout). No money was taken; try again or use another method.',
  checkoutClosed: 'This checkout is no longer open.',
  refundWindowClosed: 'The 24-hour refund window has passed; all sales are final.',
  refundNotPossible: 'Only a paid order can be refunded.',
  refunded: 'Your refund has been issued. It can take 5-10 business days to appear on your statement.',
  refundTiming: 'It can take 5-10 business days to appear on your statement.',
  partialRefundTeamOnly: 'Only our team can refund part of an order; you can ask for a full refund within 24 hours.',
  refundAmount: 'Please enter the amount to refund, in dollars and cents (for example 12.50).',
  refundAlreadyRecorded: 'This refund has just been recorded by another request; reload the order to see it.',
  receiptSent: 'Receipt sent',
  receiptAlreadySent: 'Receipt already sent',
  duplicateCharge: 'This charge was just started and is awaiting payment. Pay it from Billing in your dashboard.',
  chargeExpired: 'This charge has expired and can no longer be paid. Please request it again.',
  alreadyPaid: 'This charge is already paid.',
  checkoutInProgress: 'A checkout for this charge is being opened in another window. Please try again in a moment.',
  chargeNotWanted: 'This charge no longer fits your account (your plan has changed since). Please request it again.',
  noReceipt: 'There is no receipt for this charge yet: it has not been paid.',
} as const;

export const PAYMENT_METHODS = ['stripe', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
  customerName: z
    .string({ error: PAYMENT_MESSAGES.nameRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.nameRequired)
    .max(120),
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
  signature: z
    .string({ error: 'Please provide your signature' })
    .trim()
    .min(1, 'Please provide your signature')
    .max(120),
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
