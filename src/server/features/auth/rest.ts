import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, forgotPasswordInput, loginInput, sessionIdInput } from '../../../shared/schemas/auth';
import {
  changePasswordAnswer,
  changePasswordBody,
  profileAnswer,
  resendAnswer,
  resetPasswordBody,
  sessionsAnswer,
  signupBody,
  tokenAnswer,
  verifyEmailBody,
} from '../../../shared/schemas/rest/auth';
import { messageAnswer } from '../../../shared/schemas/rest/common';
import type { User } from '../../db/schema';
import { notFound } from '../../errors';
import { defineRoute } from '../../http/route';
import { anyone, signedIn } from './access';
import { invalidateSession, listSessions, revokeSession } from './session';
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

const originOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

const tokenWire = ({ token, user }: { token: string; user: User }) => ({
  access_token: token,
  token_type: 'bearer',
  is_admin: user.isAdmin,
  order_id: user.orderId,
});

// Spec part 1 §7: the auth calls with their snake_case payloads and response fields.
export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/login',
    access: anyone,
    summary: 'Sign in',
    schema: { body: loginInput, response: { 200: tokenAnswer } },
    handler: async ({ deps, body, request }) => tokenWire(await login(deps, body, originOf(request))),
  }),

  defineRoute({
    method: 'POST',
    url: '/signup',
    access: anyone,
    summary: 'Create an account',
    schema: { body: signupBody, response: { 200: tokenAnswer } },
    handler: async ({ deps, body, request }) => tokenWire(await signup(deps, body, originOf(request))),
  }),

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

  defineRoute({
    method: 'POST',
    url: '/verify-email',
    access: anyone,
    summary: 'Confirm an email address',
    schema: { body: verifyEmailBody, response: { 200: messageAnswer } },
    handler: ({ deps, body }) => verifyEmail(deps, body),
  }),

  defineRoute({
    method: 'POST',
    url: '/user/resend-verification',
    access: signedIn(),
    summary: 'Send a new confirmation link',
    schema: { response: { 200: resendAnswer } },
    handler: async ({ deps, caller, request }) => {
      const { message, sent } = await resendVerification(deps, caller, request.ip);
      return { message, sent };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/logout',
    access: signedIn(),
    summary: 'Sign out',
    schema: { response: { 200: messageAnswer } },
    handler: ({ deps, session }) => {
      invalidateSession(deps.db, session.session.id);
      return { message: 'Logged out' };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/forgot-password',
    access: anyone,
    summary: 'Email a password reset link',
    schema: { body: forgotPasswordInput, response: { 200: messageAnswer } },
    handler: ({ deps, body, request }) => requestPasswordReset(deps, body, request.ip),
  }),

  defineRoute({
    method: 'POST',
    url: '/reset-password',
    access: anyone,
    summary: 'Set a new password from a reset link',
    schema: { body: resetPasswordBody, response: { 200: messageAnswer } },
    handler: ({ deps, body }) => resetPassword(deps, body),
  }),

  defineRoute({
    method: 'POST',
    url: '/user/change-password',
    access: signedIn(),
    summary: "Change the caller's password",
    schema: { body: changePasswordBody, response: { 200: changePasswordAnswer } },
    handler: async ({ deps, session, body, request }) => {
      const result = await changePassword(deps, session.user, session.session, body, request.ip);
      return { message: result.message, signed_out_sessions: result.signedOutSessions };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/user/sessions',
    access: signedIn(),
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

  defineRoute({
    method: 'DELETE',
    url: '/user/sessions/:id',
    access: signedIn(),
    summary: 'Sign one device out',
    schema: { params: sessionIdInput, response: { 200: messageAnswer } },
    handler: ({ deps, caller, params }) => {
      if (!revokeSession(deps.db, caller.id, params.id)) throw notFound(AUTH_MESSAGES.sessionNotFound);
      return { message: AUTH_MESSAGES.sessionRevoked };
    },
  }),
];
