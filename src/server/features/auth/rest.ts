import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { access, sessionOf } from '../../http/access';
import { bodyObject } from '../../http/body';
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

// Spec part 1 §7: the auth calls with their snake_case payloads and response fields.
export async function authRest(app: FastifyInstance) {
  const { deps } = app;

  const signedInOnly = access(signedIn());

  app.post('/login', access(anyone), async (request) => {
    const { token, user } = await login(deps, loginInput.parse(request.body), originOf(request));
    return { access_token: token, token_type: 'bearer', is_admin: user.isAdmin, order_id: user.orderId };
  });

  app.post('/signup', access(anyone), async (request) => {
    const body = bodyObject(request.body);
    const input = signupInput.parse({ ...body, orderId: body.order_id });
    const { token, user } = await signup(deps, input, originOf(request));
    return { access_token: token, token_type: 'bearer', is_admin: user.isAdmin, order_id: user.orderId };
  });

  app.get('/user/profile', signedInOnly, async (request) => {
    const { user } = sessionOf(request);
    const profile = publicUser(user);
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
  });

  app.post('/verify-email', access(anyone), async (request) =>
    verifyEmail(deps, verifyEmailInput.parse({ token: bodyObject(request.body).token })),
  );

  app.post('/user/resend-verification', signedInOnly, async (request) => {
    const { message, sent } = await resendVerification(deps, sessionOf(request).user, request.ip);
    return { message, sent };
  });

  app.post('/logout', signedInOnly, async (request) => {
    const { session } = sessionOf(request);
    invalidateSession(deps.db, session.id);
    return { message: 'Logged out' };
  });

  app.post('/forgot-password', access(anyone), async (request) =>
    requestPasswordReset(deps, forgotPasswordInput.parse(request.body), request.ip),
  );

  app.post('/reset-password', access(anyone), async (request) => {
    const body = bodyObject(request.body);
    return resetPassword(deps, resetPasswordInput.parse({ token: body.token, newPassword: body.new_password }));
  });

  app.post('/user/change-password', signedInOnly, async (request) => {
    const { user, session } = sessionOf(request);
    const body = bodyObject(request.body);
    const result = await changePassword(
      deps,
      user,
      session,
      changePasswordInput.parse({ currentPassword: body.current_password, newPassword: body.new_password }),
      request.ip,
    );
    return { message: result.message, signed_out_sessions: result.signedOutSessions };
  });

  app.get('/user/sessions', signedInOnly, async (request) => {
    const { user, session } = sessionOf(request);
    return {
      sessions: listSessions(deps.db, user.id, session.id).map((entry) => ({
        id: entry.id,
        current: entry.current,
        ip: entry.ip,
        user_agent: entry.userAgent,
        created_at: entry.createdAt,
        last_used_at: entry.lastUsedAt,
        expires_at: entry.expiresAt,
      })),
    };
  });

  app.delete('/user/sessions/:id', signedInOnly, async (request) => {
    const { user } = sessionOf(request);
    const { id } = sessionIdInput.parse(request.params);
    if (!revokeSession(deps.db, user.id, id)) throw notFound(AUTH_MESSAGES.sessionNotFound);
    return { message: AUTH_MESSAGES.sessionRevoked };
  });
}

const originOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
