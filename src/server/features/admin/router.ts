import { z } from 'zod';
import {
  activityInput,
  activityLogInput,
  adminMessageInput,
  completeProjectInput,
  createAdminInput,
  createUserInput,
  customerEmailInput,
  idInput,
  projectStatusInput,
  setAdminAccessInput,
  socialLinkFlagsInput,
  socialLinkInput,
  socialSettingsInput,
  specialAccountInput,
  updateUserInput,
} from '../../../shared/schemas/admin';
import { issueAddendumInput, voidAgreementInput } from '../../../shared/schemas/booking';
import { chargeInput } from '../../../shared/schemas/bookkeeping';
import { adminProcedure, firstAdminProcedure, router } from '../../trpc/init';
import { issueAddendum, voidAgreement } from '../booking';
import { getSocialMedia } from '../content';
import { awaitingCharges, cancelChargeAsAdmin, monthlyRevenue, receivedPayments, resendPaymentLink } from '../payment';
import { activityLog, realtimeStatus, trackActivity } from './activity';
import { deleteFileAsAdmin, listAllFiles } from './files';
import { deleteMessage, listMessages, messageCustomer, toggleResponded } from './messages';
import { adminStats } from './overview';
import {
  completeProject,
  completionDetails,
  deleteProjectsOf,
  listProjects,
  projectDetails,
  updateProjectStatus,
} from './projects';
import { addSocialLink, deleteSocialLink, updateSocialLinkFlags, updateSocialSettings } from './social';
import {
  createAdminAccount,
  createSpecialAccount,
  createUserAsAdmin,
  deleteCustomer,
  listCustomers,
  listUsers,
  sendResetAsAdmin,
  setAdminAccess,
  updateUserAsAdmin,
} from './users';

const anyAdmin = adminProcedure('any');
const users = adminProcedure('users');
const projects = adminProcedure('projects');
const messages = adminProcedure('messages');
const files = adminProcedure('files');
const social = adminProcedure('social');
const payments = adminProcedure('payments');

export const adminRouter = router({
  stats: anyAdmin.query(({ ctx }) => adminStats(ctx.deps, ctx.user)),

  /** Pushes what changed so open admin screens refetch at once instead of at the next 30 s poll. */
  changes: anyAdmin.subscription(async function* ({ ctx, signal }) {
    yield* ctx.deps.events.adminChanges(signal);
  }),

  users: users.query(({ ctx }) => listUsers(ctx.deps.db, ctx.user)),
  customers: users.query(({ ctx }) => listCustomers(ctx.deps.db)),
  createUser: users.input(createUserInput).mutation(({ ctx, input }) => createUserAsAdmin(ctx.deps, ctx.user, input)),
  createAdmin: users
    .input(createAdminInput)
    .mutation(({ ctx, input }) => createAdminAccount(ctx.deps, ctx.user, input)),
  updateUser: users.input(updateUserInput).mutation(({ ctx, input }) => updateUserAsAdmin(ctx.deps, ctx.user, input)),
  /** A super admin changes another admin's level and areas; no REST door (the spec has none). */
  setAdminAccess: users
    .input(setAdminAccessInput)
    .mutation(({ ctx, input }) => setAdminAccess(ctx.deps, ctx.user, input)),
  sendPasswordReset: users
    .input(customerEmailInput)
    .mutation(({ ctx, input }) => sendResetAsAdmin(ctx.deps, ctx.user, input.email)),
  deleteCustomer: users
    .input(customerEmailInput)
    .mutation(({ ctx, input }) => deleteCustomer(ctx.deps, ctx.user, input.email)),
  specialAccount: users
    .input(specialAccountInput)
    .mutation(({ ctx, input }) => createSpecialAccount(ctx.deps, ctx.user, input)),

  projects: projects.query(({ ctx }) => listProjects(ctx.deps.db)),
  projectDetails: projects.input(idInput).query(({ ctx, input }) => projectDetails(ctx.deps.db, input.id)),
  completionDetails: projects.input(idInput).query(({ ctx, input }) => completionDetails(ctx.deps.db, input.id)),
  updateProjectStatus: projects
    .input(projectStatusInput)
    .mutation(({ ctx, input }) => updateProjectStatus(ctx.deps, ctx.user, input)),
  completeProject: projects
    .input(completeProjectInput)
    .mutation(({ ctx, input }) => completeProject(ctx.deps, ctx.user, input)),
  deleteProject: projects
    .input(customerEmailInput)
    .mutation(({ ctx, input }) => deleteProjectsOf(ctx.deps, ctx.user, input.email)),

  messages: messages.query(({ ctx }) => listMessages(ctx.deps.db)),
  toggleResponded: messages.input(idInput).mutation(({ ctx, input }) => toggleResponded(ctx.deps, ctx.user, input.id)),
  deleteMessage: messages.input(idInput).mutation(({ ctx, input }) => deleteMessage(ctx.deps, ctx.user, input.id)),
  sendMessage: messages
    .input(adminMessageInput)
    .mutation(({ ctx, input }) => messageCustomer(ctx.deps, ctx.user, input)),

  files: files.query(({ ctx }) => listAllFiles(ctx.deps.db)),
  deleteFile: files.input(idInput).mutation(({ ctx, input }) => deleteFileAsAdmin(ctx.deps, ctx.user, input.id)),

  social: social.query(({ ctx }) => getSocialMedia(ctx.deps.db, { activeOnly: false })),
  updateSocialSettings: social
    .input(socialSettingsInput)
    .mutation(({ ctx, input }) => updateSocialSettings(ctx.deps, ctx.user, input)),
  addSocialLink: social.input(socialLinkInput).mutation(({ ctx, input }) => addSocialLink(ctx.deps, ctx.user, input)),
  updateSocialLink: social
    .input(socialLinkFlagsInput)
    .mutation(({ ctx, input }) => updateSocialLinkFlags(ctx.deps, ctx.user, input)),
  deleteSocialLink: social
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(({ ctx, input }) => deleteSocialLink(ctx.deps, ctx.user, input.id)),

  revenue: payments.query(({ ctx }) => monthlyRevenue(ctx.deps.db)),
  awaitingCharges: payments.query(({ ctx }) => awaitingCharges(ctx.deps.db)),
  receivedPayments: payments.query(({ ctx }) => receivedPayments(ctx.deps.db)),
  resendPaymentLink: payments
    .input(chargeInput)
    .mutation(({ ctx, input }) => resendPaymentLink(ctx.deps, ctx.user, input.orderId)),
  cancelCharge: payments
    .input(chargeInput)
    .mutation(({ ctx, input }) => cancelChargeAsAdmin(ctx.deps, ctx.user, input.orderId)),
  /** A signature in the wrong name is voided, with a reason the customer is told; they sign again. */
  voidAgreement: payments
    .input(voidAgreementInput)
    .mutation(({ ctx, input }) => voidAgreement(ctx.deps, ctx.user, input.orderId, input.reason)),
  /**
   * A change of terms after signing, which the customer signs in their dashboard (issue 36 §8):
   * payments, beside voiding, since the agreement is the order's and its terms are what was bought.
   */
  issueAddendum: payments
    .input(issueAddendumInput)
    .mutation(({ ctx, input }) => issueAddendum(ctx.deps, ctx.user, input)),

  activityLog: firstAdminProcedure.input(activityLogInput).query(({ ctx, input }) => activityLog(ctx.deps.db, input)),
  realtimeStatus: firstAdminProcedure.query(({ ctx }) => realtimeStatus(ctx.deps.db)),
  track: anyAdmin
    .meta({ budget: { limit: 'staffHeartbeat' } })
    .input(activityInput)
    .mutation(({ ctx, input }) => trackActivity(ctx.deps, ctx.user, input)),
});
