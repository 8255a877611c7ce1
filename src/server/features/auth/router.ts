import { forgotPasswordInput, loginInput, resetPasswordInput, signupInput } from '../../../shared/schemas/auth';
import { authedProcedure, publicProcedure, router } from '../../trpc/init';
import { invalidateSession } from './session';
import { login, publicUser, requestPasswordReset, resetPassword, signup } from './service';

export const authRouter = router({
  /** The signed-in user, or null: the client calls it on start to check its stored token. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? publicUser(ctx.user) : null)),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { token, user } = await login(ctx.deps, input, ctx.ip);
    return { token, user: publicUser(user) };
  }),

  signup: publicProcedure.input(signupInput).mutation(async ({ ctx, input }) => {
    const { token, user } = await signup(ctx.deps, input, ctx.ip);
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
});
