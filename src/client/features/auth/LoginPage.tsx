import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH_MESSAGES, forgotPasswordInput, loginInput } from '../../../shared/schemas/auth';
import { errorMessage, httpStatusOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { homeFor, useAuth } from './auth-context';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const [mode, setMode] = useState<'signin' | 'forgot'>('signin');
  return mode === 'signin' ? (
    <SignInForm onForgot={() => setMode('forgot')} />
  ) : (
    <ForgotPasswordForm onBack={() => setMode('signin')} />
  );
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { onSubmit, field } = useSchemaForm(loginInput, { email: '', password: '' });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async ({ token, user }) => {
        signIn(token, user);
        toast('success', `Welcome back, ${user.name}!`);
        await navigate({ to: homeFor(user) });
      },
    }),
  );

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your website project."
      footer={
        <>
          <p>
            New here? <Link to="/signup">Create an account</Link>
          </p>
          <Link to="/">← Back to Home</Link>
        </>
      }
    >
      <form onSubmit={onSubmit((input) => login.mutate(input))} className="form-stack" noValidate>
        {login.isError ? (
          <Alert tone="error" onDismiss={() => login.reset()}>
            {errorMessage(login.error, AUTH_MESSAGES.loginFailed, AUTH_MESSAGES.unexpected)}
          </Alert>
        ) : null}
        <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Field label="Password" type="password" autoComplete="current-password" required {...field('password')} />
        <Button type="submit" block busy={login.isPending} busyLabel="Signing in...">
          Sign In
        </Button>
        <button type="button" className="link-button" onClick={onForgot}>
          Forgot Password?
        </button>
      </form>
    </AuthCard>
  );
}

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { onSubmit, field, watch, reset } = useSchemaForm(forgotPasswordInput, { email: '' });
  const request = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      // Spec part 1 §4: the same confirmation every time, and the field is cleared.
      onSuccess: () => reset(),
    }),
  );

  // A rate-limit answer says how long to wait; any other failure gets the spec's message.
  const failure = request.isError
    ? httpStatusOf(request.error) === 429
      ? request.error.message
      : AUTH_MESSAGES.forgotPasswordFailed
    : null;

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={<Link to="/">← Back to Home</Link>}
    >
      <form onSubmit={onSubmit((input) => request.mutate(input))} className="form-stack" noValidate>
        {request.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.forgotPasswordSent}</Alert> : null}
        {failure ? (
          <Alert tone="error" onDismiss={() => request.reset()}>
            {failure}
          </Alert>
        ) : null}
        <Field label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Button type="submit" block disabled={!watch('email').trim()} busy={request.isPending} busyLabel="Sending...">
          Send Reset Link
        </Button>
        <button type="button" className="link-button" onClick={onBack}>
          Back to Sign In
        </button>
      </form>
    </AuthCard>
  );
}
