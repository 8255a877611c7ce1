// The admin feature as the others see it: they import it from here, never from its files (decision 035).
export { adminRoutes } from './rest';
export { adminRouter } from './router';
