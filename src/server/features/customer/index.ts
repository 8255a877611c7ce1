// The customer feature as the others see it: they import it from here, never from its files (decision 035).
export { onboardingChecklist } from './onboarding';
export { customerRoutes } from './rest';
export { customerRouter } from './router';
export {
  conversationWith,
  deleteCustomerFile,
  filesOf,
  notifyCustomer,
  projectProgress,
  requestRevision,
} from './service';
