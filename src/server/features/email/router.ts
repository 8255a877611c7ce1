import { router, superAdminProcedure } from '../../trpc/init';
import { listOutbox } from './service';

export const emailRouter = router({
  // Who was sent what: every customer's receipts, meetings and messages.
  outbox: superAdminProcedure.query(({ ctx }) =>
    listOutbox(ctx.deps.db).map((email) => ({
      id: email.id,
      to: email.to,
      subject: email.subject,
      status: email.status,
      createdAt: email.createdAt.toISOString(),
    })),
  ),
});
