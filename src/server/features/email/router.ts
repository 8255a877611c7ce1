import { adminProcedure, router } from '../../trpc/init';
import { listOutbox } from './service';

export const emailRouter = router({
  outbox: adminProcedure.query(({ ctx }) =>
    listOutbox(ctx.deps.db).map((email) => ({
      id: email.id,
      to: email.to,
      subject: email.subject,
      status: email.status,
      createdAt: email.createdAt.toISOString(),
    })),
  ),
});
