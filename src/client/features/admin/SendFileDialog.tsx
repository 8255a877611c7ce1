import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { RestError } from '../../lib/rest';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FilePicker } from '../../ui/FilePicker';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
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
  const [chosenEmail, setChosenEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const withAccounts = customers.data?.filter((customer) => customer.userId !== null) ?? [];
  const target = recipient ?? withAccounts.find((customer) => customer.email === chosenEmail) ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return setProblem(ADMIN_MESSAGES.customerEmailNotFound);
    if (!file) return setProblem(ADMIN_MESSAGES.selectFile);
    const wrong = fileProblem(file);
    if (wrong) return setProblem(`${file.name}: ${wrong}`);
    setProblem(null);
    setSending(true);
    try {
      await sendFile({ file, recipientEmail: target.email, message });
      toast('file', ADMIN_MESSAGES.fileSentTo(target.name));
      await queryClient.invalidateQueries({ queryKey: trpc.admin.files.queryKey() });
      onDone();
    } catch (error) {
      const text =
        error instanceof RestError && error.detail
          ? `${ADMIN_MESSAGES.sendFileFailed}: ${error.detail}`
          : error instanceof Error && error.message === ADMIN_MESSAGES.processFileFailed
            ? error.message
            : ADMIN_MESSAGES.sendFileFailed;
      setProblem(text);
      toast('error', text);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      {recipient ? null : (
        <div className="field">
          <label htmlFor="send-file-customer" className="field-label">
            Customer
          </label>
          <select
            id="send-file-customer"
            className="field-input"
            value={chosenEmail}
            onChange={(event) => setChosenEmail(event.target.value)}
            disabled={customers.isPending}
          >
            <option value="">{customers.isPending ? 'Loading customers…' : 'Choose a customer'}</option>
            {withAccounts.map((customer) => (
              <option key={customer.email} value={customer.email}>
                {customer.name} ({customer.email})
              </option>
            ))}
          </select>
        </div>
      )}
      <FilePicker
        label="File"
        accept={UPLOAD_ACCEPT}
        hint={`${UPLOAD_TYPES_LABEL}; up to ${MAX_UPLOAD_MB} MB.`}
        files={file ? [file] : []}
        sizeOf={formatFileSize}
        onFiles={(files) => setFile(files[0] ?? null)}
      />
      <TextAreaField
        label="Message for the customer"
        rows={3}
        value={message}
        maxLength={2000}
        onChange={(event) => setMessage(event.target.value)}
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={sending} busyLabel="Sending...">
          Send File
        </Button>
      </div>
    </form>
  );
}
