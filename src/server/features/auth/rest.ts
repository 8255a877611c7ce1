import { forgotPasswordInput, loginInput, sessionIdInput } from '../../../shared/schemas/auth';
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
import { defineRoute, procedureRoute } from '../../http/route';
import { toWire } from '../../http/wire';
import { bearerToken, signedIn } from '../../core/access';
import { publicUser } from './service';
import { authRouter, type AccountView } from './router';

const STEP_WIRE = { secondFactor: 'second_factor', enrolment: 'enrolment' } as const;

const tokenWire = ({ token, user }: { token: string; user: AccountView }) =>
  toWire(tokenAnswer, user, {
    access_token: token,
    token_type: 'bearer',
    sign_in_step: user.signInStep ? STEP_WIRE[user.signInStep] : undefined,
  });

// Spec part 1 §7: the auth calls with their snake_case payloads and response fields.
export const authRoutes = [
  procedureRoute(authRouter.login, {
    method: 'POST',
    url: '/login',
    summary: 'Sign in',
    schema: { body: loginInput, response: { 200: tokenAnswer } },
    answer: tokenWire,
  }),

  procedureRoute(authRouter.secondFactor, {
    method: 'POST',
    url: '/login/second-factor',
    summary: "Sign-in's second step: a code from the authenticator app, or a recovery code",
    schema: { body: secondFactorBody, response: { 200: tokenAnswer } },
    answer: (user, { request }) => tokenWire({ token: bearerToken(request.headers.authorization)!, user }),
  }),

  procedureRoute(authRouter.signup, {
    method: 'POST',
    url: '/signup',
    summary: 'Create an account',
    schema: { body: signupBody, response: { 200: tokenAnswer } },
    answer: tokenWire,
  }),

  // Not auth.me's door: that one answers anyone (null when signed out); the spec's profile wants a session.
  defineRoute({
    method: 'GET',
    url: '/user/profile',
    access: signedIn(),
    summary: "The caller's profile",
    schema: { response: { 200: profileAnswer } },
    handler: ({ caller }) => toWire(profileAnswer, publicUser(caller)),
  }),

  procedureRoute(authRouter.verifyEmail, {
    method: 'POST',
    url: '/verify-email',
    summary: 'Confirm an email address',
    schema: { body: verifyEmailBody, response: { 200: messageAnswer } },
  }),

  procedureRoute(authRouter.resendVerification, {
    method: 'POST',
    url: '/user/resend-verification',
    summary: 'Send a new confirmation link',
    schema: { response: { 200: resendAnswer } },
  }),

  // A session still owing its second factor may end itself here too: the visitor who will not
  // give the code can leave.
  procedureRoute(authRouter.logout, {
    method: 'POST',
    url: '/logout',
    summary: 'Sign out',
    schema: { response: { 200: messageAnswer } },
    answer: () => ({ message: 'Logged out' }),
  }),

  procedureRoute(authRouter.forgotPassword, {
    method: 'POST',
    url: '/forgot-password',
    summary: 'Email a password reset link',
    schema: { body: forgotPasswordInput, response: { 200: messageAnswer } },
  }),

  procedureRoute(authRouter.resetPassword, {
    method: 'POST',
    url: '/reset-password',
    summary: 'Set a new password from a reset link',
    schema: { body: resetPasswordBody, response: { 200: messageAnswer } },
  }),

  procedureRoute(authRouter.changePassword, {
    method: 'POST',
    url: '/user/change-password',
    summary: "Change the caller's password",
    schema: { body: changePasswordBody, response: { 200: changePasswordAnswer } },
  }),

  procedureRoute(authRouter.sessions, {
    method: 'GET',
    url: '/user/sessions',
    summary: "The caller's signed-in devices",
    schema: { response: { 200: sessionsAnswer } },
    answer: (sessions) => toWire(sessionsAnswer, { sessions }),
  }),

  procedureRoute(authRouter.revokeSession, {
    method: 'DELETE',
    url: '/user/sessions/:id',
    summary: 'Sign one device out',
    schema: { params: sessionIdInput, response: { 200: messageAnswer } },
  }),
];
