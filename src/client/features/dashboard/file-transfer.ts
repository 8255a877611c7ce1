import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { getToken } from '../../lib/token';
import { detailOf, uploadFailureMessage } from './helpers';

export const CUSTOMER_UPLOAD_URL = '/api/customer/upload-files';

/**
 * POST /api/customer/upload-files with every chosen file in one multipart request (field `files`
 * repeated). XMLHttpRequest because only it reports upload progress; onProgress gets 0..1.
 */
export function uploadCustomerFiles(files: readonly File[], message: string, onProgress: (fraction: number) => void): Promise<{ message: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          return resolve(JSON.parse(xhr.responseText) as { message: string });
        } catch {
          return resolve({ message: `${files.length} file(s) uploaded successfully` });
        }
      }
      if (xhr.status === 401) return reject(new Error(CUSTOMER_MESSAGES.sessionExpired));
      reject(new Error(uploadFailureMessage(detailOf(xhr.responseText))));
    };
    xhr.onerror = () => reject(new Error(CUSTOMER_MESSAGES.uploadFailed));
    const form = new FormData();
    if (message.trim()) form.append('message', message.trim());
    for (const file of files) form.append('files', file, file.name);
    xhr.open('POST', CUSTOMER_UPLOAD_URL);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.send(form);
  });
}

/** Fetches the file with the session header and saves it through a temporary download link. */
export async function downloadCustomerFile(file: { id: number; filename: string }): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/customer/files/${encodeURIComponent(file.filename)}/download?id=${file.id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(detailOf(await response.text().catch(() => '')) ?? CUSTOMER_MESSAGES.downloadFailed);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
