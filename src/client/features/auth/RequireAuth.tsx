import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../ui/Spinner';
import { useAuth } from './auth-context';

/**
 * Spec part 2 §2 route guard: a spinner while auth loads, /login when signed out, / for non-admins
 * on admin routes. The server checks every call again; this only spares people a broken screen.
 */
export function RequireAuth({
  admin = false,
  enrolment = false,
  children,
}: {
  admin?: boolean;
  /** The account page, where an admin who must set a second factor up does it (decision 042). */
  enrolment?: boolean;
  children: ReactNode;
}) {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageSpinner label="Checking your session..." />;
  if (status === 'signedOut' || !user) return <Navigate to="/login" replace />;
  if (user.signInStep === 'enrolment' && !enrolment) return <Navigate to="/account" replace />;
  if (admin && !user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
