import type { Order, StoredFile, User } from '../../db/schema';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../../shared/rules';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import type { AppDeps } from '../../deps';
import { forbidden, invalid } from '../../errors';
import { requireSignedOrderAgreement } from '../booking';
import { orderFor } from '../../core/order-access';
import { insertFileRow } from '../../core/stores/file-store';

export const FILE_MESSAGES = {
  noFile: 'Please select a file',
  typeNotAllowed: `This file type is not accepted. Accepted types: ${UPLOAD_EXTENSIONS.join(', ')}.`,
  tooLarge: `File is too large. The maximum size is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  empty: 'The file is empty.',
  unreadable: 'The upload could not be read. Please try again.',
  missing: 'This file is no longer in storage. Please ask us to send it again.',
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
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    // Direction marks and overrides: "report\u202Efdp.doc" would show as "reportcod.pdf".
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(-200);
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

interface FileMeta {
  notes: string | null;
  source: 'customer' | 'admin';
  uploadedBy: string;
}

/** The name we show, its type, and the bytes, once they pass the type and size rules. */
function checked(file: IncomingFile) {
  const filename = cleanFilename(file.filename);
  const contentType = contentTypeOf(filename);
  if (file.bytes.length === 0) throw invalid(FILE_MESSAGES.empty);
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw invalid(FILE_MESSAGES.tooLarge);
  return { filename, contentType, bytes: file.bytes };
}

/**
 * Stores files all or none: every file is checked first, then each one's bytes are written whole
 * (the storage renames them into place), then every row is recorded in one transaction, so no row
 * ever points at a missing file. Any failure (a full disk, a database error) removes the bytes
 * already written, and the request is answered as having saved nothing.
 */
export async function storeFiles(
  deps: AppDeps,
  owner: FileOwner,
  incoming: IncomingFile[],
  meta: FileMeta,
): Promise<StoredFile[]> {
  const accepted = incoming.map(checked);
  const saved: { storedName: string; size: number; sha256: string }[] = [];
  try {
    for (const file of accepted) saved.push(await deps.storage.save(file.bytes));
    return deps.db.transaction((tx) =>
      accepted.map((file, index) =>
        insertFileRow(tx, {
          userId: owner.userId,
          orderId: owner.orderId,
          ownerEmail: owner.email.toLowerCase(),
          filename: file.filename,
          storedName: saved[index]!.storedName,
          contentType: file.contentType,
          size: saved[index]!.size,
          sha256: saved[index]!.sha256,
          notes: meta.notes,
          source: meta.source,
          uploadedBy: meta.uploadedBy,
        }),
      ),
    );
  } catch (error) {
    // Best effort: a file that cannot be removed now is an orphan without a row, never a row without a file.
    await Promise.all(saved.map((file) => deps.storage.remove(file.storedName).catch(() => undefined)));
    throw error;
  }
}

export async function storeFile(
  deps: AppDeps,
  owner: FileOwner,
  file: IncomingFile,
  meta: FileMeta,
): Promise<StoredFile> {
  const [stored] = await storeFiles(deps, owner, [file], meta);
  return stored!;
}

interface OrderUpload {
  orderId: string;
  checkoutSecret: string | null;
  customerEmail: string;
  notes: string | null;
}

/** The order a file may be uploaded to: its buyer's, paid, with its agreement signed. */
export function orderTakingUploads(deps: AppDeps, input: OrderUpload, caller: User | null): Order {
  const order = orderFor(deps, { orderId: input.orderId }, { caller, checkoutSecret: input.checkoutSecret });
  if (order.email !== input.customerEmail.toLowerCase()) throw forbidden(PAYMENT_MESSAGES.orderEmailMismatch);
  if (order.status !== 'paid') throw invalid(PAYMENT_MESSAGES.orderNotPaid);
  requireSignedOrderAgreement(deps.db, order);
  return order;
}

/**
 * POST /files/upload from the post-purchase page: its buyer, signed in as the order's account or,
 * for an order placed signed out, holding its checkout secret. The order id and email alone are not enough.
 */
export async function uploadOrderFile(deps: AppDeps, input: OrderUpload, caller: User | null, file: IncomingFile) {
  const order = orderTakingUploads(deps, input, caller);
  const stored = await storeFile(deps, { email: order.email, userId: order.userId, orderId: order.id }, file, {
    notes: input.notes,
    source: 'customer',
    uploadedBy: order.email,
  });
  deps.events.adminChanged('files');
  return stored;
}
