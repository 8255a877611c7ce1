import { Navigate, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { signInThenReturnTo } from './return-path';
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
  // Where the visitor was going, read once: on the way to /login the location changes under this
  // component, and a Navigate whose search followed it would navigate again for ever.
  const router = useRouter();
  const [here] = useState(() => router.state.location.href);
  if (status === 'loading') return <PageSpinner label="Checking your session..." />;
  // Back here once signed in: a link from an email (Billing, a file) keeps where it was going.
  if (status === 'signedOut' || !user) return <Navigate to="/login" search={signInThenReturnTo(here)} replace />;
  if (user.signInStep === 'enrolment' && !enrolment) return <Navigate to="/account" replace />;
  if (admin && !user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
