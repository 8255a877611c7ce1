// Apart from the schemas (payment.ts) so that the booking wizard, whose step 1 uses these, does
// not load zod with them.

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
  refundFailed: 'Failed to issue the refund',
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
