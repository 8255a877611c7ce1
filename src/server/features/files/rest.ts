import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../shared/rules';
import { emailSchema } from '../../../shared/schemas/auth';
import { referenceSchema } from '../../../shared/schemas/payment';
import { invalid } from '../../errors';
import { FILE_MESSAGES, uploadOrderFile, type IncomingFile } from './service';

/** Reads one multipart request: its text fields and at most one file, buffered (10 MB at most). */
export async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: IncomingFile | null }> {
  if (!request.isMultipart()) throw invalid('Expected a multipart/form-data upload');
  const fields: Record<string, string> = {};
  let file: IncomingFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (file) throw invalid('Send one file per request');
      file = { filename: part.filename, bytes: await part.toBuffer() };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

const uploadFields = z.object({
  order_id: referenceSchema,
  customer_email: emailSchema,
  notes: z.string().trim().max(2000).optional().transform((value) => value || null),
});

export async function filesRest(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 10, fieldSize: 10_000 } });

  // Spec part 2 §7: one request per file from /file-upload-contract.
  app.post('/files/upload', async (request) => {
    const { fields, file } = await readUpload(request);
    if (!file) throw invalid(FILE_MESSAGES.noFile);
    const input = uploadFields.parse(fields);
    const stored = await uploadOrderFile(app.deps, { orderId: input.order_id, customerEmail: input.customer_email, notes: input.notes }, file);
    return { id: stored.id, filename: stored.filename, size: stored.size, message: `File "${stored.filename}" uploaded` };
  });
}
