import {
  AUTH_MESSAGES,
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
  sessionIdInput,
  signupInput,
  verifyEmailInput,
} from '../../../shared/schemas/auth';
import { notFound } from '../../errors';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import type { Budget } from '../../core/doors';
import { invalidateOtherSessions, invalidateSession, listSessions, revokeSession } from '../../core/session';
import {
  changePassword,
  login,
  publicUser,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signup,
  verifyEmail,
} from './service';

const sessionChange: Budget = { limit: 'sessionChange' };

export const authRouter = router({
  /** The signed-in user, or null: the client calls it on start to check its stored token. */
  me: publicProcedure.meta({ proof: ['nothing'] }).query(({ ctx }) => (ctx.user ? publicUser(ctx.user) : null)),

  login: publicProcedure
    .meta({ proof: ['password'], budget: { limit: 'login', email: 'email' } })
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await login(ctx.deps, input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        attempt: ctx.attempt,
      });
      return { token, user: publicUser(user) };
    }),

  /** A new account; an order named with it is linked with its checkout secret, or once the address is proven. */
  signup: publicProcedure
    .meta({ proof: ['nothing', 'mailToOwner', 'checkoutSecret'], budget: { limit: 'signup', email: 'email' } })
    .input(signupInput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await signup(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent });
      return { token, user: publicUser(user) };
    }),

  logout: authedProcedure.meta({ budget: sessionChange }).mutation(({ ctx }) => {
    invalidateSession(ctx.deps.db, ctx.session.id);
    return { ok: true };
  }),

  /** The link goes to the address itself; the answer is the same whether it has an account or not. */
  forgotPassword: publicProcedure
    .meta({ proof: ['mailToOwner'], budget: { limit: 'forgotPassword', email: 'email' } })
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input)),

  resetPassword: publicProcedure
    .meta({ proof: ['emailedLink'], budget: { limit: 'emailedLink' } })
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input)),

  /** The link from the confirmation email: the token is the proof, so no sign-in is needed. */
  verifyEmail: publicProcedure
    .meta({ proof: ['emailedLink'], budget: { limit: 'emailedLink' } })
    .input(verifyEmailInput)
    .mutation(({ ctx, input }) => verifyEmail(ctx.deps, input)),
  resendVerification: authedProcedure
    .meta({ budget: { limit: 'verifyEmail' } })
    .mutation(({ ctx }) => resendVerification(ctx.deps, ctx.user)),

  changePassword: authedProcedure
    .meta({ proof: [['session', 'password']], budget: { limit: 'passwordCheck' } })
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.user, ctx.session, input, ctx.attempt)),
  sessions: authedProcedure.query(({ ctx }) => listSessions(ctx.deps.db, ctx.user.id, ctx.session.id)),
  revokeSession: authedProcedure
    .meta({ budget: sessionChange })
    .input(sessionIdInput)
    .mutation(({ ctx, input }) => {
      if (!revokeSession(ctx.deps.db, ctx.user.id, input.id)) throw notFound(AUTH_MESSAGES.sessionNotFound);
      return { message: AUTH_MESSAGES.sessionRevoked };
    }),
  revokeOtherSessions: authedProcedure.meta({ budget: sessionChange }).mutation(({ ctx }) => ({
    message: AUTH_MESSAGES.otherSessionsRevoked,
    count: invalidateOtherSessions(ctx.deps.db, ctx.user.id, ctx.session.id),
  })),
});
