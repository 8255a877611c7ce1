import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { passkeyRegisterInput } from '../../../shared/schemas/auth';
import type { RouterOutputs } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { createPasskey, passkeysSupported } from '../../lib/passkeys';
import { errorMessage, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { ConfirmWithCodeDialog } from './ConfirmWithCodeDialog';

type Status = RouterOutputs['auth']['secondFactorStatus'];

/** The account's passkeys (issue 36 §3): listed, added with a name, removed with password and code. */
export function Passkeys({
  status,
  onAdded,
  onRemoved,
}: {
  status: Status;
  /** The recovery codes, when the passkey was the account's first factor. */
  onAdded: (recoveryCodes: string[] | null) => Promise<void>;
  onRemoved: () => Promise<void>;
}) {
  const [removing, setRemoving] = useState<Status['passkeys'][number] | null>(null);
  const remove = useMutation(trpc.auth.removePasskey.mutationOptions());
  const lastFactor = !status.authenticator && status.passkeys.length === 1;

  return (
    <>
      <h3>Passkeys</h3>
      <p className="muted">
        A passkey signs you in with your fingerprint, face or device PIN instead of a code, and can sign you in without
        your password.
      </p>
      {status.passkeys.length ? (
        <ul className="dash-list" aria-label="Your passkeys">
          {status.passkeys.map((passkey) => (
            <li key={passkey.id} className="dash-file">
              <div className="dash-file-info">
                <strong>{passkey.name}</strong>
                <span className="muted">
                  added {formatDateTime(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : 'not used yet'}
                </span>
              </div>
              {lastFactor && !status.mayRemoveLast ? null : (
                <Button
                  variant="secondary"
                  className="btn-small"
                  onClick={() => setRemoving(passkey)}
                  aria-label={`Remove the passkey ${passkey.name}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <AddPasskey onAdded={onAdded} />
      <ConfirmWithCodeDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove the passkey ${removing?.name ?? ''}?`}
        description={
          lastFactor
            ? 'It is your last second factor: signing in will ask for your password alone. Confirm with your password and a recovery code.'
            : 'It will no longer sign you in. Confirm with your password and a code from your app, or a recovery code.'
        }
        submitLabel="Remove Passkey"
        busy={remove.isPending}
        onConfirm={async (input) => {
          const { message } = await remove.mutateAsync({ ...input, id: removing!.id });
          setRemoving(null);
          await onRemoved();
          return message;
        }}
      />
    </>
  );
}

function AddPasskey({ onAdded }: { onAdded: (recoveryCodes: string[] | null) => Promise<void> }) {
  const toast = useToast();
  const options = useMutation(trpc.auth.passkeyRegistrationOptions.mutationOptions());
  const register = useMutation(trpc.auth.registerPasskey.mutationOptions());
  const { onSubmit, field, reset, setError, formError } = useSchemaForm(passkeyRegisterInput.pick({ name: true }), {
    name: '',
  });

  const submit = onSubmit(async ({ name }) => {
    try {
      const response = await createPasskey(await options.mutateAsync());
      const result = await register.mutateAsync({ name, response });
      toast('success', result.message);
      reset();
      await onAdded(result.recoveryCodes);
    } catch (error) {
      setError('root', { message: errorMessage(error, 'Adding the passkey failed. Please try again.') });
    }
  });

  if (!passkeysSupported()) return <p className="muted">This browser cannot use passkeys.</p>;
  return (
    <form className="form-stack passkey-add" onSubmit={submit} noValidate>
      <Field
        label="Name of the new passkey"
        placeholder="e.g. Work laptop"
        maxLength={60}
        autoComplete="off"
        required
        {...field('name')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" variant="secondary" busy={options.isPending || register.isPending} busyLabel="Waiting...">
        Add a Passkey
      </Button>
    </form>
  );
}
