import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import type { OrderView } from '../../lib/api-types';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FilePicker } from '../../ui/FilePicker';
import { TextAreaField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { formatFileSize, MAX_UPLOAD_MB, UPLOAD_ACCEPT, UPLOAD_TYPES_LABEL } from './upload';
import type { QueuedFile } from './upload-queue';
import { useUploadQueue } from './use-upload-queue';

const STATUS_LABELS: Record<QueuedFile['status'], string> = {
  ready: 'Ready to upload',
  rejected: 'Not accepted',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

/** Spec part 2 §2, §5: several files, one request each, with progress; types and 10 MB listed. */
export function FileUploadSection({
  order,
  checkoutSecret,
  locked,
}: {
  order: OrderView;
  checkoutSecret: string | null;
  locked: boolean;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const inputId = useId();
  const uploads = useUploadQueue({ orderId: order.orderId, checkoutSecret, customerEmail: order.customerEmail });
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function pick(files: File[], event?: ChangeEvent<HTMLInputElement>) {
    uploads.clearDone();
    uploads.add(files);
    setProblem(null);
    // Let the same file be picked again after it was removed from the list.
    if (event) event.target.value = '';
  }

  async function upload() {
    if (uploads.pending === 0) return setProblem(PAYMENT_MESSAGES.selectFiles);
    setProblem(null);
    const { uploaded, failed } = await uploads.uploadAll(notes);
    await queryClient.invalidateQueries({ queryKey: trpc.payment.status.queryKey() });
    if (uploaded > 0) {
      toast('file', uploaded === 1 ? '1 file uploaded' : `${uploaded} files uploaded`, {
        description: 'We will review them before your project starts.',
      });
      uploads.clearDone();
      if (failed === 0) setNotes('');
    }
    if (failed > 0)
      setProblem(
        failed === 1
          ? 'One file could not be uploaded; see the list below.'
          : `${failed} files could not be uploaded; see the list below.`,
      );
  }

  return (
    <section className="pay-card" aria-labelledby="upload-title">
      <h2 id="upload-title" className="pay-card-title">
        2. Upload your project files
      </h2>
      <p>Logos, photos, text, brand guides: anything that helps us build your site.</p>
      {locked ? (
        <Alert tone="info">Sign the service agreement above first; then you can upload your files here.</Alert>
      ) : null}
      <p className="muted upload-rules" id={`${inputId}-rules`}>
        Accepted: {UPLOAD_TYPES_LABEL}. Max {MAX_UPLOAD_MB}MB per file.
      </p>

      <FilePicker
        label="Choose files to upload"
        buttonLabel="choose files…"
        multiple
        accept={UPLOAD_ACCEPT}
        describedBy={`${inputId}-rules`}
        disabled={uploads.busy || locked}
        onFiles={pick}
      />

      {uploads.queue.length > 0 ? (
        <ul className="upload-list" aria-label="Selected files">
          {uploads.queue.map((item) => (
            <li key={item.key} className={`upload-item upload-${item.status}`}>
              <div className="upload-item-head">
                <span className="upload-name">{item.file.name}</span>
                <span className="upload-size">{formatFileSize(item.file.size)}</span>
                {item.status === 'uploading' ? null : item.status === 'done' ? null : (
                  <button
                    type="button"
                    className="upload-remove"
                    onClick={() => uploads.remove(item.key)}
                    disabled={uploads.busy}
                    aria-label={`Remove ${item.file.name}`}
                  >
                    ×
                  </button>
                )}
              </div>
              {item.status === 'uploading' || item.status === 'done' ? (
                <progress
                  className="upload-progress"
                  max={1}
                  value={item.progress}
                  aria-label={`${item.file.name} upload progress`}
                />
              ) : null}
              <p className={`upload-status upload-status-${item.status}`}>
                {STATUS_LABELS[item.status]}
                {item.status === 'uploading' ? ` ${Math.round(item.progress * 100)}%` : null}
                {item.problem ? `: ${item.problem}` : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="upload-empty">No files selected yet.</p>
      )}

      <TextAreaField
        label="Notes for our team"
        rows={2}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        disabled={uploads.busy}
      />

      {problem ? (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <Button onClick={() => void upload()} busy={uploads.busy} busyLabel="Uploading…" disabled={locked}>
        {uploads.pending > 1 ? `Upload ${uploads.pending} files` : 'Upload files'}
      </Button>

      <h3 className="uploaded-title">Files on this order ({order.files.length})</h3>
      {order.files.length === 0 ? (
        <p className="muted">Nothing uploaded yet.</p>
      ) : (
        <ul className="uploaded-list">
          {order.files.map((file) => (
            <li key={file.id}>
              <span className="upload-name">{file.filename}</span>
              <span className="muted">
                {formatFileSize(file.size)} · {formatDateTime(file.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
