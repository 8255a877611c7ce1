import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contracts, type Contract } from '../../db/schema';

// The one module that writes the contracts table (decision 020). A trigger keeps a signed
// agreement's text unchangeable; what may change is who it belongs to and a missing hash.

/** Stores a signed agreement unless its order has one; undefined then (the first signature counts). */
export function insertSignedContract(db: DbOrTx, values: typeof contracts.$inferInsert): Contract | undefined {
  return db.insert(contracts).values(values).onConflictDoNothing().returning().get();
}

/** An agreement signed before hashes were kept gets the hash of the text it holds. */
export function fillContractHash(db: DbOrTx, contractId: number, textSha256: string) {
  db.update(contracts).set({ textSha256 }).where(eq(contracts.id, contractId)).run();
}

/** Signup with an order id: the order's agreement becomes the new account's. */
export function assignContractOfOrder(db: DbOrTx, orderId: number, userId: number) {
  db.update(contracts).set({ userId }).where(eq(contracts.orderId, orderId)).run();
}

export function deleteContractsOfEmail(db: DbOrTx, email: string) {
  db.delete(contracts).where(eq(contracts.email, email)).run();
}
