import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH_MESSAGES, forgotPasswordInput, loginInput, secondFactorInput } from '../../../shared/schemas/auth';
import type { PublicUser } from '../../lib/api-types';
import { setSecondFactorToken } from '../../lib/token';
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
  const finish = useFinishSignIn();
  const [awaitingCode, setAwaitingCode] = useState<string | null>(null);
  const { onSubmit, field } = useSchemaForm(loginInput, { email: '', password: '' });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async ({ token, user }) => {
        if (user.signInStep !== 'secondFactor') return finish(token, user);
        setSecondFactorToken(token);
        setAwaitingCode(token);
      },
    }),
  );

  if (awaitingCode)
    return (
      <SecondFactorForm
        token={awaitingCode}
        onDone={finish}
        onCancel={() => {
          setSecondFactorToken(null);
          setAwaitingCode(null);
          login.reset();
        }}
      />
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

/** Stores the session, greets the user and takes them home, or to set a second factor up first. */
function useFinishSignIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return async (token: string, user: PublicUser) => {
    setSecondFactorToken(null);
    signIn(token, user);
    if (user.signInStep === 'enrolment') {
      toast('info', AUTH_MESSAGES.secondFactorEnrolmentOwed);
      await navigate({ to: '/account' });
      return;
    }
    toast('success', `Welcome back, ${user.name}!`);
    await navigate({ to: homeFor(user) });
  };
}

/** Sign-in's second step (issue 36): a code from the authenticator app, or a recovery code. */
function SecondFactorForm({
  token,
  onDone,
  onCancel,
}: {
  token: string;
  onDone: (token: string, user: PublicUser) => Promise<void>;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const { onSubmit, field, reset } = useSchemaForm(secondFactorInput, { code: '' });
  const verify = useMutation(
    trpc.auth.secondFactor.mutationOptions({
      onSuccess: (user) => onDone(token, user),
      onError: () => reset({ code: '' }),
    }),
  );
  return (
    <AuthCard
      title="Two-factor authentication"
      subtitle={
        recovery
          ? 'Enter one of the recovery codes you saved when you turned two-factor authentication on. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this account.'
      }
      footer={
        <button type="button" className="link-button" onClick={onCancel}>
          ← Back to Sign In
        </button>
      }
    >
      <form onSubmit={onSubmit((input) => verify.mutate(input))} className="form-stack" noValidate>
        {verify.isError ? (
          <Alert tone="error" onDismiss={() => verify.reset()}>
            {errorMessage(verify.error, AUTH_MESSAGES.loginFailed, AUTH_MESSAGES.unexpected)}
          </Alert>
        ) : null}
        <Field
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
          maxLength={recovery ? 11 : 6}
          autoFocus
          required
          {...field('code')}
        />
        <Button type="submit" block busy={verify.isPending} busyLabel="Checking...">
          Verify
        </Button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery(!recovery);
            reset({ code: '' });
          }}
        >
          {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
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
