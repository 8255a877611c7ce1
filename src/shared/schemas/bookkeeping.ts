import { z } from 'zod';
import { referenceSchema } from './payment';

// The admin area's Payments tab: charges awaiting payment, revenue per month and the CSV export.

export const BOOKKEEPING_MESSAGES = {
  loadFailed: 'Failed to load payments',
  exportFailed: 'Failed to export charges. Please try again.',
  exported: 'Charges exported',
  chargeNotFound: 'Charge not found',
  chargeNotPending: 'This charge is no longer awaiting payment',
  resendFailed: 'Failed to resend the payment link',
  cancelFailed: 'Failed to cancel the charge',
  linkSent: (email: string) => `Payment link sent to ${email}`,
  chargeCancelled: (description: string) => `${description}: charge cancelled`,
} as const;

/** How many payments the Payments tab lists for refunds; the CSV export has them all. */
export const PAYMENTS_LISTED = 100;

/** A charge is named by the order id customers see on their receipts. */
export const chargeInput = z.object({ orderId: referenceSchema });

/** The CSV export's columns, in order: one row per charge, for an accountant's spreadsheet. */
export const CHARGE_CSV_COLUMNS = [
  'date',
  'order id',
  'receipt id',
  'customer name',
  'email',
  'description',
  'kind',
  'amount',
  'refunded',
  'status',
  'provider',
  'payment method',
] as const;
