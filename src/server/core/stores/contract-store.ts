import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agreementAddenda, contracts, type AgreementAddendum, type Contract } from '../../db/schema';
import { recordsOf, type RecordOwner } from '../ownership';

// The one module that writes the contracts and agreement_addenda tables (decision 020). Triggers
// keep a signed agreement's text unchangeable; what may change is who it belongs to, a missing
// hash, a void (once) and where its PDF is stored. An addendum's text is fixed when issued, and its
// signature once made.

/** Stores a signed agreement unless its order has one; undefined then (the first signature counts). */
export function insertSignedContract(db: DbOrTx, values: typeof contracts.$inferInsert): Contract | undefined {
  return db.insert(contracts).values(values).onConflictDoNothing().returning().get();
}

/** Voids a standing signature, once; false when it was voided meanwhile. The trigger keeps a void as it was set. */
export function markContractVoided(
  db: DbOrTx,
  contractId: number,
  voiding: { reason: string; by: string; at: number },
) {
  const voided = db
    .update(contracts)
    .set({ voidedAt: new Date(voiding.at), voidReason: voiding.reason, voidedBy: voiding.by })
    .where(and(eq(contracts.id, contractId), isNull(contracts.voidedAt)))
    .returning({ id: contracts.id })
    .get();
  return voided !== undefined;
}

/**
 * The PDF of a signed agreement, once it is made and stored, with what it holds (`key`); answers
 * the copy it replaces, for the caller to remove.
 */
export function recordContractPdf(db: DbOrTx, contractId: number, storedName: string, key: string): string | null {
  const previous = db
    .select({ name: contracts.pdfStoredName })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .get();
  db.update(contracts).set({ pdfStoredName: storedName, pdfKey: key }).where(eq(contracts.id, contractId)).run();
  return previous?.name ?? null;
}

/** A change of terms to a signed agreement, waiting for the customer's signature. */
export function insertAddendum(db: DbOrTx, values: typeof agreementAddenda.$inferInsert): AgreementAddendum {
  return db.insert(agreementAddenda).values(values).returning().get();
}

/** Signs an addendum, once; undefined when it was signed meanwhile (the first signature counts). */
export function markAddendumSigned(
  db: DbOrTx,
  addendumId: number,
  signing: { signature: string; signerEmail: string; ip: string; userAgent: string | null; at: number },
): AgreementAddendum | undefined {
  return db
    .update(agreementAddenda)
    .set({
      signature: signing.signature,
      signerEmail: signing.signerEmail,
      ip: signing.ip,
      userAgent: signing.userAgent,
      signedAt: new Date(signing.at),
    })
    .where(and(eq(agreementAddenda.id, addendumId), isNull(agreementAddenda.signedAt)))
    .returning()
    .get();
}

/** An agreement signed before hashes were kept gets the hash of the text it holds. */
export function fillContractHash(db: DbOrTx, contractId: number, textSha256: string) {
  db.update(contracts).set({ textSha256 }).where(eq(contracts.id, contractId)).run();
}

/** Signup with an order id: the order's agreement becomes the new account's. */
export function assignContractOfOrder(db: DbOrTx, orderId: number, userId: number) {
  db.update(contracts).set({ userId }).where(eq(contracts.orderId, orderId)).run();
}

/**
 * A deleted person's agreements stay as they were signed (decision 043), linked to no account and
 * with `placeholder` for their email. Their PDFs, which print the email, are made again when next
 * asked for: the answer is where the old ones are stored, for the caller to remove once committed.
 */
export function detachContractsOf(db: DbOrTx, owner: RecordOwner, placeholder: string) {
  const theirs = recordsOf(owner, { userId: contracts.userId, email: contracts.email });
  const pdfs = db
    .select({ pdf: contracts.pdfStoredName })
    .from(contracts)
    .where(and(theirs, isNotNull(contracts.pdfStoredName)))
    .all()
    .map((row) => row.pdf!);
  const ids = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(theirs)
    .all()
    .map((row) => row.id);
  const count = db
    .update(contracts)
    .set({ userId: null, email: placeholder, pdfStoredName: null })
    .where(theirs)
    .run().changes;
  // The addenda they signed keep their signature, with the same placeholder for the email.
  if (ids.length)
    db.update(agreementAddenda)
      .set({ signerEmail: placeholder })
      .where(and(inArray(agreementAddenda.contractId, ids), isNotNull(agreementAddenda.signerEmail)))
      .run();
  return { count, pdfs };
}
