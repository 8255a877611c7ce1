import { and, eq, gt, isNull } from 'drizzle-orm';
import { ADMIN_PERMISSION_KEYS, hasPermission } from '../../../shared/admin';
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TOKEN_TTL_MS } from '../../../shared/rules';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { z } from 'zod';
import type {
  AccountProfile,
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  resetLinkInput,
  resetPasswordInput,
  signupInput,
  verifyEmailInput,
} from '../../../shared/schemas/auth';
import type { Db, DbOrTx } from '../../db/client';
import { emailVerifications, passwordResetTokens, users, type Session, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, unauthorized } from '../../errors';
import {
  type OutgoingEmail,
  emailVerificationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  withMail,
} from '../email';
import { mayActOnOrder } from '../../core/order-access';
import { claimableOrder, claimOrder, claimSettledOrderOf } from '../payment';
import type { Attempt } from '../../core/rate-limit';
import { hasVerifiedEmail } from '../../core/ownership';
import { hashPassword, verifyPassword } from './password';
import { insertAccount, markEmailVerified, profileOf, setPasswordHash } from '../../core/stores/user-store';
import {
  createSession,
  generateToken,
  hashToken,
  invalidateOtherSessions,
  invalidateUserSessions,
} from '../../core/session';

type LoginInput = z.output<typeof loginInput>;
type SignupInput = z.output<typeof signupInput>;
type ForgotPasswordInput = z.output<typeof forgotPasswordInput>;
type ResetLinkInput = z.output<typeof resetLinkInput>;
type ResetPasswordInput = z.output<typeof resetPasswordInput>;
type ChangePasswordInput = z.output<typeof changePasswordInput>;
type VerifyEmailInput = z.output<typeof verifyEmailInput>;

export interface SignedIn {
  token: string;
  user: User;
  /** The session still owes the account's second factor (decision 042). */
  awaitingSecondFactor: boolean;
}

/** The user as every client sees it (spec part 1 §3: email, name, is_admin, order_id). */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isAdmin: user.isAdmin,
    /** For an admin, the areas of the admin dashboard they may use (spec part 2 §6). */
    adminPermissions: user.isAdmin ? ADMIN_PERMISSION_KEYS.filter((permission) => hasPermission(user, permission)) : [],
    orderId: user.orderId,
    plan: user.plan,
    /** Until the address is proven the account sees only what it made itself (issue 18 §7). */
    emailVerified: hasVerifiedEmail(user),
    createdAt: user.createdAt.toISOString(),
  };
}

export function findUserByEmail(db: DbOrTx, email: string): User | undefined {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export interface NewUser extends AccountProfile {
  email: string;
  password: string;
  isAdmin?: boolean;
  orderId?: string | null;
  plan?: User['plan'];
  adminLevel?: User['adminLevel'];
  permissions?: string[] | null;
  /**
   * Accounts the team makes (admins, customers sold in person) count as proven: the team vouches
   * for the address, and the customer sets their password through a link sent to it.
   */
  emailVerified?: boolean;
}

/** Creates an account; the email must not be taken (compared case-insensitively). */
export async function createUser(db: Db, input: NewUser): Promise<User> {
  const [user] = await createUserWith(db, input, () => null);
  return user;
}

/** Creates an account and, in the same transaction, what must exist with it or not at all. */
export async function createUserWith<T>(
  db: Db,
  input: NewUser,
  alsoWrite: (tx: DbOrTx, user: User) => T,
): Promise<[User, T]> {
  const email = input.email.toLowerCase();
  if (findUserByEmail(db, email)) throw invalid(AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) => {
    const user = insertUser(tx, { ...input, email }, passwordHash);
    return [user, alsoWrite(tx, user)];
  });
}

function insertUser(tx: DbOrTx, input: NewUser, passwordHash: string): User {
  const created = insertAccount(tx, {
    ...profileOf(input),
    email: input.email.toLowerCase(),
    passwordHash,
    isAdmin: input.isAdmin ?? false,
    orderId: input.orderId ?? null,
    plan: input.plan ?? null,
    adminLevel: input.adminLevel ?? null,
    permissions: input.permissions ?? null,
    emailVerifiedAt: input.emailVerified ? new Date() : null,
  });
  if (!created) throw invalid(AUTH_MESSAGES.emailTaken);
  return created;
}

/** Where a request came from, for the session list; and the attempt its door counted, when it gives it back. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
  attempt?: Attempt;
}

/**
 * A new account, signed in. An order id given with it must be the address's paid order; the
 * account gets it now with the order's checkout secret, or once it proves the address (an order
 * id and an address are no proof: anyone can type them).
 */
export async function signup(deps: AppDeps, input: SignupInput, { ip, userAgent }: RequestOrigin): Promise<SignedIn> {
  // Checked before the account exists, so a wrong order id changes nothing.
  const order = input.orderId ? claimableOrder(deps.db, input.orderId, input.email) : null;
  const claimNow = order && mayActOnOrder(deps, order, { caller: null, checkoutSecret: input.checkoutSecret });
  // The account, its order and its session are saved together or not at all (a full disk).
  const [, { user, session }] = await createUserWith(deps.db, { ...input, orderId: null }, (tx, created) => {
    if (order && claimNow) claimOrder(tx, order, created.id);
    return {
      user: tx.select().from(users).where(eq(users.id, created.id)).get()!,
      session: createSession(tx, created.id, { ip, userAgent }),
    };
  });
  deps.events.adminChanged('users', 'customers');
  await sendVerificationLink(deps, user);
  return { token: session.token, user, awaitingSecondFactor: false };
}

/** Emails a link that proves the account's address; earlier links keep working until they expire. */
async function sendVerificationLink(deps: AppDeps, user: User, now = Date.now()) {
  const token = generateToken();
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await withMail(deps, (tx, mail) => {
    tx.insert(emailVerifications)
      .values({
        id: hashToken(token),
        userId: user.id,
        email: user.email,
        expiresAt: new Date(now + EMAIL_VERIFICATION_TTL_MS),
      })
      .run();
    mail(emailVerificationEmail(user.email, user.name, link));
  });
}

/** A signed-in user asks for a new link (the first one got lost, or ran out). */
export async function resendVerification(deps: AppDeps, user: User) {
  if (hasVerifiedEmail(user)) return { message: AUTH_MESSAGES.emailAlreadyVerified, sent: false };
  await sendVerificationLink(deps, user);
  return { message: AUTH_MESSAGES.verificationSent(user.email), sent: true };
}

/**
 * The link from the email: proves the address it was sent to, once. From then on the account also
 * sees what was made under that address while signed out (ownership.ts).
 */
export function verifyEmail(deps: AppDeps, input: VerifyEmailInput, now = Date.now()) {
  const id = hashToken(input.token);
  const row = deps.db.select().from(emailVerifications).where(eq(emailVerifications.id, id)).get();
  const user = row && deps.db.select().from(users).where(eq(users.id, row.userId)).get();
  // A link sent to an address the account no longer has proves nothing about the account.
  if (!row || !user || user.email !== row.email) throw invalid(AUTH_MESSAGES.verifyLinkUnknown);
  // Opening the link twice (a mail client's preview, a second click) is no failure.
  if (row.usedAt && hasVerifiedEmail(user)) return { message: AUTH_MESSAGES.emailAlreadyVerified };
  if (row.usedAt) throw invalid(AUTH_MESSAGES.verifyLinkUsed);
  if (row.expiresAt.getTime() <= now) throw invalid(AUTH_MESSAGES.verifyLinkExpired);
  deps.db.transaction((tx) => {
    const claimed = tx
      .update(emailVerifications)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id })
      .get();
    if (!claimed) throw invalid(AUTH_MESSAGES.verifyLinkUsed);
    proveAddress(tx, user, now);
  });
  deps.events.adminChanged('users', 'customers');
  return { message: AUTH_MESSAGES.emailVerified };
}

/**
 * Any link we emailed and the owner used proves the address: from then on the account sees what
 * was made under it while signed out, and a plan bought under it signed out becomes its own.
 */
function proveAddress(tx: DbOrTx, user: User, now: number) {
  markEmailVerified(tx, user.id, now);
  claimSettledOrderOf(tx, user);
}

// Verifying against a real hash when the email is unknown keeps both answers equally slow,
// so response time does not reveal which emails have accounts.
let dummyHash: Promise<string> | null = null;

export async function login(
  deps: AppDeps,
  input: LoginInput,
  { ip, userAgent, attempt }: RequestOrigin,
): Promise<SignedIn> {
  const user = findUserByEmail(deps.db, input.email);
  dummyHash ??= hashPassword('not-a-real-password');
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.badCredentials);
  // Only failures count in the end, so a customer signing in often is never locked out.
  attempt?.giveBack();
  const awaitingSecondFactor = user.secondFactorSince !== null;
  const { token } = createSession(deps.db, user.id, { ip, userAgent, awaitingSecondFactor });
  return { token, user, awaitingSecondFactor };
}

export async function requestPasswordReset(deps: AppDeps, input: ForgotPasswordInput) {
  const user = findUserByEmail(deps.db, input.email);
  // The same answer after the same work either way: the form must not reveal, by what it says or
  // by how long it takes, which emails have accounts. The link is made and mailed after the answer.
  if (user) afterAnswer(deps, 'sending a password reset link failed', () => sendPasswordLink(deps, user));
  return { message: AUTH_MESSAGES.forgotPasswordSent };
}

/** Work whose duration would tell the caller something runs once the answer has gone out. */
function afterAnswer(deps: AppDeps, failure: string, work: () => Promise<unknown>) {
  setImmediate(() => {
    work().catch((error: unknown) => deps.log.error({ err: error }, failure));
  });
}

/**
 * Emails a single-use link to choose a new password: the reset email by default, or another
 * message around the same link (the welcome of an account the team created, which lasts longer).
 */
export async function sendPasswordLink(
  deps: AppDeps,
  user: User,
  options: { ttlMs?: number; message?: (link: string) => OutgoingEmail } = {},
) {
  const token = generateToken();
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await withMail(deps, (tx, mail) => {
    tx.insert(passwordResetTokens)
      .values({
        id: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + (options.ttlMs ?? PASSWORD_RESET_TOKEN_TTL_MS)),
      })
      .run();
    mail(options.message?.(link) ?? passwordResetEmail(user.email, user.name, link));
  });
}

/** "Your password was changed", to the account's owner with the way to sign in: after every new password. */
export const passwordChangedNotice = (deps: Pick<AppDeps, 'config'>, user: Pick<User, 'email' | 'name'>) =>
  passwordChangedEmail(user.email, user.name, `${deps.config.publicUrl}/login`);

/**
 * A signed-in user changes their own password: the current one first (failures count like failed
 * sign-ins), then every other session is signed out and the owner is told by email.
 */
export async function changePassword(
  deps: AppDeps,
  user: User,
  session: Session,
  input: ChangePasswordInput,
  attempt?: Attempt,
) {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw invalid(AUTH_MESSAGES.currentPasswordWrong);
  attempt?.giveBack();
  const passwordHash = await hashPassword(input.newPassword);
  const signedOut = await withMail(deps, (tx, mail) => {
    setPasswordHash(tx, user.id, passwordHash);
    mail(passwordChangedNotice(deps, user));
    return invalidateOtherSessions(tx, user.id, session.id);
  });
  return { message: AUTH_MESSAGES.passwordChanged, signedOutSessions: signedOut };
}

/** The reset link's row while it still works; otherwise the refusal a reset with it would get. */
function usableResetToken(db: Db, token: string, now: number) {
  const row = db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, hashToken(token)))
    .get();
  if (!row) throw invalid(AUTH_MESSAGES.resetLinkUnknown);
  if (row.usedAt) throw invalid(AUTH_MESSAGES.resetLinkUsed);
  if (row.expiresAt.getTime() <= now) throw invalid(AUTH_MESSAGES.resetLinkExpired);
  return row;
}

/**
 * Whether a reset link would still work, leaving it unused: the page shows its form only then,
 * rather than let the person type a new password for a link that can no longer take it.
 */
export function checkResetLink(deps: AppDeps, input: ResetLinkInput, now = Date.now()) {
  usableResetToken(deps.db, input.token, now);
  return { usable: true as const };
}

export async function resetPassword(deps: AppDeps, input: ResetPasswordInput, now = Date.now()) {
  const row = usableResetToken(deps.db, input.token, now);
  const passwordHash = await hashPassword(input.newPassword);
  await withMail(deps, (tx, mail) => {
    // The conditional update makes the token single-use even when two resets race.
    const claimed = tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(passwordResetTokens.id, row.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date(now)),
        ),
      )
      .returning({ id: passwordResetTokens.id })
      .get();
    if (!claimed) throw invalid(AUTH_MESSAGES.resetLinkUsed);
    setPasswordHash(tx, row.userId, passwordHash);
    const user = tx.select().from(users).where(eq(users.id, row.userId)).get();
    if (user) {
      proveAddress(tx, user, now);
      // As for every new password: a reset its owner did not ask for does not go unseen.
      mail(passwordChangedNotice(deps, user));
    }
    // A new password signs the account out everywhere: whoever knew the old one loses access.
    invalidateUserSessions(tx, row.userId);
  });
  return { message: AUTH_MESSAGES.resetSucceeded };
}
