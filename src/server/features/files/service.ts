import { files, type StoredFile } from '../../db/schema';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../../shared/rules';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import type { AppDeps } from '../../deps';
import { forbidden, invalid } from '../../errors';
import { requireOrder } from '../payment/service';

export const FILE_MESSAGES = {
  noFile: 'Please select a file',
  typeNotAllowed: `This file type is not accepted. Accepted types: ${UPLOAD_EXTENSIONS.join(', ')}.`,
  tooLarge: `File is too large. The maximum size is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  empty: 'The file is empty.',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

const CONTENT_TYPES: Record<(typeof UPLOAD_EXTENSIONS)[number], string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

/**
 * The name we show and offer for download: the last path segment, without control characters.
 * It is only ever a label; the bytes are stored under a random name.
 */
export function cleanFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').replace(/^\.+/, '').trim().slice(-200);
  return cleaned || 'file';
}

function contentTypeOf(filename: string): string {
  const extension = filename.includes('.') ? filename.split('.').pop()!.toLowerCase() : '';
  const type = (CONTENT_TYPES as Record<string, string>)[extension];
  if (!type) throw invalid(FILE_MESSAGES.typeNotAllowed);
  return type;
}

export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

export interface FileOwner {
  email: string;
  userId: number | null;
  orderId: number | null;
}

/** Checks type and size, stores the bytes, then records the row; a failed insert removes the bytes. */
export async function storeFile(deps: AppDeps, owner: FileOwner, file: IncomingFile, meta: { notes: string | null; source: 'customer' | 'admin'; uploadedBy: string }): Promise<StoredFile> {
  const filename = cleanFilename(file.filename);
  const contentType = contentTypeOf(filename);
  if (file.bytes.length === 0) throw invalid(FILE_MESSAGES.empty);
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw invalid(FILE_MESSAGES.tooLarge);
  const saved = await deps.storage.save(file.bytes);
  try {
    return deps.db
      .insert(files)
      .values({
        userId: owner.userId,
        orderId: owner.orderId,
        ownerEmail: owner.email.toLowerCase(),
        filename,
        storedName: saved.storedName,
        contentType,
        size: saved.size,
        sha256: saved.sha256,
        notes: meta.notes,
        source: meta.source,
        uploadedBy: meta.uploadedBy,
      })
      .returning()
      .get();
  } catch (error) {
    await deps.storage.remove(saved.storedName);
    throw error;
  }
}

/** POST /files/upload from the post-purchase page: the order id and its email stand in for a login. */
export async function uploadOrderFile(deps: AppDeps, input: { orderId: string; customerEmail: string; notes: string | null }, file: IncomingFile) {
  const order = requireOrder(deps.db, { orderId: input.orderId });
  if (order.email !== input.customerEmail.toLowerCase()) throw forbidden(PAYMENT_MESSAGES.orderEmailMismatch);
  if (order.status !== 'paid') throw invalid(PAYMENT_MESSAGES.orderNotPaid);
  const stored = await storeFile(deps, { email: order.email, userId: order.userId, orderId: order.id }, file, { notes: input.notes, source: 'customer', uploadedBy: order.email });
  deps.events.adminChanged('files');
  return stored;
}