import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, type deleteAccountInput } from '../../../shared/schemas/account';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { anonymiseActor, recordActivity } from '../../core/audit';
import { ownerParams, type RecordOwner } from '../../core/ownership';
import type { Attempt } from '../../core/rate-limit';
import { detachContractsOf } from '../../core/stores/contract-store';
import { deleteFilesOf } from '../../core/stores/file-store';
import { deleteMessagesOf } from '../../core/stores/message-store';
import { anonymiseOrdersOf } from '../../core/stores/order-store';
import { deleteProjectsOf } from '../../core/stores/project-store';
import { deleteAccount } from '../../core/stores/user-store';
import type { DbOrTx } from '../../db/client';
import { users, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { forbidden, invalid, notFound } from '../../errors';
import { spendSecondFactorCode, verifyPassword } from '../auth';
import { deleteChatSessionsOf } from '../chat';
import { forgetMailAbout, forgetNoticesAbout } from '../email';
import { deleteMeetingsOf } from '../schedule';

// Issue 36 §6, decision 043: one way to delete a person, whoever asks (the person, or the team at
// their request).

/** What a deletion did: the records kept name `placeholder` in place of the person. */
interface Erasure {
  placeholder: string;
  files: number;
  kept: { orders: number; agreements: number };
}

interface ErasureRequest {
  /** The person's account; null for someone the team knows only by the address they bought or booked under. */
  account: User | null;
  owner: RecordOwner;
  /** What the request must still prove, checked in the deleting transaction: it throws to write nothing. */
  confirm?: (tx: DbOrTx) => void;
  /** The audit trail's entry of the deletion, written with it. */
  audit: (erasure: Erasure) => { actor: Pick<User, 'id' | 'email'>; action: string; details: string };
}

/**
 * Deletes the person's account and personal data in one transaction: files, projects, messages,
 * chats, meetings, the copies of mail to or about their proven address, sessions and sign-in
 * settings (these cascade with the account). Charges and signed agreements stay, detached and
 * naming a placeholder address (`deleted-customer-…@deleted.invalid`, one per deletion, so the team
 * can tell which records went together). The stored bytes go once it is committed: a failure in
 * between leaves an orphan file, never a row pointing at nothing.
 */
async function erasePerson(deps: AppDeps, request: ErasureRequest) {
  const { account, owner } = request;
  const placeholder = `deleted-customer-${randomBytes(6).toString('hex')}@deleted.invalid`;
  const storedNames = deps.db.transaction((tx) => {
    // Two requests may both have passed the password check (it awaits) before either got here.
    if (account && !tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).get())
      throw notFound(ACCOUNT_MESSAGES.alreadyDeleted);
    request.confirm?.(tx);
    const fileNames = deleteFilesOf(tx, owner);
    const agreements = detachContractsOf(tx, owner, placeholder);
    const orders = anonymiseOrdersOf(tx, owner, { name: 'Deleted customer', email: placeholder });
    const removed = [deleteProjectsOf, deleteMessagesOf, deleteMeetingsOf, deleteChatSessionsOf].reduce(
      (count, remove) => count + remove(tx, owner),
      0,
    );
    if (!account && fileNames.length + agreements.count + orders + removed === 0)
      throw notFound(ADMIN_MESSAGES.customerEmailNotFound);
    if (owner.provenEmail) {
      forgetMailAbout(tx, owner.provenEmail);
      forgetNoticesAbout(tx, owner.provenEmail);
    }
    const done: Erasure = { placeholder, files: fileNames.length, kept: { orders, agreements: agreements.count } };
    const entry = request.audit(done);
    if (account) anonymiseActor(tx, account.id, placeholder);
    recordActivity(tx, entry.actor, entry.action, { details: entry.details });
    // Sessions, second factors, revisions, page requests and notifications cascade with the account.
    if (account) deleteAccount(tx, account.id);
    return [...fileNames, ...agreements.pdfs];
  });
  for (const storedName of storedNames)
    await deps.storage
      .remove(storedName)
      .catch((error: unknown) => deps.log.warn({ err: error, storedName }, 'person deleted, file bytes left behind'));
  deps.events.adminChanged(
    'users',
    'customers',
    'projects',
    'messages',
    'files',
    'bookings',
    'orders',
    'chat',
    'emails',
    'activity',
  );
}

const keptText = ({ kept }: Erasure) => `${kept.orders} charge(s) and ${kept.agreements} agreement(s) kept`;

/**
 * DELETE /account (issue 36 §6): the password, and a current code when the account has a second
 * factor, spent in the deleting transaction. Admin accounts are not deleted here.
 */
export async function deleteOwnAccount(
  deps: AppDeps,
  user: User,
  input: z.output<typeof deleteAccountInput>,
  attempt?: Attempt,
) {
  if (user.isAdmin) throw forbidden(ACCOUNT_MESSAGES.adminNotDeletable);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalid(AUTH_MESSAGES.currentPasswordWrong);
  await erasePerson(deps, {
    account: user,
    owner: ownerParams(user),
    confirm: (tx) => {
      if (!user.secondFactorSince) return;
      if (!input.code) throw invalid(AUTH_MESSAGES.codeRequired);
      if (!spendSecondFactorCode(deps, tx, user.id, input.code)) throw invalid(AUTH_MESSAGES.codeWrong);
    },
    // The person's own request, for the team to see; under the placeholder, as what was kept is.
    audit: (erasure) => ({
      actor: { id: user.id, email: erasure.placeholder },
      action: 'delete_own_account',
      details: `${erasure.files} file(s); ${keptText(erasure)}`,
    }),
  });
  attempt?.giveBack();
  return { message: ACCOUNT_MESSAGES.deleted };
}

/**
 * DELETE /admin/customers/{email}: the team deletes a person at their request, with or without an
 * account, by every record made under the address. The audit entry names the address: it records
 * whose request was carried out.
 */
export async function deleteCustomerOnRequest(deps: AppDeps, admin: User, account: User | null, email: string) {
  await erasePerson(deps, {
    account,
    owner: account ? { userId: account.id, provenEmail: email } : { userId: null, provenEmail: email },
    audit: (done) => ({
      actor: admin,
      action: 'delete_customer',
      details: `${email} (${done.files} file(s); ${keptText(done)} as ${done.placeholder})`,
    }),
  });
}
