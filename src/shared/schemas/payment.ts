import { z } from 'zod';
import { PLAN_SLUGS } from '../plans';
import { emailSchema } from './auth';

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
  receiptSent: 'Receipt sent',
  receiptAlreadySent: 'Receipt already sent',
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

export const orderReference = z.object({ orderId: referenceSchema.optional(), sessionId: referenceSchema.optional() }).refine(
  (value) => value.orderId !== undefined || value.sessionId !== undefined,
  PAYMENT_MESSAGES.noSession,
);

/** The amount is never an input: the server prices the plan itself. */
export const paymentProcessInput = z.object({
  plan: z.enum(PLAN_SLUGS, { error: 'Please select a valid plan' }),
  paymentMethod: z.enum(PAYMENT_METHODS).default('stripe'),
  customerName: z.string({ error: PAYMENT_MESSAGES.nameRequired }).trim().min(1, PAYMENT_MESSAGES.nameRequired).max(120),
  customerEmail: emailSchema,
  /** A slot held in the wizard; payment turns it into a booking. */
  meetingSlotId: z.string().max(80).nullish(),
  returnTo: z.enum(['wizard', 'success_page']).default('success_page'),
});
export type PaymentProcessInput = z.input<typeof paymentProcessInput>;

export const testCheckoutInput = z.object({ sessionId: referenceSchema });
export const testCheckoutOutcome = testCheckoutInput.extend({ outcome: z.enum(['succeed', 'decline', 'cancel']) });

export const signContractInput = z.object({
  orderId: referenceSchema,
  customerEmail: emailSchema,
  signature: z.string({ error: 'Please provide your signature' }).trim().min(1, 'Please provide your signature').max(120),
});

export const refundInput = z.object({ orderId: referenceSchema });
