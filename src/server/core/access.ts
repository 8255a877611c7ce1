import { ADMIN_PERMISSIONS, hasPermission, type AdminArea } from '../../shared/admin';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Session, User } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { firstAdminId } from './audit';
import type { SessionWithUser } from './session';

/**
 * Who may call a tRPC procedure or a REST route. Each one states it once, at its definition; the
 * tRPC guard and the REST hook both enforce it through authorize(), and a call or route without a
 * declaration is refused (docs/decisions/010).
 */
export type Access =
  | { kind: 'anyone'; midSignIn?: readonly SignInStep[] }
  /** `message` is the 401 text, for the spec's customer calls that say 'Session expired…'. */
  | { kind: 'signedIn'; message?: string; midSignIn?: readonly SignInStep[] }
  /**
   * An admin with access to one area of the admin dashboard; 'any' for what every admin sees. The
   * same areas as the admin tabs' `permission` (ADMIN_TABS in shared/admin.ts), which hide a tab
   * whose calls would be refused here.
   */
  | { kind: 'admin'; permission: AdminArea }
  /** Spec part 2 §6: activity monitoring is for the first admin only. */
  | { kind: 'firstAdmin' };

/**
 * What a session still lacks before it is signed in in full (decision 042): the second factor of
 * an account that has one, or, for an admin who must have one (ADMIN_2FA=required), setting one
 * up. Such a session opens only the doors that declare the step in `midSignIn`; to every other
 * door anyone may call it is nobody, and every other signed-in door refuses it.
 */
export type SignInStep = 'secondFactor' | 'enrolment';

export const anyone: Access = { kind: 'anyone' };
export const signedIn = (message?: string): Access => (message ? { kind: 'signedIn', message } : { kind: 'signedIn' });

/** The step a session is at, or null once it is signed in in full. */
export function signInStep(
  config: Pick<Config, 'adminSecondFactor'>,
  auth: { session: Pick<Session, 'awaitingSecondFactor'>; user: User },
): SignInStep | null {
  if (auth.session.awaitingSecondFactor && auth.user.secondFactorSince) return 'secondFactor';
  if (auth.user.isAdmin && config.adminSecondFactor === 'required' && !auth.user.secondFactorSince) return 'enrolment';
  return null;
}
export const adminWith = (permission: AdminArea): Access => ({ kind: 'admin', permission });
export const firstAdminOnly: Access = { kind: 'firstAdmin' };

export const NO_ACCESS_DECLARED = 'This call is not available';

/**
 * Refuses the caller unless `access` lets them in: 401 when signed out (or a second factor is still
 * owed), 403 when signed in as the wrong person (or an admin who must set a second factor up first).
 * Returns the session the door may act for: none for a door anyone may call, when the session is
 * part way through signing in and the door does not declare that step.
 */
export function authorize(
  deps: { db: Db; config: Pick<Config, 'adminSecondFactor'> },
  access: Access | undefined,
  auth: SessionWithUser | null,
): SessionWithUser | null {
  if (!access) throw forbidden(NO_ACCESS_DECLARED);
  const step = auth && signInStep(deps.config, auth);
  if (step && !(access.kind === 'anyone' || access.kind === 'signedIn' ? access.midSignIn : [])?.includes(step)) {
    if (access.kind === 'anyone') return null;
    throw step === 'secondFactor'
      ? unauthorized(AUTH_MESSAGES.secondFactorOwed)
      : forbidden(AUTH_MESSAGES.secondFactorEnrolmentOwed);
  }
  if (access.kind === 'anyone') return auth;
  if (!auth)
    throw unauthorized(access.kind === 'signedIn' && access.message ? access.message : AUTH_MESSAGES.notSignedIn);
  if (access.kind === 'signedIn') return auth;
  requireAdmin(auth.user, access.kind === 'admin' ? access.permission : 'any');
  if (access.kind === 'firstAdmin' && firstAdminId(deps.db) !== auth.user.id)
    throw forbidden(ADMIN_MESSAGES.monitoringFirstAdminOnly);
  return auth;
}

/** An admin, with access to `permission`'s area (super admins have every area). */
function requireAdmin(user: User, permission: AdminArea): void {
  if (!user.isAdmin) throw forbidden(AUTH_MESSAGES.adminOnly);
  if (permission !== 'any' && !hasPermission(user, permission))
    throw forbidden(ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS[permission]));
}

/** The token of an `Authorization: Bearer …` header (spec part 1 §4), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
