import { adminRouter } from '../features/admin/router';
import { authRouter } from '../features/auth/router';
import { bookingRouter } from '../features/booking/router';
import { chatRouter } from '../features/chat/router';
import { contentRouter } from '../features/content/router';
import { customerRouter } from '../features/customer/router';
import { emailRouter } from '../features/email/router';
import { healthRouter } from '../features/health/router';
import { paymentRouter } from '../features/payment/router';
import { scheduleRouter } from '../features/schedule/router';
import { router } from './init';

export const appRouter = router({
  admin: adminRouter,
  auth: authRouter,
  booking: bookingRouter,
  chat: chatRouter,
  content: contentRouter,
  customer: customerRouter,
  email: emailRouter,
  health: healthRouter,
  payment: paymentRouter,
  schedule: scheduleRouter,
});

export type AppRouter = typeof appRouter;
