import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { DownloadButton } from '../../ui/DownloadButton';
import { downloadAdminFile } from './file-actions';

export function FileDownloadButton({ file }: { file: { id: number; filename: string } }) {
  return (
    <DownloadButton
      download={() => downloadAdminFile(file)}
      failure={ADMIN_MESSAGES.downloadFailed}
      done={`${ADMIN_MESSAGES.fileDownloaded}: ${file.filename}`}
      className="btn-small"
      aria-label={`Download ${file.filename}`}
    >
      Download
    </DownloadButton>
  );
}
