import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/rules';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import {
  fileProblem,
  formatFileSize,
  sendUpload,
  uploadErrorMessage,
  UploadError,
  type UploadTransport,
} from './upload';

describe('fileProblem', () => {
  it('accepts the listed types in any letter case up to 10 MB', () => {
    expect(fileProblem({ name: 'logo.PNG', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'brief.docx', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toMatch(/Not an accepted type/);
    expect(fileProblem({ name: 'README', size: 10 })).toMatch(/Not an accepted type/);
    expect(fileProblem({ name: 'empty.txt', size: 0 })).toMatch(/empty/);
    expect(fileProblem({ name: 'huge.zip', size: MAX_UPLOAD_BYTES + 1 })).toMatch(/10 MB/);
  });
});

describe('formatFileSize', () => {
  it('reads like a person would say it', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});

describe('uploadErrorMessage', () => {
  it('prefers the server detail', () => {
    expect(uploadErrorMessage('{"detail":"The file is empty."}')).toBe('The file is empty.');
    expect(uploadErrorMessage('{"detail":["a","b"]}')).toBe('a, b');
  });

  it('falls back to the spec message', () => {
    expect(uploadErrorMessage('<html>Bad gateway</html>')).toBe(PAYMENT_MESSAGES.uploadFailed);
    expect(uploadErrorMessage('{}')).toBe(PAYMENT_MESSAGES.uploadFailed);
  });
});

class FakeTransport implements UploadTransport {
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  upload: UploadTransport['upload'] = { onprogress: null };
  headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const request = () => ({
  orderId: 'ord_1',
  checkoutSecret: 'secret-of-the-buyer',
  customerEmail: 'a@b.test',
  notes: ' logo ',
  file: new File(['hello'], 'brief.txt', { type: 'text/plain' }),
});

describe('sendUpload', () => {
  it('posts one file with the order fields and reports progress', async () => {
    const xhr = new FakeTransport();
    const progress: number[] = [];
    const { done } = sendUpload(
      request(),
      (fraction) => progress.push(fraction),
      () => xhr,
    );
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/upload');
    expect(xhr.body?.get('order_id')).toBe('ord_1');
    expect(xhr.body?.get('checkout_secret')).toBe('secret-of-the-buyer');
    expect(xhr.body?.get('customer_email')).toBe('a@b.test');
    expect(xhr.body?.get('notes')).toBe('logo');
    expect((xhr.body?.get('file') as File).name).toBe('brief.txt');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(200, { id: 7, filename: 'brief.txt', size: 5, message: 'File "brief.txt" uploaded' });
    await expect(done).resolves.toMatchObject({ id: 7, filename: 'brief.txt' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the server detail on an error status', async () => {
    const xhr = new FakeTransport();
    const { done } = sendUpload(
      request(),
      () => undefined,
      () => xhr,
    );
    xhr.answer(403, { detail: PAYMENT_MESSAGES.orderEmailMismatch });
    await expect(done).rejects.toEqual(new UploadError(PAYMENT_MESSAGES.orderEmailMismatch));
  });

  it('rejects with the generic message when the network fails', async () => {
    const xhr = new FakeTransport();
    const { done } = sendUpload(
      request(),
      () => undefined,
      () => xhr,
    );
    xhr.onerror?.();
    await expect(done).rejects.toThrow(PAYMENT_MESSAGES.uploadFailed);
  });
});
