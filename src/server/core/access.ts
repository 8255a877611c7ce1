import { ADMIN_PERMISSIONS, hasPermission, type AdminArea } from '../../shared/admin';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { firstAdminId } from './audit';
import type { SessionWithUser } from './session';

/**
 * Who may call a tRPC procedure or a REST route. Each one states it once, at its definition; the
 * tRPC guard and the REST hook both enforce it through authorize(), and a call or route without a
 * declaration is refused (docs/decisions/010).
 */
export type Access =
  | { kind: 'anyone' }
  /** `message` is the 401 text, for the spec's customer calls that say 'Session expired…'. */
  | { kind: 'signedIn'; message?: string }
  /**
   * An admin with access to one area of the admin dashboard; 'any' for what every admin sees. The
   * same areas as the admin tabs' `permission` (ADMIN_TABS in shared/admin.ts), which hide a tab
   * whose calls would be refused here.
   */
  | { kind: 'admin'; permission: AdminArea }
  /** Spec part 2 §6: activity monitoring is for the first admin only. */
  | { kind: 'firstAdmin' };

export const anyone: Access = { kind: 'anyone' };
export const signedIn = (message?: string): Access => (message ? { kind: 'signedIn', message } : { kind: 'signedIn' });
export const adminWith = (permission: AdminArea): Access => ({ kind: 'admin', permission });
export const firstAdminOnly: Access = { kind: 'firstAdmin' };

export const NO_ACCESS_DECLARED = 'This call is not available';

/** Refuses the caller unless `access` lets them in: 401 when signed out, 403 when signed in as the wrong person. */
export function authorize(db: Db, access: Access | undefined, auth: SessionWithUser | null): void {
  if (!access) throw forbidden(NO_ACCESS_DECLARED);
  if (access.kind === 'anyone') return;
  if (!auth)
    throw unauthorized(access.kind === 'signedIn' && access.message ? access.message : AUTH_MESSAGES.notSignedIn);
  if (access.kind === 'signedIn') return;
  requireAdmin(auth.user, access.kind === 'admin' ? access.permission : 'any');
  if (access.kind === 'firstAdmin' && firstAdminId(db) !== auth.user.id)
    throw forbidden(ADMIN_MESSAGES.monitoringFirstAdminOnly);
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
