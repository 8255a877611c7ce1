import { authRouter } from '../features/auth/router';
import { emailRouter } from '../features/email/router';
import { healthRouter } from '../features/health/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  email: emailRouter,
  health: healthRouter,
});

export type AppRouter = typeof appRouter;
