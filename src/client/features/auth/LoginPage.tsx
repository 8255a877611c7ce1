import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH_MESSAGES, forgotPasswordInput, loginInput, secondFactorInput } from '../../../shared/schemas/auth';
import type { PublicUser } from '../../lib/api-types';
import { setSecondFactorToken } from '../../lib/token';
import { answerWithPasskey, passkeysSupported } from '../../lib/passkeys';
import { errorMessage, httpStatusOf, trpc, trpcClient } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { homeFor, useAuth } from './auth-context';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const { forgot } = useSearch({ from: '/login' });
  const [mode, setMode] = useState<'signin' | 'forgot'>(forgot ? 'forgot' : 'signin');
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
          // The half-signed-in session ends on the server too, sent with its own token.
          void trpcClient.auth.logout
            .mutate()
            .catch(() => undefined)
            .finally(() => setSecondFactorToken(null));
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
      <PasskeySignIn onDone={finish} />
    </AuthCard>
  );
}

/** Signing in with a passkey alone: the device checks who holds it (issue 36 §3). */
function PasskeySignIn({ onDone }: { onDone: (token: string, user: PublicUser) => Promise<void> }) {
  const options = useMutation(trpc.auth.passkeySignInOptions.mutationOptions());
  const signIn = useMutation(trpc.auth.passkeySignIn.mutationOptions());
  const [failure, setFailure] = useState<string | null>(null);
  if (!passkeysSupported()) return null;
  const start = async () => {
    setFailure(null);
    try {
      const response = await answerWithPasskey(await options.mutateAsync());
      const { token, user } = await signIn.mutateAsync({ response });
      await onDone(token, user);
    } catch (error) {
      setFailure(errorMessage(error, AUTH_MESSAGES.passkeyNotAccepted));
    }
  };
  return (
    <div className="passkey-sign-in">
      <p className="divider-text">or</p>
      {failure ? (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Button
        variant="secondary"
        block
        onClick={() => void start()}
        busy={options.isPending || signIn.isPending}
        busyLabel="Waiting for your passkey..."
      >
        Continue with a Passkey
      </Button>
    </div>
  );
}

/**
 * Stores the session, greets the user and takes them home, or back to the page that asked for the
 * sign-in, or to set a second factor up first.
 */
function useFinishSignIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { next } = useSearch({ from: '/login' });
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
    await (next ? navigate({ href: next }) : navigate({ to: homeFor(user) }));
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
  const methods = useQuery(trpc.auth.secondFactorMethods.queryOptions());
  const [chosen, setRecovery] = useState(false);
  // An account with passkeys but no app types only recovery codes.
  const recovery = chosen || methods.data?.authenticator === false;
  const { onSubmit, field, reset } = useSchemaForm(secondFactorInput, { code: '' });
  const verify = useMutation(
    trpc.auth.secondFactor.mutationOptions({
      onSuccess: (user) => onDone(token, user),
      onError: () => reset({ code: '' }),
    }),
  );
  const passkeyOptions = useMutation(trpc.auth.passkeySecondFactorOptions.mutationOptions());
  const withPasskey = useMutation(
    trpc.auth.passkeySecondFactor.mutationOptions({ onSuccess: (user) => onDone(token, user) }),
  );
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const answerWithAPasskey = async () => {
    setPasskeyFailure(null);
    try {
      withPasskey.mutate({ response: await answerWithPasskey(await passkeyOptions.mutateAsync()) });
    } catch (error) {
      setPasskeyFailure(errorMessage(error, AUTH_MESSAGES.passkeyNotAccepted));
    }
  };
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
      {methods.data?.passkey ? (
        <div className="form-stack">
          {passkeyFailure || withPasskey.isError ? (
            <Alert tone="error">
              {passkeyFailure ?? errorMessage(withPasskey.error, AUTH_MESSAGES.passkeyNotAccepted)}
            </Alert>
          ) : null}
          <Button
            block
            variant={methods.data.authenticator ? 'secondary' : 'primary'}
            onClick={() => void answerWithAPasskey()}
            busy={passkeyOptions.isPending || withPasskey.isPending}
            busyLabel="Waiting for your passkey..."
          >
            Use a Passkey
          </Button>
          <p className="divider-text">or</p>
        </div>
      ) : null}
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
        {methods.data?.authenticator === false ? null : (
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
        )}
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
