import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { secondFactorOffInput } from '../../../shared/schemas/auth';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth-messages';
import { errorMessage } from '../../lib/trpc';
import { useSchemaForm, type FieldBinding } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { useToast } from '../../ui/Toast';

/** The code field of every second-factor form: digits from the app, or a recovery code. */
export const codeField = {
  autoComplete: 'one-time-code',
  inputMode: 'text',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: 11,
  required: true,
} as const;

/** What confirms a change to the account's security: its password, and a code once it has a second factor. */
export function PasswordAndCodeFields({
  field,
  withCode = true,
}: {
  field: (name: 'password' | 'code') => FieldBinding;
  withCode?: boolean;
}) {
  return (
    <>
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={256}
        {...field('password')}
      />
      {withCode ? <Field label="Code from the app, or a recovery code" {...codeField} {...field('code')} /> : null}
    </>
  );
}

/**
 * The form of a change the password and a code confirm, and the close of its dialog, which clears
 * what was typed so that a password never waits in a closed dialog.
 */
export function usePasswordAndCodeForm<Input extends { password: string; code?: string | null }, Output>(
  schema: z.ZodType<Output, Input>,
  onClose: () => void,
) {
  const form = useSchemaForm(schema, { password: '', code: '' } as DefaultValues<Input>);
  const close = () => {
    form.reset();
    onClose();
  };
  return { ...form, close };
}

/** Removing a factor: the password and a current code (an app's or a recovery code) confirm it. */
export function ConfirmWithCodeDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  busy: boolean;
  /** Runs the change; its message is shown. */
  onConfirm: (input: { password: string; code: string }) => Promise<string>;
}) {
  const toast = useToast();
  const { onSubmit, field, reset, setError, formError, close } = usePasswordAndCodeForm(secondFactorOffInput, onClose);
  const submit = onSubmit(async (input) => {
    try {
      toast('success', await onConfirm(input));
      reset();
    } catch (error) {
      setError('root', { message: errorMessage(error, AUTH_MESSAGES.unexpected) });
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())} title={title} description={description}>
      <form className="form-stack" onSubmit={submit} noValidate>
        <PasswordAndCodeFields field={field} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <DialogActions onCancel={close} submitLabel={submitLabel} destructive busy={busy} busyLabel="Working..." />
      </form>
    </Dialog>
  );
}
