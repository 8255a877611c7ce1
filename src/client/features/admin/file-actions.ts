import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { downloadWithSession, postJson } from '../../lib/rest';

/** The file's bytes as base64 (spec part 2 §5: the send-file call carries the file base64-encoded). */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve((typeof reader.result === 'string' ? reader.result : '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(ADMIN_MESSAGES.processFileFailed));
    reader.readAsDataURL(file);
  });
}

/**
 * POST /api/files/send. A REST call rather than tRPC: a 10 MB file is about 13.4 MB of base64,
 * and only this route accepts a body that large.
 */
export async function sendFile(input: {
  file: File;
  recipientEmail: string;
  message: string;
}): Promise<{ message: string }> {
  const content = await readAsBase64(input.file);
  return postJson(
    '/api/files/send',
    {
      filename: input.file.name,
      content,
      recipient_email: input.recipientEmail,
      message: input.message.trim() || null,
    },
    ADMIN_MESSAGES.sendFileFailed,
  );
}

export const downloadAdminFile = (file: { id: number; filename: string }) =>
  downloadWithSession(`/api/admin/files/${file.id}`, file.filename, ADMIN_MESSAGES.downloadFailed);
