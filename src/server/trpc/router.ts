import { accountRouter } from '../features/account';
import { adminRouter } from '../features/admin';
import { authRouter } from '../features/auth';
import { bookingRouter } from '../features/booking';
import { chatRouter } from '../features/chat';
import { contentRouter } from '../features/content';
import { customerRouter } from '../features/customer';
import { deliverablesRouter } from '../features/deliverables';
import { emailRouter } from '../features/email';
import { healthRouter } from '../features/health';
import { paymentRouter } from '../features/payment';
import { scheduleRouter } from '../features/schedule';
import { router } from './init';

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  auth: authRouter,
  booking: bookingRouter,
  chat: chatRouter,
  content: contentRouter,
  customer: customerRouter,
  deliverables: deliverablesRouter,
  email: emailRouter,
  health: healthRouter,
  payment: paymentRouter,
  schedule: scheduleRouter,
});

export type AppRouter = typeof appRouter;
