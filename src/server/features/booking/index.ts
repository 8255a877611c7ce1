// The booking feature as the others see it: they import it from here, never from its files (decision 035).
export { issueAddendum } from './addenda';
export { bookingRoutes } from './rest';
export { bookingRouter } from './router';
export {
  agreementOfProject,
  agreementState,
  fillMissingAgreementHashes,
  grantAdminSpecial,
  requireSignedAgreement,
  requireSignedOrderAgreement,
  signContract,
  voidAgreement,
} from './service';
export type { AgreementState } from './service';
