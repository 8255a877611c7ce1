import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth-messages';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { useAuth } from './auth-context';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';

/** The link from the confirmation email (issue 18 §7): it proves the address as soon as it opens. */
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
  const sent = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice: the link works once.
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

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
          <p className="verify-progress" role="status">
            <Spinner size="small" /> Confirming your email address...
          </p>
        )}
      </div>
    </AuthCard>
  );
}
