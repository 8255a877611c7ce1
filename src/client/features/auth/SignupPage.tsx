import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, signupForm } from '../../../shared/schemas/auth';
import { firstIssuePerField } from '../../../shared/schemas/errors';
import { errorMessage, fieldErrorsOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useAuth } from './auth-context';
import { AuthCard } from './AuthCard';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '', orderId: '' };

export function SignupPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signup = useMutation(
    trpc.auth.signup.mutationOptions({
      onSuccess: async ({ token, user }) => {
        signIn(token, user);
        toast('success', 'Your account is ready', { description: `Welcome, ${user.name}!` });
        await navigate({ to: '/' });
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    }),
  );

  const set = (key: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signupForm.safeParse(form);
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error));
      return;
    }
    setErrors({});
    signup.mutate(form);
  }

  return (
    <AuthCard
      title="Create Account"
      subtitle="One account for your booking, files, revisions and messages."
      footer={
        <>
          <p>
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
          <Link to="/">← Back to Home</Link>
        </>
      }
    >
      <form onSubmit={submit} className="form-stack" noValidate>
        {signup.isError ? (
          <Alert tone="error" onDismiss={() => signup.reset()}>
            {errorMessage(signup.error, AUTH_MESSAGES.signupFailed, AUTH_MESSAGES.unexpected)}
          </Alert>
        ) : null}
        <Field label="Full name" name="name" autoComplete="name" required value={form.name} onChange={set('name')} error={errors.name} />
        <Field label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint="At least 6 characters."
        />
        <Field
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Field
          label="Order ID"
          name="orderId"
          value={form.orderId}
          onChange={set('orderId')}
          error={errors.orderId}
          hint="Already paid? Enter your order ID to link it to this account."
        />
        <Button type="submit" block busy={signup.isPending} busyLabel="Creating account...">
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
