import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePasswordForm } from '../../../shared/schemas/auth';
import { formatDateTime } from '../../lib/format';
import { errorMessage, fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Field, NewPasswordFields } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { VerifyEmailBanner } from '../auth/VerifyEmailBanner';
import { DeleteMyAccount, DownloadMyData } from './AccountData';
import { describeDevice } from './device';
import { SecondFactor } from './SecondFactor';

/**
 * A signed-in person's password, second factor, the devices signed in to their account, and their
 * data: a copy of it, or the account deleted.
 */
export function AccountPage() {
  const { user } = useAuth();
  // An admin who must set a second factor up can do nothing else until it is on (decision 042).
  const mustEnrol = user?.signInStep === 'enrolment';
  return (
    <section className="page narrow account-page">
      <BackButton />
      <p className="eyebrow">Account</p>
      <h1>Account security</h1>
      <p className="lead">
        {user?.name} · {user?.email}
      </p>
      {mustEnrol ? null : <VerifyEmailBanner />}
      <div className="dash-stack">
        <SecondFactor mustEnrol={mustEnrol} />
        {mustEnrol ? null : (
          <>
            <ChangePassword />
            <Sessions />
            <DownloadMyData />
            {user?.isAdmin ? null : <DeleteMyAccount />}
          </>
        )}
      </div>
    </section>
  );
}

function ChangePassword() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { onSubmit, field, reset, setError, showServerErrors, formError } = useSchemaForm(changePasswordForm, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const change = useMutation(trpc.auth.changePassword.mutationOptions());

  const submit = onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await change.mutateAsync({ currentPassword, newPassword });
      toast('success', result.message);
      reset();
      await queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) showServerErrors(fields);
      else setError('root', { message: errorMessage(error, 'Failed to change the password. Please try again.') });
    }
  });

  return (
    <section className="dash-card" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <p className="muted">Changing it signs you out everywhere else.</p>
      <form className="form-stack" onSubmit={submit} noValidate>
        <Field
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          maxLength={256}
          {...field('currentPassword')}
        />
        <NewPasswordFields
          label="New password"
          maxLength={256}
          password={field('newPassword')}
          confirmation={field('confirmPassword')}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" busy={change.isPending} busyLabel="Saving...">
          Change Password
        </Button>
      </form>
    </section>
  );
}

function Sessions() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const revoke = useMutation(trpc.auth.revokeSession.mutationOptions());
  const revokeOthers = useMutation(trpc.auth.revokeOtherSessions.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });

  async function run(action: () => Promise<{ message: string }>) {
    try {
      toast('success', (await action()).message);
    } catch (error) {
      toast('error', errorMessage(error, 'Failed to sign that device out'));
    }
    await refresh();
  }

  if (sessions.isPending) return <PageSpinner label="Loading your devices..." />;
  if (sessions.isError) return <Alert tone="error">Failed to load your devices.</Alert>;
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <section className="dash-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <ul className="dash-list">
        {sessions.data.map((session) => (
          <li key={session.id} className="dash-file">
            <div className="dash-file-info">
              <strong>
                {describeDevice(session.userAgent)}{' '}
                {session.current ? <span className="badge dash-badge-done">This device</span> : null}
                {session.awaitingSecondFactor ? (
                  <span className="badge dash-badge-waiting">Code not entered</span>
                ) : null}
              </strong>
              <span className="muted">
                {session.ip ?? 'unknown address'} · {session.awaitingSecondFactor ? 'password entered' : 'signed in'}{' '}
                {formatDateTime(session.createdAt)} · last active {formatDateTime(session.lastUsedAt)}
              </span>
              {session.awaitingSecondFactor && !session.current ? (
                <span>
                  Someone entered your password here but not your code, so they are not signed in. If this was not you,
                  change your password.
                </span>
              ) : null}
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                className="btn-small"
                onClick={() => void run(() => revoke.mutateAsync({ id: session.id }))}
                aria-label={`Sign out ${describeDevice(session.userAgent)}, last active ${formatDateTime(session.lastUsedAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <ConfirmDialog
          trigger={<Button variant="secondary">Sign out of all other devices</Button>}
          title="Sign out everywhere else?"
          description={`${others} other device(s) will need your password again. This device stays signed in.`}
          confirmLabel="Sign Out Others"
          onConfirm={() => run(() => revokeOthers.mutateAsync())}
        />
      ) : (
        <p className="muted">This is the only device signed in to your account.</p>
      )}
    </section>
  );
}
