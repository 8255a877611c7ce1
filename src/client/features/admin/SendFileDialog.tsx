import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES, sendFileFields } from '../../../shared/schemas/admin';
import { RestError } from '../../lib/rest';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { FilePicker } from '../../ui/FilePicker';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { SelectField, TextAreaField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { fileProblem, formatFileSize, MAX_UPLOAD_MB, UPLOAD_ACCEPT, UPLOAD_TYPES_LABEL } from '../payment/upload';
import { sendFile } from './file-actions';
import type { Recipient } from './types';

/**
 * Spec part 2 §2 send file modal: one file of the customer upload types, up to 10 MB, sent
 * base64-encoded; it lands in the customer's Files tab. Without a recipient the admin picks one.
 */
export function SendFileDialog({
  open,
  recipient,
  onClose,
}: {
  open: boolean;
  recipient: Recipient | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Send file"
      description={recipient ? `To ${recipient.name} <${recipient.email}>` : 'Choose the customer and the file.'}
    >
      {open ? <SendFileForm recipient={recipient} onDone={onClose} /> : null}
    </Dialog>
  );
}

function SendFileForm({ recipient, onDone }: { recipient: Recipient | null; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const customers = useQuery({ ...trpc.admin.customers.queryOptions(), enabled: recipient === null });
  const { onSubmit, field, setError, clearErrors, trigger, formState, formError } = useSchemaForm(sendFileFields, {
    recipientEmail: recipient?.email ?? '',
    message: '',
  });
  // The file stays outside the form's values: the schema checks text, fileProblem checks the file.
  const [file, setFile] = useState<File | null>(null);
  const withAccounts = customers.data?.filter((customer) => customer.userId !== null) ?? [];

  const submit = onSubmit(async ({ recipientEmail, message }) => {
    if (!file) return setError('root', { message: ADMIN_MESSAGES.selectFile });
    const wrong = fileProblem(file);
    if (wrong) return setError('root', { message: `${file.name}: ${wrong}` });
    try {
      const sent = await sendFile({ file, recipientEmail, message: message ?? '' });
      toast('file', sent.message);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.files.queryKey() });
      onDone();
    } catch (error) {
      const text =
        error instanceof RestError && error.detail
          ? `${ADMIN_MESSAGES.sendFileFailed}: ${error.detail}`
          : error instanceof Error && error.message === ADMIN_MESSAGES.processFileFailed
            ? error.message
            : ADMIN_MESSAGES.sendFileFailed;
      setError('root', { message: text });
      toast('error', text);
    }
  });

  // Spec part 2 §2: the file is asked for first; the customer's own problem shows beside it at once.
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (file) return submit(event);
    event.preventDefault();
    setError('root', { message: ADMIN_MESSAGES.selectFile });
    void trigger('recipientEmail');
  };

  return (
    <form className="form-stack" onSubmit={send} noValidate>
      {recipient ? null : (
        <SelectField label="Customer" disabled={customers.isPending} {...field('recipientEmail')}>
          <option value="">{customers.isPending ? 'Loading customers…' : 'Choose a customer'}</option>
          {withAccounts.map((customer) => (
            <option key={customer.email} value={customer.email}>
              {customer.name} ({customer.email})
            </option>
          ))}
        </SelectField>
      )}
      <FilePicker
        label="File"
        accept={UPLOAD_ACCEPT}
        hint={`${UPLOAD_TYPES_LABEL}; up to ${MAX_UPLOAD_MB} MB.`}
        files={file ? [file] : []}
        sizeOf={formatFileSize}
        onFiles={(files) => {
          setFile(files[0] ?? null);
          clearErrors('root');
        }}
      />
      <TextAreaField label="Message for the customer" rows={3} maxLength={2000} {...field('message')} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <DialogActions onCancel={onDone} submitLabel="Send File" busy={formState.isSubmitting} busyLabel="Sending..." />
    </form>
  );
}
