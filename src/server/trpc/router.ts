import { authRouter } from '../features/auth/router';
import { contentRouter } from '../features/content/router';
import { emailRouter } from '../features/email/router';
import { healthRouter } from '../features/health/router';
import { scheduleRouter } from '../features/schedule/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  content: contentRouter,
  email: emailRouter,
  health: healthRouter,
  schedule: scheduleRouter,
});

export type AppRouter = typeof appRouter;
