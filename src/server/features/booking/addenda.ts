import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { BRAND } from '../../../shared/brand';
import { ADDENDUM_MESSAGES, type issueAddendumInput, type signAddendumInput } from '../../../shared/schemas/booking';
import { agreementAddenda, contracts, orders, type Contract, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import { audit } from '../../core/audit';
import { newId } from '../../core/ids';
import { insertAddendum, markAddendumSigned } from '../../core/stores/contract-store';
import { addendumIssuedEmail, adminAddendumSignedNotice, noticeToAdmins, withMail } from '../email';
import { requireOrder } from '../payment';
import { addendumView, agreementHash, contractForOrder, signatureRecord, type Signer } from './service';

// Issue 36 §8: a change of terms after signing is an addendum the customer signs. The agreement it
// amends stays as signed; the PDF then holds the agreement, its certificate, then each signed
// addendum with its own (decision 044).

/**
 * What the customer reads and signs: the agreement it amends, named by id, version and hash, so
 * the addendum's own hash also binds it to that text; then the change as the admin wrote it.
 */
function addendumText(contract: Contract, number: number, change: string): string {
  const signed = signatureRecord(contract);
  return [
    `Addendum ${number} to the ${BRAND.name} Service Agreement ${contract.publicId}`,
    `This addendum changes the service agreement signed on ${signed.signedAt.slice(0, 10)} (version ` +
      `${contract.version}, SHA-256 ${signed.textSha256}). Everything it does not change stays as signed.`,
    change,
  ].join('\n\n');
}

/**
 * An admin of payments issues a change of terms to an order's standing signed agreement; the
 * customer is emailed to read and sign it in their dashboard, the only place an addendum is signed.
 */
export async function issueAddendum(
  deps: AppDeps,
  admin: User,
  input: z.output<typeof issueAddendumInput>,
  now = Date.now(),
) {
  const order = requireOrder(deps.db, { orderId: input.orderId });
  const contract = contractForOrder(deps.db, order);
  if (!contract) throw notFound(ADDENDUM_MESSAGES.nothingToAmend);
  if (contract.userId === null) throw invalid(ADDENDUM_MESSAGES.needsAccount);
  const addendum = await withMail(deps, (tx, mail) => {
    // In the same synchronous transaction as the insert: two admins at once get 1 and 2.
    const last = tx
      .select({ number: max(agreementAddenda.number) })
      .from(agreementAddenda)
      .where(eq(agreementAddenda.contractId, contract.id))
      .get();
    const number = (last?.number ?? 0) + 1;
    const text = addendumText(contract, number, input.text);
    const issued = insertAddendum(tx, {
      publicId: newId('add'),
      contractId: contract.id,
      number,
      text,
      textSha256: agreementHash(text),
      issuedBy: admin.email,
      issuedAt: new Date(now),
    });
    mail(
      addendumIssuedEmail({
        to: contract.email,
        name: order.name,
        number,
        change: input.text,
        link: `${deps.config.publicUrl}/dashboard`,
      }),
    );
    return issued;
  });
  audit(
    deps,
    admin,
    'issue_addendum',
    `addendum ${addendum.number} to ${contract.publicId} (${order.publicId}) of ${contract.email}`,
  );
  deps.events.adminChanged('customers', 'projects');
  return { ...addendumView(addendum), message: ADDENDUM_MESSAGES.issued(contract.email) };
}

/**
 * The customer signs an addendum of their own standing agreement, once: signing again returns the
 * first signature. Anyone else's addendum is not found, whatever its id.
 */
export async function signAddendum(
  deps: AppDeps,
  user: User,
  input: z.output<typeof signAddendumInput>,
  signer: Signer,
  now = Date.now(),
) {
  const found = deps.db
    .select({ addendum: agreementAddenda, contract: contracts, orderId: orders.publicId })
    .from(agreementAddenda)
    .innerJoin(contracts, eq(contracts.id, agreementAddenda.contractId))
    .leftJoin(orders, eq(orders.id, contracts.orderId))
    .where(eq(agreementAddenda.publicId, input.addendumId))
    .get();
  if (!found || found.contract.userId !== user.id) throw notFound(ADDENDUM_MESSAGES.notFound);
  const { addendum, contract, orderId } = found;
  if (contract.voidedAt) throw invalid(ADDENDUM_MESSAGES.ofVoidedSignature);
  if (addendum.signedAt) return { ...addendumView(addendum), message: ADDENDUM_MESSAGES.signed };

  const signed = markAddendumSigned(deps.db, addendum.id, {
    signature: input.signature,
    signerEmail: user.email,
    ip: signer.ip,
    userAgent: signer.userAgent,
    at: now,
  });
  if (!signed) {
    const first = deps.db.select().from(agreementAddenda).where(eq(agreementAddenda.id, addendum.id)).get()!;
    return { ...addendumView(first), message: ADDENDUM_MESSAGES.signed };
  }
  deps.events.adminChanged('customers', 'projects');
  const customer = `${user.name} <${user.email}>`;
  await noticeToAdmins(deps, 'payments', {
    summary: `Addendum ${signed.number} signed: ${customer}`,
    link: `${deps.config.publicUrl}/admin?tab=projects`,
    message: (to) =>
      adminAddendumSignedNotice(to, {
        customer,
        number: signed.number,
        agreementId: contract.publicId,
        orderId: orderId ?? 'deleted',
      }),
  });
  return { ...addendumView(signed), message: ADDENDUM_MESSAGES.signed };
}
