import { useMutation } from '@tanstack/react-query';
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

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const { onSubmit, field, setError, formError } = useSchemaForm(resetPasswordForm, {
    newPassword: '',
    confirmPassword: '',
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

  return (
    <AuthCard title="Choose a new password" footer={<Link to="/login">← Back to Login</Link>}>
      {reset.isSuccess ? (
        <Alert tone="success">{reset.data.message} Redirecting you to the login page...</Alert>
      ) : (
        <form onSubmit={submit} className="form-stack" noValidate>
          {!token ? <Alert tone="error">{AUTH_MESSAGES.resetLinkMissingOnLoad}</Alert> : null}
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
          <Button type="submit" block disabled={!token} busy={reset.isPending} busyLabel="Resetting...">
            Reset Password
          </Button>
          {reset.isError ? (
            <p className="muted">
              Need a fresh link? <Link to="/login">Request a new password reset</Link> from the sign-in page.
            </p>
          ) : null}
        </form>
      )}
    </AuthCard>
  );
}
