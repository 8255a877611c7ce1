import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AUTH_MESSAGES, secondFactorInput } from '../../../shared/schemas/auth';
import { formatDateTime } from '../../lib/format';
import { saveBlob } from '../../lib/rest';
import type { RouterOutputs } from '../../lib/api-types';
import { errorMessage, trpc } from '../../lib/trpc';
import { codeField, ConfirmWithCodeDialog } from './ConfirmWithCodeDialog';
import { Passkeys } from './Passkeys';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';

/**
 * Two-factor authentication on the account page (issue 36 §1, §4): turning the authenticator app
 * on with a QR code and a first code, the recovery codes shown once, new ones, and turning it off.
 */
export function SecondFactor({ mustEnrol }: { mustEnrol: boolean }) {
  const queryClient = useQueryClient();
  const status = useQuery(trpc.auth.secondFactorStatus.queryOptions());
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.auth.secondFactorStatus.queryKey() });
    // An admin who had to set one up is signed in in full now.
    await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
  };
  const shown = async (recoveryCodes: string[] | null) => {
    if (recoveryCodes) setCodes(recoveryCodes);
    await refresh();
  };

  return (
    <section className="dash-card dash-card-form" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Two-factor authentication</h2>
      {mustEnrol ? (
        <Alert tone="warning">
          Your account is an admin account: add an authenticator app or a passkey here to continue to the admin area.
        </Alert>
      ) : null}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : status.isPending ? (
        <PageSpinner label="Loading..." />
      ) : status.isError ? (
        <Alert tone="error">Failed to load your sign-in settings. Please reload the page.</Alert>
      ) : (
        <>
          <FactorsSummary status={status.data} onCodes={shown} />
          <h3>Authenticator app</h3>
          {status.data.authenticator ? (
            <AuthenticatorOn
              mayTurnOff={status.data.mayRemoveLast || status.data.passkeys.length > 0}
              onOff={refresh}
            />
          ) : (
            <TurnOn onOn={shown} />
          )}
          <Passkeys status={status.data} onAdded={shown} onRemoved={refresh} />
        </>
      )}
    </section>
  );
}

function TurnOn({ onOn }: { onOn: (codes: string[]) => Promise<void> }) {
  const toast = useToast();
  const begin = useMutation(trpc.auth.beginAuthenticator.mutationOptions());
  const confirm = useMutation(trpc.auth.confirmAuthenticator.mutationOptions());
  const { onSubmit, field, reset, setError, formError } = useSchemaForm(secondFactorInput, { code: '' });

  const submit = onSubmit(async (input) => {
    try {
      const result = await confirm.mutateAsync(input);
      toast('success', result.message);
      await onOn(result.recoveryCodes);
    } catch (error) {
      reset({ code: '' });
      setError('root', { message: errorMessage(error, AUTH_MESSAGES.codeWrong) });
    }
  });

  if (!begin.data)
    return (
      <>
        <p className="muted">
          Signing in will also ask for a 6-digit code from an authenticator app on your phone (Google Authenticator,
          Microsoft Authenticator, 1Password, Authy...), so your password alone is not enough.
        </p>
        {begin.isError ? <Alert tone="error">{errorMessage(begin.error, AUTH_MESSAGES.unexpected)}</Alert> : null}
        <Button onClick={() => begin.mutate()} busy={begin.isPending} busyLabel="Preparing...">
          Set Up Authenticator App
        </Button>
      </>
    );

  return (
    <div className="second-factor-setup">
      <ol className="second-factor-steps">
        <li>Scan this QR code with your authenticator app.</li>
        <li>
          Or type the key by hand: <code>{begin.data.secret}</code>
        </li>
        <li>Enter the 6-digit code the app shows, to check that it works.</li>
      </ol>
      <img
        className="second-factor-qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(begin.data.qrSvg)}`}
        alt={`QR code of the key ${begin.data.secret}`}
        width={180}
        height={180}
      />
      <form className="form-stack" onSubmit={submit} noValidate>
        <Field label="Code from the app" {...codeField} inputMode="numeric" maxLength={6} {...field('code')} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" busy={confirm.isPending} busyLabel="Checking...">
          Turn On
        </Button>
      </form>
    </div>
  );
}

/** Shown once, right after they are made: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const toast = useToast();
  const text = codes.join('\n');
  const download = () => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'recovery-codes.txt');
  return (
    <div className="recovery-codes">
      <Alert tone="warning">
        Save these recovery codes now: they are shown only once. Each signs you in once if you lose your phone.
      </Alert>
      <ul className="recovery-code-list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => toast('success', 'Recovery codes copied'),
              () => toast('error', 'Copying failed: download them instead.'),
            )
          }
        >
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I Have Saved Them</Button>
      </div>
    </div>
  );
}

type Status = RouterOutputs['auth']['secondFactorStatus'];

function FactorsSummary({ status, onCodes }: { status: Status; onCodes: (codes: string[]) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  if (!status.since)
    return (
      <p className="muted">
        Off: your password alone signs you in. Add an authenticator app or a passkey so that a stolen password is not
        enough.
      </p>
    );
  return (
    <>
      <p>
        <span className="badge dash-badge-done">On</span> since {formatDateTime(status.since)} ·{' '}
        {status.recoveryCodesLeft} recovery code(s) left
      </p>
      {status.recoveryCodesLeft <= 3 ? (
        <Alert tone="warning">
          Few recovery codes are left: make new ones so that a lost phone cannot lock you out.
        </Alert>
      ) : null}
      <div className="button-row">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          New Recovery Codes
        </Button>
      </div>
      <RenewCodesDialog
        open={open}
        onClose={() => setOpen(false)}
        onCodes={async (codes) => {
          setOpen(false);
          await onCodes(codes);
        }}
      />
    </>
  );
}

function AuthenticatorOn({ mayTurnOff, onOff }: { mayTurnOff: boolean; onOff: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const turnOff = useMutation(trpc.auth.turnSecondFactorOff.mutationOptions());
  return (
    <div className="button-row">
      <span className="badge dash-badge-done">Set up</span>
      {mayTurnOff ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Turn Off
        </Button>
      ) : (
        <p className="muted">{AUTH_MESSAGES.adminKeepsSecondFactor}</p>
      )}
      <ConfirmWithCodeDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Turn the authenticator app off?"
        description="Its codes will no longer sign you in. Confirm with your password and a code from your app."
        submitLabel="Turn Off"
        busy={turnOff.isPending}
        onConfirm={async (input) => {
          const { message } = await turnOff.mutateAsync(input);
          setOpen(false);
          await onOff();
          return message;
        }}
      />
    </div>
  );
}

function RenewCodesDialog({
  open,
  onClose,
  onCodes,
}: {
  open: boolean;
  onClose: () => void;
  onCodes: (codes: string[]) => Promise<void>;
}) {
  const renew = useMutation(trpc.auth.renewRecoveryCodes.mutationOptions());
  const { onSubmit, field, reset, setError, formError } = useSchemaForm(secondFactorInput, { code: '' });
  const close = () => {
    reset({ code: '' });
    onClose();
  };
  const submit = onSubmit(async (input) => {
    try {
      await onCodes((await renew.mutateAsync(input)).recoveryCodes);
      reset({ code: '' });
    } catch (error) {
      setError('root', { message: errorMessage(error, AUTH_MESSAGES.codeWrong) });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Make new recovery codes"
      description="The codes you have now will stop working. Enter a code from your authenticator app to continue."
    >
      <form className="form-stack" onSubmit={submit} noValidate>
        <Field label="Code from the app" {...codeField} {...field('code')} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <DialogActions onCancel={close} submitLabel="Make New Codes" busy={renew.isPending} busyLabel="Making..." />
      </form>
    </Dialog>
  );
}
