import { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
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
import { signedIn } from '../../core/access';
import type { Budget } from '../../core/doors';
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

/** Signed in; signed out, the spec's dashboard calls answer 401 'Session expired. Please log in again.' (part 2 §8). */
const customer = authedProcedure.meta({ access: signedIn(CUSTOMER_MESSAGES.sessionExpired) });
/** Each tells the team: a message, a revision, extra pages, the brief. */
const request = customer.meta({ budget: { limit: 'customerRequest' } satisfies Budget });
const checkout = customer.meta({ budget: { limit: 'checkout' } satisfies Budget });
const edit = customer.meta({ budget: { limit: 'customerEdit' } satisfies Budget });

export const customerRouter = router({
  dashboard: customer.query(({ ctx }) => customerDashboard(ctx.deps, ctx.user)),

  deleteFile: edit.input(fileIdInput).mutation(async ({ ctx, input }) => {
    const file = ownFile(ctx.deps.db, ctx.user, input.id);
    await deleteCustomerFile(ctx.deps, file);
    return { message: fileDeleted(file.filename) };
  }),

  requestRevision: request
    .input(revisionInput)
    .mutation(({ ctx, input }) => requestRevision(ctx.deps, ctx.user, input)),
  requestExtraPages: request
    .input(extraPagesInput)
    .mutation(({ ctx, input }) => requestExtraPages(ctx.deps, ctx.user, input)),
  sendMessage: request
    .input(sendMessageInput)
    .mutation(({ ctx, input }) => sendCustomerMessage(ctx.deps, ctx.user, input)),
  upgrade: checkout.input(upgradeInput).mutation(({ ctx, input }) => startUpgrade(ctx.deps, ctx.user, input)),
  selectPlan: checkout.input(selectPlanInput).mutation(({ ctx, input }) => selectPlan(ctx.deps, ctx.user, input)),
  saveBrief: request.input(briefInput).mutation(({ ctx, input }) => saveBrief(ctx.deps, ctx.user, input)),
  availablePlans: customer.query(({ ctx }) => availablePlans(ctx.user)),

  markNotificationsSeen: edit
    .input(z.object({ ids: z.array(z.number().int().positive()).max(100) }))
    .mutation(({ ctx, input }) => {
      markNotificationsSeen(ctx.deps.db, ctx.user, input.ids);
      return { ok: true };
    }),
});
