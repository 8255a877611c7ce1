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
import { invalidateOtherSessions, invalidateSession, listSessions, revokeSession } from './session';
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

export const authRouter = router({
  /** The signed-in user, or null: the client calls it on start to check its stored token. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? publicUser(ctx.user) : null)),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { token, user } = await login(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent });
    return { token, user: publicUser(user) };
  }),

  signup: publicProcedure.input(signupInput).mutation(async ({ ctx, input }) => {
    const { token, user } = await signup(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent });
    return { token, user: publicUser(user) };
  }),

  logout: authedProcedure.mutation(({ ctx }) => {
    invalidateSession(ctx.deps.db, ctx.session.id);
    return { ok: true };
  }),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input, ctx.ip)),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPassword(ctx.deps, input)),

  /** The link from the confirmation email: the token is the proof, so no sign-in is needed. */
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(({ ctx, input }) => verifyEmail(ctx.deps, input)),
  resendVerification: authedProcedure.mutation(({ ctx }) => resendVerification(ctx.deps, ctx.user, ctx.ip)),

  changePassword: authedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.user, ctx.session, input, ctx.ip)),
  sessions: authedProcedure.query(({ ctx }) => listSessions(ctx.deps.db, ctx.user.id, ctx.session.id)),
  revokeSession: authedProcedure.input(sessionIdInput).mutation(({ ctx, input }) => {
    if (!revokeSession(ctx.deps.db, ctx.user.id, input.id)) throw notFound(AUTH_MESSAGES.sessionNotFound);
    return { message: AUTH_MESSAGES.sessionRevoked };
  }),
  revokeOtherSessions: authedProcedure.mutation(({ ctx }) => ({
    message: AUTH_MESSAGES.otherSessionsRevoked,
    count: invalidateOtherSessions(ctx.deps.db, ctx.user.id, ctx.session.id),
  })),
});
