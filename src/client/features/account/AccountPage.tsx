import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { formatDateTime } from '../../lib/format';
import { errorMessage, fieldErrorsOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { VerifyEmailBanner } from '../auth/VerifyEmailBanner';
import { describeDevice } from './device';

/** A signed-in person's password and the devices signed in to their account. */
export function AccountPage() {
  const { user } = useAuth();
  return (
    <section className="page narrow account-page">
      <BackButton />
      <p className="eyebrow">Account</p>
      <h1>Account security</h1>
      <p className="lead">
        {user?.name} · {user?.email}
      </p>
      <VerifyEmailBanner />
      <div className="dash-stack">
        <ChangePassword />
        <Sessions />
      </div>
    </section>
  );
}

function ChangePassword() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.current) return setErrors({ currentPassword: AUTH_MESSAGES.currentPasswordRequired });
    if (form.next !== form.confirm) return setErrors({ confirm: AUTH_MESSAGES.passwordsDoNotMatch });
    try {
      const result = await change.mutateAsync({ currentPassword: form.current, newPassword: form.next });
      toast('success', result.message);
      setForm({ current: '', next: '', confirm: '' });
      await queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        Object.keys(fields).length
          ? fields
          : { _: errorMessage(error, 'Failed to change the password. Please try again.') },
      );
    }
  }

  return (
    <section className="dash-card" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <p className="muted">Changing it signs you out everywhere else.</p>
      <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          value={form.current}
          error={errors.currentPassword}
          onChange={set('current')}
          maxLength={256}
        />
        <Field
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          value={form.next}
          error={errors.newPassword}
          onChange={set('next')}
          maxLength={256}
          hint="At least 6 characters."
        />
        <Field
          label="Confirm new password"
          type="password"
          required
          autoComplete="new-password"
          value={form.confirm}
          error={errors.confirm}
          onChange={set('confirm')}
          maxLength={256}
        />
        {errors._ ? <Alert tone="error">{errors._}</Alert> : null}
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
              </strong>
              <span className="muted">
                {session.ip ?? 'unknown address'} · signed in {formatDateTime(session.createdAt)} · last active{' '}
                {formatDateTime(session.lastUsedAt)}
              </span>
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
