import {
  AUTH_MESSAGES,
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  passkeyAnswerInput,
  passkeyRegisterInput,
  passkeyRemoveInput,
  resetLinkInput,
  resetPasswordInput,
  secondFactorInput,
  secondFactorOffInput,
  sessionIdInput,
  signupInput,
  userIdInput,
  verifyEmailInput,
} from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { User } from '../../db/schema';
import { notFound } from '../../errors';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/init';
import { signInStep, type Access, type SignInStep } from '../../core/access';
import type { Budget } from '../../core/doors';
import { invalidateOtherSessions, invalidateSession, listSessions, revokeSession } from '../../core/session';
import {
  giveSecondFactorWithPasskey,
  passkeyRegistrationOptions,
  passkeySecondFactorOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
} from './passkeys';
import {
  beginAuthenticator,
  confirmAuthenticator,
  giveSecondFactor,
  renewRecoveryCodesWith,
  resetSecondFactors,
  secondFactorMethods,
  secondFactorStatus,
  turnSecondFactorOff,
} from './second-factor';
import {
  changePassword,
  checkResetLink,
  login,
  publicUser,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signup,
  verifyEmail,
} from './service';

const sessionChange: Budget = { limit: 'sessionChange' };
const midSignIn = (...steps: SignInStep[]): Access => ({ kind: 'signedIn', midSignIn: steps });
/** The user as the app sees them, with the step of signing in their session is at (decision 042). */
const accountView = (config: Config, user: User, awaitingSecondFactor: boolean) => ({
  ...publicUser(user),
  signInStep: signInStep(config, { session: { awaitingSecondFactor }, user }),
});
export type AccountView = ReturnType<typeof accountView>;
/** Doors of an admin who must still set a second factor up (decision 042). */
const whileEnrolling = authedProcedure.meta({ access: midSignIn('enrolment') });

export const authRouter = router({
  /**
   * The signed-in user, or null: the client calls it on start to check its stored token. An admin
   * who must still set a second factor up is told so (signInStep), to be sent to do it.
   */
  me: publicProcedure
    .meta({ access: { kind: 'anyone', midSignIn: ['enrolment'] }, proof: ['nothing'] })
    .query(({ ctx }) =>
      ctx.user && ctx.session ? accountView(ctx.deps.config, ctx.user, ctx.session.awaitingSecondFactor) : null,
    ),

  /** A user whose account has a second factor gets a session that can only give it (secondFactor). */
  login: publicProcedure
    .meta({ proof: ['password'], budget: { limit: 'login', email: 'email', restEmail: 'body.email' } })
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const { token, user, awaitingSecondFactor } = await login(ctx.deps, input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        attempt: ctx.attempt,
      });
      return { token, user: accountView(ctx.deps.config, user, awaitingSecondFactor) };
    }),

  /** Sign-in's second step: a code from the authenticator app, or a recovery code. */
  secondFactor: authedProcedure
    .meta({ access: midSignIn('secondFactor'), proof: [['session', 'secondFactorCode']], budget: { limit: 'login' } })
    .input(secondFactorInput)
    .mutation(({ ctx, input }) => {
      giveSecondFactor(ctx.deps, ctx.user, ctx.session, input, ctx.attempt);
      return accountView(ctx.deps.config, ctx.user, false);
    }),

  /** What the second step may be given with: the app's code, a passkey (and always a recovery code). */
  secondFactorMethods: authedProcedure
    .meta({ access: midSignIn('secondFactor') })
    .query(({ ctx }) => secondFactorMethods(ctx.deps, ctx.user)),
  passkeySecondFactorOptions: authedProcedure
    .meta({ access: midSignIn('secondFactor'), budget: { limit: 'login' } })
    .mutation(({ ctx }) => passkeySecondFactorOptions(ctx.deps, ctx.user)),
  passkeySecondFactor: authedProcedure
    .meta({ access: midSignIn('secondFactor'), proof: [['session', 'passkey']], budget: { limit: 'login' } })
    .input(passkeyAnswerInput)
    .mutation(async ({ ctx, input }) => {
      await giveSecondFactorWithPasskey(ctx.deps, ctx.user, ctx.session, input, ctx.attempt);
      return accountView(ctx.deps.config, ctx.user, false);
    }),

  /** Signing in with a passkey alone (issue 36 §3): the device checks who holds it. */
  passkeySignInOptions: publicProcedure
    .meta({ proof: ['nothing'], budget: { limit: 'login' } })
    .mutation(({ ctx }) => passkeySignInOptions(ctx.deps)),
  passkeySignIn: publicProcedure
    .meta({ proof: ['passkey'], budget: { limit: 'login' } })
    .input(passkeyAnswerInput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await signInWithPasskey(ctx.deps, input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        attempt: ctx.attempt,
      });
      return { token, user: accountView(ctx.deps.config, user, false) };
    }),

  /** The account page's second factors (issue 36 §1, §3). */
  secondFactorStatus: whileEnrolling.query(({ ctx }) => secondFactorStatus(ctx.deps, ctx.user)),
  beginAuthenticator: whileEnrolling
    .meta({ budget: { limit: 'passwordCheck' } })
    .mutation(({ ctx }) => beginAuthenticator(ctx.deps, ctx.user)),
  confirmAuthenticator: whileEnrolling
    .meta({ proof: [['session', 'secondFactorCode']], budget: { limit: 'passwordCheck' } })
    .input(secondFactorInput)
    .mutation(({ ctx, input }) => confirmAuthenticator(ctx.deps, ctx.user, ctx.session, input, ctx.attempt)),
  renewRecoveryCodes: authedProcedure
    .meta({ proof: [['session', 'secondFactorCode']], budget: { limit: 'passwordCheck' } })
    .input(secondFactorInput)
    .mutation(({ ctx, input }) => renewRecoveryCodesWith(ctx.deps, ctx.user, input)),
  turnSecondFactorOff: authedProcedure
    .meta({ proof: [['session', 'password', 'secondFactorCode']], budget: { limit: 'passwordCheck' } })
    .input(secondFactorOffInput)
    .mutation(({ ctx, input }) => turnSecondFactorOff(ctx.deps, ctx.user, input, ctx.attempt)),
  passkeyRegistrationOptions: whileEnrolling
    .meta({ budget: { limit: 'passwordCheck' } })
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.deps, ctx.user)),
  registerPasskey: whileEnrolling
    .meta({ proof: [['session', 'passkey']], budget: { limit: 'passwordCheck' } })
    .input(passkeyRegisterInput)
    .mutation(({ ctx, input }) => registerPasskey(ctx.deps, ctx.user, ctx.session, input, ctx.attempt)),
  removePasskey: authedProcedure
    .meta({ proof: [['session', 'password', 'secondFactorCode']], budget: { limit: 'passwordCheck' } })
    .input(passkeyRemoveInput)
    .mutation(({ ctx, input }) => removePasskey(ctx.deps, ctx.user, input, ctx.attempt)),
  /** A customer who lost every factor asks the team (issue 36 §4). */
  resetSecondFactors: adminProcedure('users')
    .input(userIdInput)
    .mutation(({ ctx, input }) => resetSecondFactors(ctx.deps, ctx.user, input.userId)),

  /** A new account; an order named with it is linked with its checkout secret, or once the address is proven. */
  signup: publicProcedure
    .meta({
      proof: ['nothing', 'mailToOwner', 'checkoutSecret'],
      budget: { limit: 'signup', email: 'email', restEmail: 'body.email' },
    })
    .input(signupInput)
    .mutation(async ({ ctx, input }) => {
      const { token, user } = await signup(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent });
      return { token, user: accountView(ctx.deps.config, user, false) };
    }),

  logout: authedProcedure
    .meta({ access: midSignIn('secondFactor', 'enrolment'), budget: sessionChange })
    .mutation(({ ctx }) => {
      invalidateSession(ctx.deps.db, ctx.session.id);
      return { ok: true };
    }),

  /** The link goes to the address itself; the answer is the same whether it has an account or not. */
  forgotPassword: publicProcedure
    .meta({ proof: ['mailToOwner'], budget: { limit: 'forgotPassword', email: 'email', restEmail: 'body.email' } })
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input)),

  /**
   * Whether a reset link still works, without using it. It spends the budget of using a link, so
   * that it is no cheaper a way to try guessed tokens than a reset is.
   */
  checkResetLink: publicProcedure
    .meta({ proof: ['emailedLink'], budget: { limit: 'emailedLink' } })
    .input(resetLinkInput)
    .query(({ ctx, input }) => checkResetLink(ctx.deps, input)),

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
