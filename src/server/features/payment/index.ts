// The payment feature as the others see it: they import it from here, never from its files (decision 035).
export { expireAbandonedCharges } from './billing';
export {
  awaitingCharges,
  cancelChargeAsAdmin,
  chargesCsv,
  chargesCsvFilename,
  monthlyRevenue,
  receivedPayments,
  resendPaymentLink,
} from './bookkeeping';
export { paymentRoutes } from './rest';
export { paymentRouter } from './router';
export {
  claimOrder,
  claimSettledOrderOf,
  claimableOrder,
  fulfilOrder,
  openCheckout,
  orderPagePath,
  requireOrder,
  startPlanCheckout,
} from './service';
export type { CheckoutResult } from './service';
