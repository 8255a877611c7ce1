import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RESET_REDIRECT_MS } from '../../../shared/rules';
import { AUTH_MESSAGES, resetPasswordForm } from '../../../shared/schemas/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { NewPasswordFields } from '../../ui/Field';
import { AuthCard } from './AuthCard';

const requestNewLink = (
  <p className="muted">
    Need a fresh link?{' '}
    <Link to="/login" search={{ forgot: true }}>
      Request a new password reset
    </Link>
  </p>
);

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const { onSubmit, field, setError, formError } = useSchemaForm(resetPasswordForm, {
    newPassword: '',
    confirmPassword: '',
  });
  // Asked once per opening of the page (each check spends from the link budget), and forgotten on
  // leaving it, so that coming back after a reset asks again.
  const link = useQuery({
    ...trpc.auth.checkResetLink.queryOptions({ token: token ?? '' }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

  // Spec part 1 §4: after success, a message and then /login after 3000 ms.
  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = onSubmit(({ newPassword }) => {
    if (token) reset.mutate({ token, newPassword });
    else setError('root', { message: AUTH_MESSAGES.resetLinkMissingOnSubmit });
  });

  // Spec part 1 §5: a link without a token is refused on load; a used, expired or unknown one the same way.
  const deadLink = !token
    ? AUTH_MESSAGES.resetLinkMissingOnLoad
    : link.isError
      ? errorMessage(link.error, AUTH_MESSAGES.resetLinkMissingOnLoad)
      : null;

  return (
    <AuthCard title="Choose a new password" footer={<Link to="/login">← Back to Login</Link>}>
      {reset.isSuccess ? (
        <Alert tone="success">{reset.data.message} Redirecting you to the login page...</Alert>
      ) : (
        <form onSubmit={submit} className="form-stack" noValidate>
          {deadLink ? <Alert tone="error">{deadLink}</Alert> : null}
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {reset.isError ? (
            <Alert tone="error" onDismiss={() => reset.reset()}>
              {errorMessage(reset.error, AUTH_MESSAGES.resetFailed)}
            </Alert>
          ) : null}
          <NewPasswordFields
            label="New password"
            password={field('newPassword')}
            confirmation={field('confirmPassword')}
          />
          <Button type="submit" block disabled={!link.isSuccess} busy={reset.isPending} busyLabel="Resetting...">
            Reset Password
          </Button>
          {deadLink || reset.isError ? requestNewLink : null}
        </form>
      )}
    </AuthCard>
  );
}
