import type { FastifyInstance } from 'fastify';
import { forgotPasswordInput, loginInput, resetPasswordInput, signupInput } from '../../../shared/schemas/auth';
import { bodyObject } from '../../http/body';
import { requireUser } from './guards';
import { invalidateSession } from './session';
import { login, publicUser, requestPasswordReset, resetPassword, signup } from './service';

// Spec part 1 §7: the auth calls with their snake_case payloads and response fields.
export async function authRest(app: FastifyInstance) {
  const { deps } = app;

  app.post('/login', async (request) => {
    const { token, user } = await login(deps, loginInput.parse(request.body), request.ip);
    return { access_token: token, token_type: 'bearer', is_admin: user.isAdmin, order_id: user.orderId };
  });

  app.post('/signup', async (request) => {
    const body = bodyObject(request.body);
    const input = signupInput.parse({ ...body, orderId: body.order_id });
    const { token, user } = await signup(deps, input, request.ip);
    return { access_token: token, token_type: 'bearer', is_admin: user.isAdmin, order_id: user.orderId };
  });

  app.get('/user/profile', async (request) => {
    const { user } = requireUser(deps.db, request);
    const profile = publicUser(user);
    return {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      is_admin: profile.isAdmin,
      order_id: profile.orderId,
      plan: profile.plan,
      created_at: profile.createdAt,
    };
  });

  app.post('/logout', async (request) => {
    const { session } = requireUser(deps.db, request);
    invalidateSession(deps.db, session.id);
    return { message: 'Logged out' };
  });

  app.post('/forgot-password', async (request) =>
    requestPasswordReset(deps, forgotPasswordInput.parse(request.body), request.ip),
  );

  app.post('/reset-password', async (request) => {
    const body = bodyObject(request.body);
    return resetPassword(deps, resetPasswordInput.parse({ token: body.token, newPassword: body.new_password }));
  });
}
