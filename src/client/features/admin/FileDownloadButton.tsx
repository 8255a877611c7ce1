import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { downloadAdminFile } from './file-actions';

export function FileDownloadButton({ file }: { file: { id: number; filename: string } }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadAdminFile(file);
      toast('file', `${ADMIN_MESSAGES.fileDownloaded}: ${file.filename}`);
    } catch {
      toast('error', ADMIN_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      className="btn-small"
      busy={busy}
      onClick={() => void download()}
      aria-label={`Download ${file.filename}`}
    >
      Download
    </Button>
  );
}
