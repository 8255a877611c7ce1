import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { unauthorized } from '../../errors';
import type { AdminPermission } from '../../../shared/admin';
import { requirePermission } from '../admin/access';
import { validateSessionToken, type SessionWithUser } from './session';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function sessionFromRequest(db: Db, request: FastifyRequest): SessionWithUser | null {
  const token = bearerToken(request.headers.authorization);
  return token ? validateSessionToken(db, token) : null;
}

/** REST guard: the signed-in user, or a 401. */
export function requireUser(db: Db, request: FastifyRequest): SessionWithUser {
  const auth = sessionFromRequest(db, request);
  if (!auth) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return auth;
}

/**
 * REST guard: a signed-in admin (with access to `permission`'s area when given), else 401 for the
 * signed-out and 403 for everyone else.
 */
export function requireAdmin(db: Db, request: FastifyRequest, permission: AdminPermission | null = null): SessionWithUser {
  const auth = requireUser(db, request);
  requirePermission(auth.user, permission);
  return auth;
}
