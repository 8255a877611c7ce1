import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { User } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';

/** A booking is read or cancelled by the person it belongs to, or by an admin. */
export function assertOwnOrAdmin(user: User | null, email: string): void {
  if (!user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (!user.isAdmin && user.email !== email.toLowerCase()) throw forbidden('You can only view or cancel your own booking');
}
