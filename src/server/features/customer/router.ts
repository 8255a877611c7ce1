import { z } from 'zod';
import {
  briefInput,
  extraPagesInput,
  fileDeleted,
  fileIdInput,
  revisionInput,
  selectPlanInput,
  sendMessageInput,
  upgradeInput,
} from '../../../shared/schemas/customer';
import { authedProcedure, router } from '../../trpc/init';
import {
  availablePlans,
  customerDashboard,
  deleteCustomerFile,
  markNotificationsSeen,
  ownFile,
  requestExtraPages,
  requestRevision,
  selectPlan,
  sendCustomerMessage,
  startUpgrade,
} from './service';
import { saveBrief } from './onboarding';

export const customerRouter = router({
  dashboard: authedProcedure.query(({ ctx }) => customerDashboard(ctx.deps, ctx.user)),

  deleteFile: authedProcedure.input(fileIdInput).mutation(async ({ ctx, input }) => {
    const file = ownFile(ctx.deps.db, ctx.user, input.id);
    await deleteCustomerFile(ctx.deps, file);
    return { message: fileDeleted(file.filename) };
  }),

  requestRevision: authedProcedure
    .input(revisionInput)
    .mutation(({ ctx, input }) => requestRevision(ctx.deps, ctx.user, input)),
  requestExtraPages: authedProcedure
    .input(extraPagesInput)
    .mutation(({ ctx, input }) => requestExtraPages(ctx.deps, ctx.user, input)),
  sendMessage: authedProcedure
    .input(sendMessageInput)
    .mutation(({ ctx, input }) => sendCustomerMessage(ctx.deps, ctx.user, input)),
  upgrade: authedProcedure.input(upgradeInput).mutation(({ ctx, input }) => startUpgrade(ctx.deps, ctx.user, input)),
  selectPlan: authedProcedure
    .input(selectPlanInput)
    .mutation(({ ctx, input }) => selectPlan(ctx.deps, ctx.user, input)),
  saveBrief: authedProcedure.input(briefInput).mutation(({ ctx, input }) => saveBrief(ctx.deps, ctx.user, input)),
  availablePlans: authedProcedure.query(({ ctx }) => availablePlans(ctx.user)),

  markNotificationsSeen: authedProcedure
    .input(z.object({ ids: z.array(z.number().int().positive()).max(100) }))
    .mutation(({ ctx, input }) => {
      markNotificationsSeen(ctx.deps.db, ctx.user, input.ids);
      return { ok: true };
    }),
});
