import { hasPermission, type AdminArea, type AdminPermission } from '../../shared/admin';
import type { RateLimitedAction } from '../../shared/rules';
import type { User } from '../db/schema';
import type { Access } from './access';
import { NO_ATTEMPT, type Attempt, type RateLimiter } from './rate-limit';

// Issue 33 (docs/decisions/033): beside its access, every door (REST route or tRPC procedure)
// declares what proves the caller may act on the records it names, and the budget it spends.

/**
 * What proves the caller may act on the records a door names. Knowing an email, an order id or a
 * slot id is never one of them.
 */
export type Proof = ProofKind | { adminArea: readonly AdminArea[] };

/** One way in: a proof, or several that must all be there (the session and the password). */
export type ProofRequirement = Proof | readonly Proof[];

type ProofKind =
  /**
   * It names nobody's records: public content, or what it makes is new (a hold, a guest booking,
   * a chat, an account).
   */
  | 'nothing'
  /** The signed-in caller's session: it acts on the caller's own records only. */
  | 'session'
  /** The account's password, checked by the call. */
  | 'password'
  /** A current code from the account's authenticator app, or one of its recovery codes, checked by the call. */
  | 'secondFactorCode'
  /** An answer to a fresh challenge, signed by one of the account's passkeys (the device checked who holds it). */
  | 'passkey'
  /** A single-use secret emailed to the address (a reset or confirmation link). */
  | 'emailedLink'
  /** It only sends the address it names a link for its owner, and answers the same either way. */
  | 'mailToOwner'
  /** The slot id a hold returned to whoever made it. */
  | 'holdSecret'
  /** The secret link in a booking's latest details email. */
  | 'manageLink'
  /** The secret a checkout returned to the buying browser, also in the link of the buyer's receipt. */
  | 'checkoutSecret'
  /** A visitor's chat token, returned when the chat was opened. */
  | 'chatToken'
  /** The payment provider's signature, or its own reference for its own checkout. */
  | 'providerSignature';

/** An admin with one of these areas may act on anyone's records. */
export const adminArea = (...areas: AdminArea[]): Proof => ({ adminArea: areas });

/** The limits a door spends from (RATE_LIMITS in shared/rules.ts), and whom it counts. */
export interface Budget {
  limit: RateLimitedAction;
  /**
   * Where the call names the email it is counted under, in its raw input: a field of a tRPC input
   * ('email'), or of a REST request's body, params or query ('body.customer_email').
   */
  email?: string;
  /**
   * Where a procedure's REST door finds that same email ('body.customer_email'): the spec's wire
   * name, which the REST door's budget counts under instead of `email`.
   */
  restEmail?: string;
  /** Admins with this area act for customers and are not counted. */
  staffArea?: AdminPermission;
}

/** A door's declarations, as the table of doors and the generated tests read them. */
export interface Door {
  /** `GET /api/pricing`, or a procedure's path. */
  name: string;
  transport: 'rest' | 'trpc';
  /** REST: whether it may write; tRPC: a mutation. */
  writes: boolean;
  access: Access;
  /** The ways in, any one of which will do. */
  proof: readonly ProofRequirement[];
  /** null: it writes nothing and costs little (reads, subscriptions). */
  budget: Budget | null;
}

const adminKinds = new Set<Access['kind']>(['admin', 'firstAdmin']);
const areaOf = (access: Access): AdminArea => (access.kind === 'admin' ? access.permission : 'any');

/**
 * The proof a door declared, or what its access implies: an admin door's area, a signed-in door's
 * session. A door anyone may call must say; undefined when it did not.
 */
export function proofOf(
  access: Access,
  declared: readonly ProofRequirement[] | undefined,
): readonly ProofRequirement[] | undefined {
  if (declared) return declared;
  if (adminKinds.has(access.kind)) return [adminArea(areaOf(access))];
  if (access.kind === 'signedIn') return ['session'];
  return undefined;
}

/**
 * The budget a door declared (null for none), or what its access implies: admin work counts per
 * account. A door that writes must have one; undefined when it declared none.
 */
export function budgetOf(
  access: Access,
  declared: Budget | null | undefined,
  writes: boolean,
): Budget | null | undefined {
  if (declared !== undefined) return declared;
  if (!writes) return null;
  if (adminKinds.has(access.kind)) return { limit: 'staffWork' };
  return undefined;
}

/** What a door lacks of its declarations, or null when it has them all. */
export function missingDeclaration(
  door: Omit<Door, 'proof' | 'budget'> & {
    proof: readonly ProofRequirement[] | undefined;
    budget: Budget | null | undefined;
  },
): string | null {
  if (!door.proof) return `${door.name} declares no proof: say what proves the caller may act on what it names`;
  if (door.budget === undefined) return `${door.name} writes but declares no budget (RATE_LIMITS)`;
  return null;
}

/** A value at a dotted path of a raw input, as text. */
function textAt(input: unknown, path: string): string | null {
  let value: unknown = input;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
}

/**
 * Counts one attempt of a door against its budget before anything runs: the client's address,
 * the account when signed in, and the email its input names. The email is not counted when it is
 * the signed-in caller's own: strangers naming an address must not use up its owner's budget.
 * Throws the 429 past the budget.
 */
export function spend(
  limiter: RateLimiter,
  budget: Budget | null,
  caller: { address: string; user: User | null; input: unknown },
): Attempt {
  if (!budget) return NO_ATTEMPT;
  const { user } = caller;
  if (budget.staffArea && user && hasPermission(user, budget.staffArea)) return NO_ATTEMPT;
  const email = budget.email ? textAt(caller.input, budget.email) : null;
  return limiter.consume(budget.limit, {
    address: caller.address,
    account: user?.id ?? null,
    email: email === user?.email ? null : email,
  });
}
