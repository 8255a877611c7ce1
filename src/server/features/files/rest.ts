import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from '../../db/schema';
import type { FileStorage } from '../../integrations/storage';
import { z } from 'zod';
import { emailSchema } from '../../../shared/schemas/auth';
import { checkoutSecretSchema, referenceSchema } from '../../../shared/schemas/payment';
import { DomainError, invalid, notFound } from '../../errors';
import { defineRoute } from '../../http/route';
import { anyone } from '../../core/access';
import { FILE_MESSAGES, orderTakingUploads, uploadOrderFile, type IncomingFile } from './service';

/**
 * Reads one multipart request: its text fields and its files, each buffered (10 MB at most).
 * `beforeFiles` sees the fields sent ahead of the first file and may refuse the upload there,
 * before any file's bytes are read: a sender with no right to upload costs no memory.
 */
export async function readUpload(
  request: FastifyRequest,
  maxFiles = 1,
  beforeFiles?: (fields: Record<string, string>) => void,
): Promise<{ fields: Record<string, string>; files: IncomingFile[] }> {
  if (!request.isMultipart()) throw invalid('Expected a multipart/form-data upload');
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles + 1 } })) {
      if (part.type === 'file') {
        if (files.length === 0) beforeFiles?.(fields);
        if (files.length >= maxFiles)
          throw invalid(maxFiles === 1 ? 'Send one file per request' : `Send at most ${maxFiles} files at once`);
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // busboy reports a body that is not multipart (no boundary, cut short) with a bare Error; the
    // limits, our own refusals and beforeFiles' (a bad field is 422) keep their status.
    if (
      error instanceof DomainError ||
      error instanceof z.ZodError ||
      (error instanceof Error && 'statusCode' in error)
    )
      throw error;
    throw invalid(FILE_MESSAGES.unreadable);
  }
  return { fields, files };
}

const uploadFields = z.object({
  order_id: referenceSchema,
  checkout_secret: checkoutSecretSchema,
  customer_email: emailSchema,
  notes: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => value || null),
});

const orderUpload = (fields: Record<string, string>) => {
  const input = uploadFields.parse(fields);
  return {
    orderId: input.order_id,
    checkoutSecret: input.checkout_secret ?? null,
    customerEmail: input.customer_email,
    notes: input.notes,
  };
};

const uploadAnswer = z.object({
  id: z.number(),
  filename: z.string(),
  size: z.number(),
  message: z.string(),
});

export const filesRoutes = [
  // Spec part 2 §7: one request per file from /file-upload-contract, needing no login: the buyer
  // is signed in as the order's account or sends the checkout secret of an order placed signed out.
  // A multipart body: its fields are checked once read.
  defineRoute({
    method: 'POST',
    url: '/files/upload',
    access: anyone,
    proof: ['session', 'checkoutSecret'],
    budget: { limit: 'uploads' },
    summary: 'Upload one file for an order (multipart: file, order_id, customer_email, checkout_secret, notes)',
    multipart: true,
    schema: { response: { 200: uploadAnswer } },
    handler: async ({ deps, request, callerIfAny }) => {
      const { fields, files } = await readUpload(request, 1, (early) => {
        // The page sends the order's fields first: its upload is checked before the file is read.
        if (early.order_id !== undefined && early.customer_email !== undefined)
          orderTakingUploads(deps, orderUpload(early), callerIfAny);
      });
      const file = files[0];
      if (!file) throw invalid(FILE_MESSAGES.noFile);
      const stored = await uploadOrderFile(deps, orderUpload(fields), callerIfAny, file);
      return {
        id: stored.id,
        filename: stored.filename,
        size: stored.size,
        message: `File "${stored.filename}" uploaded`,
      };
    },
  }),
];

/** Answers with a stored file as a download under its display name; never sniffed, never cached. */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredFile) {
  const bytes = await storage.read(file.storedName).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ENOENT') throw notFound(FILE_MESSAGES.missing);
    throw error;
  });
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
