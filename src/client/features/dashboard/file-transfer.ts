import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { detailOf, downloadWithSession } from '../../lib/rest';
import { getToken } from '../../lib/token';
import { uploadFailureMessage } from './helpers';

const CUSTOMER_UPLOAD_URL = '/api/customer/upload-files';

/**
 * POST /api/customer/upload-files with every chosen file in one multipart request (field `files`
 * repeated). XMLHttpRequest because only it reports upload progress; onProgress gets 0..1.
 */
export function uploadCustomerFiles(
  files: readonly File[],
  message: string,
  onProgress: (fraction: number) => void,
): Promise<{ message: string }> {
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

/** The customer's own file, by id (the name alone could match an older upload). */
export function downloadCustomerFile(file: { id: number; filename: string }): Promise<void> {
  return downloadWithSession(
    `/api/customer/files/${encodeURIComponent(file.filename)}/download?id=${file.id}`,
    file.filename,
    CUSTOMER_MESSAGES.downloadFailed,
  );
}
