import { z } from 'zod';
import { deliverableIdInput, postDeliverableInput, requestChangesInput } from '../../../shared/schemas/deliverables';
import { adminProcedure, authedProcedure, router } from '../../trpc/init';
import {
  approveDeliverable,
  myDeliverables,
  postDeliverable,
  projectDeliverables,
  requestDeliverableChanges,
} from './service';

const projectsArea = adminProcedure('projects');
const decision = authedProcedure.meta({ budget: { limit: 'customerRequest' } });

export const deliverablesRouter = router({
  /** Admins of projects: a project's deliverables, and posting one for its customer to review. */
  ofProject: projectsArea
    .input(z.object({ projectId: z.number().int().positive() }))
    .query(({ ctx, input }) => projectDeliverables(ctx.deps, input.projectId)),
  post: projectsArea
    .input(postDeliverableInput)
    .mutation(({ ctx, input }) => postDeliverable(ctx.deps, ctx.user, input)),

  /** The customer's own deliverables, and their decision on one awaiting it. */
  mine: authedProcedure.query(({ ctx }) => myDeliverables(ctx.deps, ctx.user)),
  approve: decision
    .input(deliverableIdInput)
    .mutation(({ ctx, input }) => approveDeliverable(ctx.deps, ctx.user, input)),
  requestChanges: decision
    .input(requestChangesInput)
    .mutation(({ ctx, input }) => requestDeliverableChanges(ctx.deps, ctx.user, input)),
});
