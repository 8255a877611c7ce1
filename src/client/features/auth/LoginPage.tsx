import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth-messages';
import { errorMessage, httpStatusOf, trpc } from '../../lib/trpc';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async ({ token, user }) => {
        signIn(token, user);
        toast('success', `Welcome back, ${user.name}!`);
        await navigate({ to: homeFor(user) });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ email, password });
  }

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
      <form onSubmit={submit} className="form-stack">
        {login.isError ? (
          <Alert tone="error" onDismiss={() => login.reset()}>
            {errorMessage(login.error, AUTH_MESSAGES.loginFailed, AUTH_MESSAGES.unexpected)}
          </Alert>
        ) : null}
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
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
  const [email, setEmail] = useState('');
  const request = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      // Spec part 1 §4: the same confirmation every time, and the field is cleared.
      onSuccess: () => setEmail(''),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim()) request.mutate({ email });
  }

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
      <form onSubmit={submit} className="form-stack">
        {request.isSuccess ? <Alert tone="success">{AUTH_MESSAGES.forgotPasswordSent}</Alert> : null}
        {failure ? (
          <Alert tone="error" onDismiss={() => request.reset()}>
            {failure}
          </Alert>
        ) : null}
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" block disabled={!email.trim()} busy={request.isPending} busyLabel="Sending...">
          Send Reset Link
        </Button>
        <button type="button" className="link-button" onClick={onBack}>
          Back to Sign In
        </button>
      </form>
    </AuthCard>
  );
}
