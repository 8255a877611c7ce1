import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../shared/rules';
import { ADMIN_MESSAGES, sendFileFields } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { files, orders, users, type StoredFile, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import { findUserByEmail } from '../auth';
import { deleteCustomerFile, notifyCustomer } from '../customer';
import { emailDeps, sendEmail, fileFromTeamEmail } from '../email';
import { FILE_MESSAGES, storeFile } from '../files';
import { audit } from '../../core/audit';

const uploader = alias(users, 'uploader');

/**
 * Spec part 2 §3 File: every file, whoever sent it, newest first. Names are read from the accounts
 * as they are now (the owner's, else the name on the order that brought the file; the team
 * member who sent it); an email stands in only where nobody has an account any more.
 */
export function listAllFiles(db: Db) {
  return db
    .select({ file: files, ownerName: users.name, orderName: orders.name, uploaderName: uploader.name })
    .from(files)
    .leftJoin(users, eq(users.email, files.ownerEmail))
    .leftJoin(orders, eq(orders.id, files.orderId))
    .leftJoin(uploader, eq(uploader.email, files.uploadedBy))
    .orderBy(desc(files.id))
    .all()
    .map(({ file, ownerName, orderName, uploaderName }) => ({
      id: file.id,
      filename: file.filename,
      size: file.size,
      contentType: file.contentType,
      customerName: ownerName ?? orderName ?? file.ownerEmail,
      customerEmail: file.ownerEmail,
      source: file.source,
      uploadedBy: file.uploadedBy,
      uploadedByName: uploaderName ?? file.uploadedBy,
      notes: file.notes,
      uploadedAt: file.createdAt.toISOString(),
    }));
}

export function requireFile(db: Db, id: number): StoredFile {
  const file = db.select().from(files).where(eq(files.id, id)).get();
  if (!file) throw notFound(ADMIN_MESSAGES.fileNotFound);
  return file;
}

export async function deleteFileAsAdmin(deps: AppDeps, admin: User, id: number) {
  const file = requireFile(deps.db, id);
  await deleteCustomerFile(deps, file);
  audit(deps, admin, 'delete_file', `file #${file.id} (${file.filename}) of ${file.ownerEmail}`);
  deps.events.adminChanged('files');
  return { message: ADMIN_MESSAGES.fileDeleted };
}

/** A base64 payload's decoded size, checked before decoding so a huge body is never held twice. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_BASE64_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4;

export const sendFileInput = z.object({
  filename: z.string({ error: ADMIN_MESSAGES.selectFile }).trim().min(1, ADMIN_MESSAGES.selectFile).max(255),
  /** The file's bytes, base64-encoded (spec part 2 §5); a data: URL prefix is accepted too. */
  content: z
    .string({ error: ADMIN_MESSAGES.selectFile })
    .transform((value) => value.replace(/^data:[^,]*,/, '').replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, ADMIN_MESSAGES.selectFile)
        .max(MAX_BASE64_LENGTH + 4, FILE_MESSAGES.tooLarge)
        .regex(BASE64, ADMIN_MESSAGES.processFileFailed),
    ),
  // After the file, as before: a payload missing several fields is refused for its file first.
  ...sendFileFields.shape,
});

/**
 * Send file modal (POST /files/send): the same type and size rules as customer uploads; the file
 * lands in the customer's Files tab marked as from the team, with an email and a notification.
 */
export async function sendFileToCustomer(deps: AppDeps, admin: User, input: z.output<typeof sendFileInput>) {
  const customer = findUserByEmail(deps.db, input.recipientEmail);
  if (!customer || customer.isAdmin) throw notFound(ADMIN_MESSAGES.customerEmailNotFound);
  const bytes = Buffer.from(input.content, 'base64');
  if (bytes.length === 0) throw invalid(FILE_MESSAGES.empty);
  const stored = await storeFile(
    deps,
    { email: customer.email, userId: customer.id, orderId: null },
    { filename: input.filename, bytes },
    { notes: input.message, source: 'admin', uploadedBy: admin.email },
  );
  notifyCustomer(deps.db, customer.id, {
    type: 'file',
    title: `New file from our team: ${stored.filename}`,
    body: input.message,
  });
  await sendEmail(
    emailDeps(deps),
    fileFromTeamEmail(
      customer.email,
      customer.name,
      stored.filename,
      input.message,
      `${deps.config.publicUrl}/dashboard?tab=files`,
    ),
  );
  audit(deps, admin, 'send_file', `${stored.filename} to ${customer.email}`);
  deps.events.adminChanged('files');
  return { message: ADMIN_MESSAGES.fileSentTo(customer.name), fileId: stored.id, filename: stored.filename };
}
