import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AGREEMENT_VERSION, agreementText } from '../../../shared/content/agreement';
import { can, type AdminPermission } from '../../../shared/admin';
import { PLANS } from '../../../shared/plans';
import { pacificToday } from '../../../shared/schedule';
import {
  AGREEMENT_MESSAGES,
  earliestStartDate,
  WIZARD_MESSAGES,
  type completeBookingInput,
  type specialAccountInput,
} from '../../../shared/schemas/booking';
import { CUSTOMER_MESSAGES, type signAgreementInput } from '../../../shared/schemas/customer';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import {
  agreementAddenda,
  contracts,
  meetings,
  orders,
  projects,
  users,
  type AgreementAddendum,
  type Contract,
  type Order,
  type Project,
  type User,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { audit } from '../../core/audit';
import { createUser, findUserByEmail } from '../auth';
import { agreementVoidedEmail, withMail } from '../email';
import { renameAccount } from '../../core/stores/user-store';
import { saveBookingDetails } from '../../core/stores/project-store';
import { recordOrder } from '../../core/stores/order-store';
import { findOrder, orderFor, type OrderProof } from '../../core/order-access';
import { fulfilOrder, orderPagePath, requireOrder } from '../payment';
import { fillContractHash, insertSignedContract, markContractVoided } from '../../core/stores/contract-store';
import { newId } from '../../core/ids';

type CompleteBooking = z.output<typeof completeBookingInput>;

/** Who signed, from where: stored with the agreement text (issue: contract evidence). */
export interface Signer {
  ip: string;
  userAgent: string | null;
  /** The agreement version the signer's page showed; absent from the spec's REST clients. */
  shownVersion?: string;
}

/** The fingerprint stored with, and printed on, a signed text: hex SHA-256 of its exact UTF-8 bytes. */
export const agreementHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Stores a signed service agreement for a paid order, once: signing again returns the first
 * signature, which is the one that counts.
 */
export function signContract(db: DbOrTx, order: Order, signature: string, signer: Signer, now = Date.now()): Contract {
  if (order.status !== 'paid') throw invalid(PAYMENT_MESSAGES.orderNotPaid);
  // Issue 36 §8: the hash must be of the text the signer read, so a page showing an older
  // version signs nothing.
  if (signer.shownVersion !== undefined && signer.shownVersion !== AGREEMENT_VERSION)
    throw conflict(AGREEMENT_MESSAGES.versionChanged);
  const text = agreementText(order.plan);
  const inserted = insertSignedContract(db, {
    publicId: newId('agr'),
    orderId: order.id,
    userId: order.userId,
    email: order.email,
    plan: order.plan,
    signature,
    version: AGREEMENT_VERSION,
    text,
    textSha256: agreementHash(text),
    ip: signer.ip,
    userAgent: signer.userAgent,
    signedAt: new Date(now),
  });
  return inserted ?? contractForOrder(db, order)!;
}

/** Who may read an order's agreement besides its buyer: the admin areas that show agreements. */
export const AGREEMENT_READERS = ['payments', 'projects', 'users'] as const satisfies readonly AdminPermission[];

/**
 * The order page's sign call: the buyer, signed in as the order's account or, for an order placed
 * signed out, holding its checkout secret. Nobody signs for a customer, not even an admin.
 */
export function signOrderContract(
  deps: AppDeps,
  input: { orderId: string; checkoutSecret?: string | null; customerEmail: string; signature: string },
  caller: User | null,
  signer: Signer,
) {
  const order = orderFor(deps, { orderId: input.orderId }, { caller, checkoutSecret: input.checkoutSecret });
  if (order.email !== input.customerEmail.toLowerCase()) throw forbidden(PAYMENT_MESSAGES.orderEmailMismatch);
  return signContract(deps.db, order, input.signature, signer);
}

/** An order's agreement for its buyer or an admin who reads agreements; anyone else learns nothing of it. */
export function agreementOfOrder(deps: AppDeps, orderId: string, proof: OrderProof) {
  const order = orderFor(deps, { orderId }, proof, AGREEMENT_READERS);
  return { order, contract: contractForOrder(deps.db, order) };
}

/**
 * An admin of payments voids a standing signature (signed in someone else's name, say), with a
 * reason, in the audit trail. The record stays as it was signed; the customer is asked to sign
 * again, and until then is treated as having not signed.
 */
export async function voidAgreement(deps: AppDeps, admin: User, orderId: string, reason: string, now = Date.now()) {
  const order = requireOrder(deps.db, { orderId });
  const contract = contractForOrder(deps.db, order);
  if (!contract) throw notFound(AGREEMENT_MESSAGES.nothingToVoid);
  // An account signs again from its dashboard; a buyer without one, on the order's page.
  const link = `${deps.config.publicUrl}${order.userId === null ? orderPagePath(deps, order) : '/dashboard'}`;
  await withMail(deps, (tx, mail) => {
    if (!markContractVoided(tx, contract.id, { reason, by: admin.email, at: now }))
      throw conflict(AGREEMENT_MESSAGES.alreadyVoided);
    mail(agreementVoidedEmail({ to: order.email, name: order.name, reason, link }));
  });
  audit(
    deps,
    admin,
    'void_agreement',
    `${order.publicId} (${order.description}) of ${contract.email}, signed "${contract.signature}": ${reason}`,
  );
  deps.events.adminChanged('customers', 'projects', 'orders');
  return { message: AGREEMENT_MESSAGES.voided(order.email) };
}

/** POST /contract/sign: a signed-in customer signs the agreement of their latest paid plan. */
export function signLatestContract(db: Db, user: User, signature: string, signer: Signer) {
  if (!user.orderId) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  return signContract(db, requireOrder(db, { orderId: user.orderId }), signature, signer);
}

/** A plan bought through a checkout is bought under the agreement; a free one (admin_special) is not. */
const boughtUnderAgreement = (order: Order) =>
  order.kind === 'plan' && order.status === 'paid' && order.provider !== 'none';

/**
 * The paid plan order whose agreement a customer must sign before uploads, revisions and extras
 * (spec part 2 §1: signing gives access to the dashboard). None for staff, and none when the plan
 * came without a checkout (given by the team, admin_special): nothing was bought under it.
 */
function agreementOrderOf(db: Db, user: User): Order | null {
  if (user.isAdmin || !user.plan || !user.orderId) return null;
  const order = findOrder(db, { orderId: user.orderId });
  return order && boughtUnderAgreement(order) ? order : null;
}

/** Whether a customer owes a signature, and the signed agreement once there is one. */
function agreementStatus(db: Db, user: User): { order: Order | null; contract: Contract | null } {
  const order = agreementOrderOf(db, user);
  return { order, contract: order ? (contractForOrder(db, order) ?? null) : null };
}

/** What staff and the signer see of a signature: who typed what, when, from where, and the text's fingerprint. */
export function signatureRecord(contract: Contract) {
  return {
    id: contract.publicId,
    signature: contract.signature,
    signedAt: contract.signedAt.toISOString(),
    ip: contract.ip,
    version: contract.version,
    textSha256: contract.textSha256 ?? agreementHash(contract.text),
  };
}

/** signed, unsigned (owed) or not_required, with the order the PDF is downloaded by. */
export function agreementState(db: Db, subject: { user: User } | { order: Order | null }) {
  const order =
    'user' in subject
      ? agreementOrderOf(db, subject.user)
      : subject.order && boughtUnderAgreement(subject.order)
        ? subject.order
        : null;
  const contract = order ? contractForOrder(db, order) : undefined;
  return {
    state: !order ? ('not_required' as const) : contract ? ('signed' as const) : ('unsigned' as const),
    orderId: order?.publicId ?? null,
    /** The plan the agreement names, with the price paid for it. */
    plan: order?.plan ?? null,
    amountCents: order?.amountCents ?? null,
    signed: contract ? signatureRecord(contract) : null,
    addenda: contract ? addendaOf(db, contract).map(addendumView) : [],
  };
}
export type AgreementState = ReturnType<typeof agreementState>;

/** An agreement's addenda, in the order issued. */
export function addendaOf(db: DbOrTx, contract: Pick<Contract, 'id'>): AgreementAddendum[] {
  return db
    .select()
    .from(agreementAddenda)
    .where(eq(agreementAddenda.contractId, contract.id))
    .orderBy(asc(agreementAddenda.number))
    .all();
}

/** What the customer reads and signs of an addendum, and staff see of it. */
export function addendumView(addendum: AgreementAddendum) {
  return {
    id: addendum.publicId,
    number: addendum.number,
    text: addendum.text,
    textSha256: addendum.textSha256,
    issuedAt: addendum.issuedAt.toISOString(),
    signed:
      addendum.signedAt && addendum.signature
        ? { signature: addendum.signature, signedAt: addendum.signedAt.toISOString(), ip: addendum.ip }
        : null,
  };
}

/** A project's agreement: its customer's, or for a buyer without an account, its own order's. */
export function agreementOfProject(db: Db, project: Pick<Project, 'userId' | 'orderId'>): AgreementState {
  const user = project.userId ? db.select().from(users).where(eq(users.id, project.userId)).get() : undefined;
  if (user) return agreementState(db, { user });
  return agreementState(db, {
    order: project.orderId ? (db.select().from(orders).where(eq(orders.id, project.orderId)).get() ?? null) : null,
  });
}

/** The gate of every upload, revision and purchase of extras: a paid plan must be signed for first. */
export function requireSignedAgreement(db: Db, user: User) {
  const { order, contract } = agreementStatus(db, user);
  if (order && !contract) throw forbidden(CUSTOMER_MESSAGES.agreementRequired);
}

/** The same gate for the order page, where the order id stands in for the login. */
export function requireSignedOrderAgreement(db: Db, order: Order) {
  if (order.kind === 'plan') {
    if (order.provider !== 'none' && !contractForOrder(db, order)) throw forbidden(CUSTOMER_MESSAGES.agreementRequired);
    return;
  }
  const owner = order.userId ? db.select().from(users).where(eq(users.id, order.userId)).get() : undefined;
  if (owner) requireSignedAgreement(db, owner);
}

/** The dashboard's sign step: the agreement of the customer's paid plan, with the name they typed. */
export function signOwnAgreement(
  db: Db,
  user: User,
  input: z.output<typeof signAgreementInput>,
  signer: Signer,
): Contract {
  const order = agreementOrderOf(db, user);
  if (!order) throw invalid(CUSTOMER_MESSAGES.noAgreementToSign);
  return signContract(db, order, input.signature, signer);
}

/**
 * Agreements signed before their hash was kept get it once, from the text they hold; the trigger
 * lets a missing hash be filled in and refuses every later change.
 */
export function fillMissingAgreementHashes(db: Db) {
  for (const row of db
    .select({ id: contracts.id, text: contracts.text })
    .from(contracts)
    .where(isNull(contracts.textSha256))
    .all())
    fillContractHash(db, row.id, agreementHash(row.text));
}

/** The order's standing signature: a voided one is history, not a signature. */
export function contractForOrder(db: DbOrTx, order: Order): Contract | undefined {
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.orderId, order.id), isNull(contracts.voidedAt)))
    .get();
}

/**
 * The wizard's last step (spec part 1 §5 final booking). Regular plans: the paid order gets the
 * business details and the signed agreement. admin_special: only the meeting is booked, and the
 * customer's account gets the plan without payment.
 */
export async function completeBooking(
  deps: AppDeps,
  input: CompleteBooking,
  actor: User | null,
  signer: Signer,
  now = Date.now(),
) {
  if (input.plan === 'admin_special') return completeAdminSpecial(deps, input, actor, now);

  if (!input.signature) throw invalid(WIZARD_MESSAGES.signatureRequired);
  if (!input.agreed) throw invalid(WIZARD_MESSAGES.agreeRequired);
  if (!input.startDate) throw invalid(WIZARD_MESSAGES.missingStartDate);
  if (input.startDate < earliestStartDate(pacificToday(now))) throw invalid(WIZARD_MESSAGES.startDateTooSoon);
  if (!input.businessName) throw invalid(WIZARD_MESSAGES.businessNameRequired);
  if (!input.orderId) throw invalid(WIZARD_MESSAGES.paymentRequired);

  const order = orderFor(deps, { orderId: input.orderId }, { caller: actor, checkoutSecret: input.checkoutSecret });
  if (order.status !== 'paid') throw invalid(WIZARD_MESSAGES.paymentRequired);
  if (order.plan !== input.plan) throw invalid(WIZARD_MESSAGES.selectPlan);

  const contract = deps.db.transaction((tx) => {
    saveBookingDetails(
      tx,
      order.id,
      {
        businessName: input.businessName,
        businessDescription: input.businessDescription,
        startDate: input.startDate,
        designReferences: input.designReferences,
        websiteContent: {
          about: input.websiteContent.about ?? '',
          services: input.websiteContent.services ?? '',
          contact: input.websiteContent.contact ?? '',
        },
      },
      now,
    );
    return signContract(tx, order, input.signature!, signer, now);
  });
  const project = deps.db.select({ id: projects.id }).from(projects).where(eq(projects.orderId, order.id)).get();
  return {
    id: project?.id ?? null,
    orderId: order.publicId,
    contractId: contract.publicId,
    message: WIZARD_MESSAGES.bookingComplete,
  };
}

async function completeAdminSpecial(deps: AppDeps, input: CompleteBooking, actor: User | null, now: number) {
  if (!can(actor, 'adminSpecialPlan')) throw forbidden(PAYMENT_MESSAGES.adminSpecialOnly);
  if (!input.meetingDate || !input.meetingTime) throw invalid(WIZARD_MESSAGES.selectMeeting);
  const customer = findUserByEmail(deps.db, input.email);
  if (!customer) throw invalid(WIZARD_MESSAGES.adminAccountIncomplete);
  const meeting = deps.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.email, customer.email),
        eq(meetings.date, input.meetingDate),
        eq(meetings.time, input.meetingTime),
        eq(meetings.status, 'booked'),
      ),
    )
    .get();
  if (!meeting) throw invalid(WIZARD_MESSAGES.saveMeetingFirst);

  const paid = await grantAdminSpecial(deps, customer, input.fullName, now);
  const project = deps.db.select({ id: projects.id }).from(projects).where(eq(projects.orderId, paid.id)).get();
  return {
    id: project?.id ?? null,
    orderId: paid.publicId,
    contractId: null,
    message: WIZARD_MESSAGES.adminBookingComplete,
  };
}

/**
 * Gives a customer the admin_special plan through a $0 order, fulfilled at once like any other:
 * the plan on the account, a project record, the receipt and the admins' notice.
 */
export async function grantAdminSpecial(deps: AppDeps, customer: User, name: string, now = Date.now()): Promise<Order> {
  const order = recordOrder(deps.db, {
    publicId: newId('ord'),
    kind: 'plan',
    plan: 'admin_special',
    description: `${PLANS.admin_special.name} plan`,
    userId: customer.id,
    email: customer.email,
    name,
    amountCents: 0,
    paymentMethod: 'stripe',
    provider: 'none',
    returnTo: 'wizard',
  });
  return fulfilOrder(deps, order, { paymentId: null, amountCents: 0 }, now);
}

/**
 * admin_special step 2: the admin types the customer's account and the server creates it
 * directly. An existing customer keeps their password; another admin's account is never touched.
 */
export async function ensureSpecialAccount(deps: AppDeps, input: z.output<typeof specialAccountInput>) {
  const existing = findUserByEmail(deps.db, input.email);
  if (existing?.isAdmin) throw conflict('That email belongs to an administrator; use a customer email.');
  if (existing) {
    renameAccount(deps.db, existing.id, input.fullName);
    return { created: false, message: 'This customer already has an account; the booking will be added to it.' };
  }
  await createUser(deps.db, {
    email: input.email,
    name: input.fullName,
    password: input.password,
    emailVerified: true,
  });
  return { created: true, message: 'Customer account created.' };
}
