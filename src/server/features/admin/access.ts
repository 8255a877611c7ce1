import { ADMIN_PERMISSIONS, hasPermission, type AdminPermission } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { User } from '../../db/schema';
import { forbidden } from '../../errors';

/** The one check behind every admin call: an admin, with access to this area (super admins have all). */
export function requirePermission(user: User, permission: AdminPermission | null): void {
  if (!user.isAdmin) throw forbidden(AUTH_MESSAGES.adminOnly);
  if (permission && !hasPermission(user, permission)) throw forbidden(ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS[permission]));
}
