import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { CUSTOMER_MESSAGES, fileDeleted } from '../../../shared/schemas/customer';
import { formatDateTime } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DownloadButton } from '../../ui/DownloadButton';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { FilePicker } from '../../ui/FilePicker';
import { useToast } from '../../ui/Toast';
import { formatFileSize, MAX_UPLOAD_MB, UPLOAD_ACCEPT, UPLOAD_TYPES_LABEL } from '../payment/upload';
import { downloadCustomerFile, uploadCustomerFiles } from './file-transfer';
import { selectionProblems } from './helpers';
import { TextAreaField } from '../../ui/Field';
import type { DashboardFile } from './types';
import { useRefreshDashboard } from './use-refresh';

export function FilesTab({ files }: { files: DashboardFile[] }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="dash-stack">
      <UploadCard input={input} />
      <section className="dash-card" aria-labelledby="files-list-title">
        <h2 id="files-list-title">Your files</h2>
        {files.length === 0 ? (
          <EmptyState
            icon="file"
            action={
              <Button variant="secondary" onClick={() => input.current?.click()}>
                Upload a file
              </Button>
            }
          >
            No files yet. Upload your logo, content and images above.
          </EmptyState>
        ) : (
          <ul className="dash-list">
            {files.map((file) => (
              <FileRow key={file.id} file={file} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UploadCard({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const toast = useToast();
  const refresh = useRefreshDashboard();
  const [chosen, setChosen] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [pickerKey, setPickerKey] = useState(0);

  async function upload() {
    const problems = selectionProblems(chosen);
    setErrors(problems);
    if (problems.length) return;
    setProgress(0);
    try {
      const result = await uploadCustomerFiles(chosen, message, setProgress);
      toast('file', result.message);
      setChosen([]);
      setMessage('');
      // A fresh input, so choosing the same file again still counts as a change.
      setPickerKey((key) => key + 1);
      await refresh();
    } catch (error) {
      const text = error instanceof Error ? error.message : CUSTOMER_MESSAGES.uploadFailed;
      setErrors([text]);
      toast('error', text);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className="dash-card dash-card-form" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload files</h2>
      <p className="muted">
        Accepted: {UPLOAD_TYPES_LABEL}. Max {MAX_UPLOAD_MB}MB per file, up to 10 files at once.
      </p>
      <FilePicker
        key={pickerKey}
        label="Choose files"
        multiple
        accept={UPLOAD_ACCEPT}
        inputRef={input}
        files={chosen}
        sizeOf={formatFileSize}
        onFiles={(files) => {
          setChosen(files);
          setErrors([]);
        }}
      />
      <TextAreaField
        label="Message about these files"
        rows={2}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={2000}
      />
      {errors.length ? (
        <Alert tone="error" onDismiss={() => setErrors([])}>
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </Alert>
      ) : null}
      {progress !== null ? (
        <div
          className="dash-progress"
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <span style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      ) : null}
      <Button
        busy={progress !== null}
        busyLabel={`Uploading ${Math.round((progress ?? 0) * 100)}%`}
        onClick={() => void upload()}
      >
        Upload Files
      </Button>
    </section>
  );
}

function FileRow({ file }: { file: DashboardFile }) {
  const toast = useToast();
  const refresh = useRefreshDashboard();
  const remove = useMutation(trpc.customer.deleteFile.mutationOptions());

  async function confirmDelete() {
    try {
      const result = await remove.mutateAsync({ id: file.id });
      toast('success', result.message || fileDeleted(file.filename));
      await refresh();
    } catch (error) {
      toast('error', errorMessage(error, CUSTOMER_MESSAGES.deleteFailed));
    }
  }

  return (
    <li className="dash-file">
      <div className="dash-file-info">
        <strong className="dash-file-name">{file.filename}</strong>
        <span className="muted">
          {formatFileSize(file.size)} · {formatDateTime(file.uploadedAt)}
          {file.source === 'admin' ? ' · From our team' : ''}
        </span>
        {file.notes ? <span className="dash-file-notes">{file.notes}</span> : null}
      </div>
      <div className="dash-actions">
        <DownloadButton
          download={() => downloadCustomerFile(file)}
          failure={CUSTOMER_MESSAGES.downloadFailed}
          showReason
          className="btn-small"
          aria-label={`Download ${file.filename}`}
        >
          Download
        </DownloadButton>
        <ConfirmDialog
          trigger={
            <Button variant="danger" className="btn-small" aria-label={`Delete ${file.filename}`}>
              Delete
            </Button>
          }
          title="Delete this file?"
          description={`"${file.filename}" will be removed permanently.`}
          confirmLabel="Delete File"
          onConfirm={confirmDelete}
        />
      </div>
    </li>
  );
}
