import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../../shared/rules';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { detailOf } from '../../lib/rest';
import { getToken } from '../../lib/token';

// Spec part 2 §5: these types, 10 MB each. The server enforces both; checking here first saves
// the customer an upload that can only fail.
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const UPLOAD_TYPES_LABEL = UPLOAD_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** Why a file cannot be sent, or null when it can. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return `Not an accepted type. Use ${UPLOAD_TYPES_LABEL}.`;
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_UPLOAD_BYTES) return `Larger than ${MAX_UPLOAD_MB} MB.`;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface UploadedFile {
  id: number;
  filename: string;
  size: number;
  message: string;
}

export class UploadError extends Error {}

/** The server's {detail} when it sent one (a string, or a list joined by commas), else the spec's message. */
export const uploadErrorMessage = (responseText: string): string =>
  detailOf(responseText) ?? PAYMENT_MESSAGES.uploadFailed;

export interface UploadRequest {
  orderId: string;
  /** The checkout secret of an order placed signed out; a signed-in buyer sends their session instead. */
  checkoutSecret: string | null;
  customerEmail: string;
  notes?: string;
  file: Blob & { name: string };
}

/** The parts of XMLHttpRequest an upload uses, so tests can drive it without a browser. */
export interface UploadTransport {
  open: (method: string, url: string) => void;
  setRequestHeader: (name: string, value: string) => void;
  send: (body: FormData) => void;
  abort: () => void;
  status: number;
  responseText: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
}

const UPLOAD_URL = '/api/files/upload';

/**
 * POST /api/files/upload with one file (spec part 2 §7: one request per file). XMLHttpRequest
 * rather than fetch because only it reports upload progress. onProgress gets 0..1.
 */
export function sendUpload(
  request: UploadRequest,
  onProgress: (fraction: number) => void,
  createTransport: () => UploadTransport = () => new XMLHttpRequest() as unknown as UploadTransport,
): { done: Promise<UploadedFile>; abort: () => void } {
  const xhr = createTransport();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(1);
          return resolve(JSON.parse(xhr.responseText) as UploadedFile);
        } catch {
          return reject(new UploadError(PAYMENT_MESSAGES.uploadFailed));
        }
      }
      reject(new UploadError(uploadErrorMessage(xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError(PAYMENT_MESSAGES.uploadFailed));
    xhr.onabort = () => reject(new UploadError('Upload cancelled'));
  });
  const form = new FormData();
  form.append('order_id', request.orderId);
  if (request.checkoutSecret) form.append('checkout_secret', request.checkoutSecret);
  form.append('customer_email', request.customerEmail);
  if (request.notes?.trim()) form.append('notes', request.notes.trim());
  // Fields first and the file last, the order streaming multipart parsers expect.
  form.append('file', request.file, request.file.name);
  xhr.open('POST', UPLOAD_URL);
  const token = getToken();
  if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
