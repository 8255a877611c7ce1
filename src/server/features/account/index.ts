// The account feature as the others see it: they import it from here, never from its files (decision 035).
export { deleteCustomerOnRequest } from './deletion';
export { accountRoutes } from './rest';
export { accountRouter } from './router';
