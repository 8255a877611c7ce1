import { Alert } from '../../ui/Alert';
import { useAuth } from './auth-context';
import { ResendVerification } from './ResendVerification';

/**
 * Until the address is proven, the account sees only what it made itself: this says so, and why
 * something booked or bought earlier under the same address may be missing.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Alert tone="warning">
      <p>
        <strong>Please confirm your email address.</strong> We sent a link to {user.email}. Until you open it, anything
        booked, bought or asked under this address before you signed up stays hidden here.
      </p>
      <ResendVerification />
    </Alert>
  );
}
