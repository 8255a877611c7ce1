import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth-messages';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useAuth } from './auth-context';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';

/**
 * The link from the confirmation email (issue 18 §7). Opening it changes nothing (issue 35 §3: a
 * mail filter's scanner follows every link); its button proves the address.
 */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      // The dashboard now shows more, and the banner asking for the link goes away.
      onSuccess: () =>
        queryClient
          .invalidateQueries({ queryKey: trpc.auth.me.queryKey() })
          .then(() => queryClient.invalidateQueries({ queryKey: trpc.customer.dashboard.queryKey() })),
    }),
  );

  const next = user ? (
    <Link to={user.isAdmin ? '/admin' : '/dashboard'} className="btn btn-primary btn-block">
      Go to your dashboard
    </Link>
  ) : (
    <Link to="/login" className="btn btn-primary btn-block">
      Sign in
    </Link>
  );

  return (
    <AuthCard title="Confirm your email address" footer={<Link to="/">← Back to Home</Link>}>
      <div className="form-stack">
        {!token ? (
          <Alert tone="error">{AUTH_MESSAGES.verifyLinkMissing}</Alert>
        ) : verify.isSuccess ? (
          <>
            <Alert tone="success">{verify.data.message}</Alert>
            {next}
          </>
        ) : verify.isError ? (
          <>
            <Alert tone="error">{errorMessage(verify.error, AUTH_MESSAGES.verifyEmailFailed)}</Alert>
            {user && !user.emailVerified ? <ResendVerification /> : next}
          </>
        ) : (
          <>
            <p>Confirm that this email address is yours, and your account can see everything filed under it.</p>
            <Button busy={verify.isPending} busyLabel="Confirming..." onClick={() => verify.mutate({ token })}>
              Confirm my email address
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
