import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, type StoredFile } from '../../db/schema';
import { recordsOf, type RecordOwner } from '../ownership';

// The one module that writes the files table (decision 020). Rows only: the bytes live in
// storage, and callers order the two so that no row ever points at a missing file.

export function insertFileRow(db: DbOrTx, values: typeof files.$inferInsert): StoredFile {
  return db.insert(files).values(values).returning().get();
}

export function deleteFileRows(db: DbOrTx, fileIds: number[]) {
  db.delete(files).where(inArray(files.id, fileIds)).run();
}

/** Every file row of a person; where the bytes are stored, for the caller to remove once committed. */
export function deleteFilesOf(db: DbOrTx, owner: RecordOwner): string[] {
  return db
    .delete(files)
    .where(recordsOf(owner, { userId: files.userId, email: files.ownerEmail }))
    .returning({ storedName: files.storedName })
    .all()
    .map((row) => row.storedName);
}

/** Signup with an order id: the files uploaded for the order become the new account's. */
export function assignFilesOfOrder(db: DbOrTx, orderId: number, userId: number) {
  db.update(files).set({ userId }).where(eq(files.orderId, orderId)).run();
}
