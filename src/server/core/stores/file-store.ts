import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, type StoredFile } from '../../db/schema';

// The one module that writes the files table (decision 020). Rows only: the bytes live in
// storage, and callers order the two so that no row ever points at a missing file.

export function insertFileRow(db: DbOrTx, values: typeof files.$inferInsert): StoredFile {
  return db.insert(files).values(values).returning().get();
}

export function deleteFileRows(db: DbOrTx, fileIds: number[]) {
  db.delete(files).where(inArray(files.id, fileIds)).run();
}

/** Signup with an order id: the files uploaded for the order become the new account's. */
export function assignFilesOfOrder(db: DbOrTx, orderId: number, userId: number) {
  db.update(files).set({ userId }).where(eq(files.orderId, orderId)).run();
}
