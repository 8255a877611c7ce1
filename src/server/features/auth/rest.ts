import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, forgotPasswordInput, loginInput, sessionIdInput } from '../../../shared/schemas/auth';
import {
  changePasswordAnswer,
  changePasswordBody,
  profileAnswer,
  resendAnswer,
  resetPasswordBody,
  secondFactorBody,
  sessionsAnswer,
  signupBody,
  tokenAnswer,
  verifyEmailBody,
} from '../../../shared/schemas/rest/auth';
import { messageAnswer } from '../../../shared/schemas/rest/common';
import type { User } from '../../db/schema';
import { notFound } from '../../errors';
import { defineRoute, procedureRoute } from '../../http/route';
import { bearerToken, signedIn, signInStep } from '../../core/access';
import type { Config } from '../../config';
import { giveSecondFactor } from './second-factor';
import { invalidateSession, listSessions, revokeSession } from '../../core/session';
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
import { authRouter } from './router';

const originOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  attempt: request.attempt ?? undefined,
});

const STEP_WIRE = { secondFactor: 'second_factor', enrolment: 'enrolment' } as const;

const tokenWire = (
  config: Config,
  { token, user, awaitingSecondFactor = false }: { token: string; user: User; awaitingSecondFactor?: boolean },
) => {
  const step = signInStep(config, { session: { awaitingSecondFactor }, user });
  return {
    access_token: token,
    token_type: 'bearer',
    is_admin: user.isAdmin,
    order_id: user.orderId,
    ...(step ? { sign_in_step: STEP_WIRE[step] } : {}),
  };
};

// Spec part 1 §7: the auth calls with their snake_case payloads and response fields.
export const authRoutes = [
  procedureRoute(authRouter.login, {
    method: 'POST',
    url: '/login',
    summary: 'Sign in',
    schema: { body: loginInput, response: { 200: tokenAnswer } },
    handler: async ({ deps, body, request }) => tokenWire(deps.config, await login(deps, body, originOf(request))),
  }),

  procedureRoute(authRouter.secondFactor, {
    method: 'POST',
    url: '/login/second-factor',
    summary: "Sign-in's second step: a code from the authenticator app, or a recovery code",
    schema: { body: secondFactorBody, response: { 200: tokenAnswer } },
    handler: ({ deps, body, caller, session, request }) => {
      giveSecondFactor(deps, caller, session.session, body, request.attempt ?? undefined);
      return tokenWire(deps.config, { token: bearerToken(request.headers.authorization)!, user: caller });
    },
  }),

  procedureRoute(authRouter.signup, {
    method: 'POST',
    url: '/signup',
    summary: 'Create an account',
    schema: { body: signupBody, response: { 200: tokenAnswer } },
    handler: async ({ deps, body, request }) => tokenWire(deps.config, await signup(deps, body, originOf(request))),
  }),

  // Not auth.me's door: that one answers anyone (null when signed out); the spec's profile wants a session.
  defineRoute({
    method: 'GET',
    url: '/user/profile',
    access: signedIn(),
    summary: "The caller's profile",
    schema: { response: { 200: profileAnswer } },
    handler: ({ caller }) => {
      const profile = publicUser(caller);
      return {
        id: profile.id,
        email: profile.email,
        name: profile.name,
        is_admin: profile.isAdmin,
        order_id: profile.orderId,
        plan: profile.plan,
        email_verified: profile.emailVerified,
        created_at: profile.createdAt,
      };
    },
  }),

  procedureRoute(authRouter.verifyEmail, {
    method: 'POST',
    url: '/verify-email',
    summary: 'Confirm an email address',
    schema: { body: verifyEmailBody, response: { 200: messageAnswer } },
    handler: ({ deps, body }) => verifyEmail(deps, body),
  }),

  procedureRoute(authRouter.resendVerification, {
    method: 'POST',
    url: '/user/resend-verification',
    summary: 'Send a new confirmation link',
    schema: { response: { 200: resendAnswer } },
    handler: async ({ deps, caller }) => {
      const { message, sent } = await resendVerification(deps, caller);
      return { message, sent };
    },
  }),

  // A session still owing its second factor may end itself here too: the visitor who will not
  // give the code can leave.
  procedureRoute(authRouter.logout, {
    method: 'POST',
    url: '/logout',
    summary: 'Sign out',
    schema: { response: { 200: messageAnswer } },
    handler: ({ deps, session }) => {
      invalidateSession(deps.db, session.session.id);
      return { message: 'Logged out' };
    },
  }),

  procedureRoute(authRouter.forgotPassword, {
    method: 'POST',
    url: '/forgot-password',
    summary: 'Email a password reset link',
    schema: { body: forgotPasswordInput, response: { 200: messageAnswer } },
    handler: ({ deps, body }) => requestPasswordReset(deps, body),
  }),

  procedureRoute(authRouter.resetPassword, {
    method: 'POST',
    url: '/reset-password',
    summary: 'Set a new password from a reset link',
    schema: { body: resetPasswordBody, response: { 200: messageAnswer } },
    handler: ({ deps, body }) => resetPassword(deps, body),
  }),

  procedureRoute(authRouter.changePassword, {
    method: 'POST',
    url: '/user/change-password',
    summary: "Change the caller's password",
    schema: { body: changePasswordBody, response: { 200: changePasswordAnswer } },
    handler: async ({ deps, session, body, attempt }) => {
      const result = await changePassword(deps, session.user, session.session, body, attempt);
      return { message: result.message, signed_out_sessions: result.signedOutSessions };
    },
  }),

  procedureRoute(authRouter.sessions, {
    method: 'GET',
    url: '/user/sessions',
    summary: "The caller's signed-in devices",
    schema: { response: { 200: sessionsAnswer } },
    handler: ({ deps, session }) => ({
      sessions: listSessions(deps.db, session.user.id, session.session.id).map((entry) => ({
        id: entry.id,
        current: entry.current,
        ip: entry.ip,
        user_agent: entry.userAgent,
        created_at: entry.createdAt,
        last_used_at: entry.lastUsedAt,
        expires_at: entry.expiresAt,
      })),
    }),
  }),

  procedureRoute(authRouter.revokeSession, {
    method: 'DELETE',
    url: '/user/sessions/:id',
    summary: 'Sign one device out',
    schema: { params: sessionIdInput, response: { 200: messageAnswer } },
    handler: ({ deps, caller, params }) => {
      if (!revokeSession(deps.db, caller.id, params.id)) throw notFound(AUTH_MESSAGES.sessionNotFound);
      return { message: AUTH_MESSAGES.sessionRevoked };
    },
  }),
];
