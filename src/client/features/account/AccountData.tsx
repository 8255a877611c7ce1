import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { pacificToday } from '../../../shared/schedule';
import {
  ACCOUNT_MESSAGES,
  DELETED_WITH_ACCOUNT,
  deleteAccountInput,
  KEPT_AFTER_DELETION,
  KEPT_DETACHED,
} from '../../../shared/schemas/account';
import { downloadWithSession } from '../../lib/rest';
import { errorMessage, fieldErrorsOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { DownloadButton } from '../../ui/DownloadButton';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { PasswordAndCodeFields, usePasswordAndCodeForm } from './ConfirmWithCodeDialog';

/** Issue 36 §5: everything kept about the account, as a zip the browser saves. */
export function DownloadMyData() {
  return (
    <section className="dash-card dash-card-form" aria-labelledby="my-data-title">
      <h2 id="my-data-title">Your data</h2>
      <p className="muted">
        Download a zip of everything we keep about you: your account, orders and payments, signed agreements, project,
        messages, chats and meetings, with the files you uploaded and the ones we sent you.
      </p>
      <DownloadButton
        download={() =>
          downloadWithSession(
            '/api/account/export',
            `goldline-data-${pacificToday()}.zip`,
            ACCOUNT_MESSAGES.exportFailed,
          )
        }
        failure={ACCOUNT_MESSAGES.exportFailed}
        showReason
        done={ACCOUNT_MESSAGES.exported}
        busyLabel="Preparing..."
      >
        Download My Data
      </DownloadButton>
    </section>
  );
}

/** Issue 36 §6: what goes and what stays, said before anything is deleted; the dialog asks to confirm. */
export function DeleteMyAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section className="dash-card dash-card-form" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete my account</h2>
      <p>
        <strong>Deleted at once, for good:</strong> {DELETED_WITH_ACCOUNT}
      </p>
      <div className="account-kept">
        <p>
          <strong>Kept, and why:</strong>
        </p>
        <ul>
          {KEPT_AFTER_DELETION.map((kept) => (
            <li key={kept}>{kept}</li>
          ))}
        </ul>
        <p className="muted">{KEPT_DETACHED}</p>
      </div>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete My Account
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  // A code is asked of an account with any second factor (an app or passkeys, which come with
  // recovery codes); the account page has loaded this already.
  const withCode = Boolean(useQuery(trpc.auth.secondFactorStatus.queryOptions()).data?.since);
  const remove = useMutation(trpc.account.delete.mutationOptions());
  const { onSubmit, field, setError, showServerErrors, formError, close } = usePasswordAndCodeForm(
    deleteAccountInput,
    onClose,
  );
  const submit = onSubmit(async (input) => {
    try {
      const { message } = await remove.mutateAsync(input);
      // Home first: the account page would send someone signed out to the login page.
      await navigate({ to: '/' });
      await signOut({ endedOnServer: true });
      toast('success', message, { duration: 10_000 });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length) showServerErrors(fields);
      else setError('root', { message: errorMessage(error, ACCOUNT_MESSAGES.deleteFailed) });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Delete your account for good?"
      description={`This cannot be undone. Download your data first if you want a copy. Confirm with your password${withCode ? ' and a code' : ''}.`}
    >
      <form className="form-stack" onSubmit={submit} noValidate>
        <PasswordAndCodeFields field={field} withCode={withCode} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <DialogActions
          onCancel={close}
          submitLabel="Delete My Account"
          destructive
          busy={remove.isPending}
          busyLabel="Deleting..."
        />
      </form>
    </Dialog>
  );
}
