import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { BRAND } from '../../../shared/brand';
import { AUTH_MESSAGES, type secondFactorInput, type secondFactorOffInput } from '../../../shared/schemas/auth';
import { audit } from '../../core/audit';
import type { Attempt } from '../../core/rate-limit';
import { completeSecondFactor, hashToken, invalidateOtherSessions } from '../../core/session';
import { setSecondFactorSince } from '../../core/stores/user-store';
import type { DbOrTx } from '../../db/client';
import { passkeys, recoveryCodes, totpCredentials, users, type Session, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { forbidden, invalid, notFound, unauthorized } from '../../errors';
import { secondFactorChangedEmail, withMail } from '../email';
import { verifyPassword } from './password';

// Issue 36 §1-§4, decision 042: an authenticator app (RFC 6238) and single-use recovery codes.

/** RFC 6238's defaults, which every authenticator app reads from the QR code. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after is accepted too: phones' clocks drift, and typing takes time. */
const DRIFT_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;

type CodeInput = z.output<typeof secondFactorInput>;
type OffInput = z.output<typeof secondFactorOffInput>;

// The shared key is sealed with a key derived from the server key (AES-256-GCM): a copy of the
// database alone cannot make codes. server.key is backed up with the database (decision 028).
const sealingKey = (serverKey: Buffer) => createHmac('sha256', serverKey).update('totp-key-seal').digest();

function seal(serverKey: Buffer, key: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverKey), iv);
  const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(serverKey: Buffer, text: string): Uint8Array {
  const bytes = Buffer.from(text, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverKey), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]));
}

const credentialOf = (db: DbOrTx, userId: number) =>
  db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).get();

/** The time step whose code `code` is, within the drift allowed, or null. */
function matchingStep(key: Uint8Array, code: string, now: number): number | null {
  const current = Math.floor(now / 1000 / STEP_SECONDS);
  for (let offset = -DRIFT_STEPS; offset <= DRIFT_STEPS; offset += 1)
    if (generateHOTP(key, BigInt(current + offset), DIGITS) === code) return current + offset;
  return null;
}

/**
 * Whether `code` proves the account's second factor now, using it up: an app's code is good once
 * (a later step only), a recovery code once ever. Runs in the caller's transaction, so that what
 * the code allows (deleting the account, say) and its use are saved together or not at all.
 */
export function spendSecondFactorCode(
  deps: Pick<AppDeps, 'serverKey'>,
  tx: DbOrTx,
  userId: number,
  code: string,
  now = Date.now(),
): boolean {
  if (/^\d+$/.test(code)) {
    const credential = credentialOf(tx, userId);
    if (!credential?.confirmedAt) return false;
    const step = matchingStep(unseal(deps.serverKey, credential.sealedKey), code, now);
    if (step === null || (credential.lastStep !== null && step <= credential.lastStep)) return false;
    tx.update(totpCredentials).set({ lastStep: step }).where(eq(totpCredentials.userId, userId)).run();
    return true;
  }
  const used = tx
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashToken(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id })
    .get();
  return used !== undefined;
}

/** Ten new recovery codes in place of any earlier ones; the codes themselves, to show once. */
function renewRecoveryCodes(tx: DbOrTx, userId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    encodeBase32LowerCaseNoPadding(randomBytes(10)).slice(0, 10),
  );
  tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  tx.insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(code) })))
    .run();
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

const accountUrl = (deps: Pick<AppDeps, 'config'>) => `${deps.config.publicUrl}/account`;

/** What the second step of signing in may be given with (a recovery code always). */
export function secondFactorMethods(deps: Pick<AppDeps, 'db'>, user: User) {
  return {
    authenticator: Boolean(credentialOf(deps.db, user.id)?.confirmedAt),
    passkey: passkeysOf(deps.db, user.id).length > 0,
  };
}

const mustKeep = (deps: Pick<AppDeps, 'config'>, user: User) =>
  user.isAdmin && deps.config.adminSecondFactor === 'required';

/** What the account page shows of the caller's second factors. */
export function secondFactorStatus(deps: Pick<AppDeps, 'db' | 'config'>, user: User) {
  const credential = credentialOf(deps.db, user.id);
  const left = deps.db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
    .all().length;
  const keys = passkeysOf(deps.db, user.id);
  return {
    authenticator: Boolean(credential?.confirmedAt),
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    since: user.secondFactorSince?.toISOString() ?? null,
    recoveryCodesLeft: left,
    /** An admin who must have one (ADMIN_2FA=required) cannot turn it off. */
    mayRemoveLast: !mustKeep(deps, user),
  };
}

/**
 * The first half of turning the authenticator on: a new key, kept unconfirmed until a first code
 * proves the app holds it. Starting again replaces an unconfirmed key.
 */
export async function beginAuthenticator(deps: Pick<AppDeps, 'db' | 'serverKey'>, user: User) {
  if (credentialOf(deps.db, user.id)?.confirmedAt) throw invalid(AUTH_MESSAGES.secondFactorAlreadyOn);
  const key = randomBytes(20);
  const sealedKey = seal(deps.serverKey, key);
  deps.db
    .insert(totpCredentials)
    .values({ userId: user.id, sealedKey })
    .onConflictDoUpdate({ target: totpCredentials.userId, set: { sealedKey, lastStep: null, confirmedAt: null } })
    .run();
  const uri = createTOTPKeyURI(BRAND.name, user.email, key, STEP_SECONDS, DIGITS);
  return {
    secret: encodeBase32UpperCaseNoPadding(key)
      .replace(/(.{4})/g, '$1 ')
      .trim(),
    uri,
    qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}

/**
 * The second half: a code from the app turns the factor on. The recovery codes are made, every
 * other session is signed out (whoever held one did not give the factor), and the owner is told.
 */
export async function confirmAuthenticator(
  deps: AppDeps,
  user: User,
  session: Session,
  input: CodeInput,
  attempt?: Attempt,
  now = Date.now(),
) {
  const credential = credentialOf(deps.db, user.id);
  if (credential?.confirmedAt) throw invalid(AUTH_MESSAGES.secondFactorAlreadyOn);
  if (!credential) throw invalid(AUTH_MESSAGES.secondFactorSetupMissing);
  const step = matchingStep(unseal(deps.serverKey, credential.sealedKey), input.code, now);
  if (step === null) throw invalid(AUTH_MESSAGES.codeWrong);
  attempt?.giveBack();
  const codes = await withMail(deps, (tx, mail) => {
    tx.update(totpCredentials)
      .set({ confirmedAt: new Date(now), lastStep: step })
      .where(eq(totpCredentials.userId, user.id))
      .run();
    setSecondFactorSince(tx, user.id, new Date(now));
    invalidateOtherSessions(tx, user.id, session.id);
    mail(secondFactorChangedEmail(user.email, user.name, 'on', accountUrl(deps)));
    return renewRecoveryCodes(tx, user.id);
  });
  return { message: AUTH_MESSAGES.secondFactorOn, recoveryCodes: codes };
}

/** Sign-in's second step: a code from the app or a recovery code completes the session. */
export function giveSecondFactor(
  deps: Pick<AppDeps, 'db' | 'serverKey'>,
  user: User,
  session: Session,
  input: CodeInput,
  attempt?: Attempt,
  now = Date.now(),
) {
  const accepted = deps.db.transaction((tx) => {
    if (!spendSecondFactorCode(deps, tx, user.id, input.code, now)) return false;
    completeSecondFactor(tx, session.id);
    return true;
  });
  if (!accepted) throw unauthorized(AUTH_MESSAGES.codeWrong);
  // As for passwords, only failures count in the end.
  attempt?.giveBack();
}

/** Recovery codes again, in place of the earlier ones: a current code first. */
export async function renewRecoveryCodesWith(deps: AppDeps, user: User, input: CodeInput, now = Date.now()) {
  if (!user.secondFactorSince) throw invalid(AUTH_MESSAGES.secondFactorNotOn);
  const codes = await withMail(deps, (tx, mail) => {
    if (!spendSecondFactorCode(deps, tx, user.id, input.code, now)) throw invalid(AUTH_MESSAGES.codeWrong);
    mail(secondFactorChangedEmail(user.email, user.name, 'codes', accountUrl(deps)));
    return renewRecoveryCodes(tx, user.id);
  });
  return { message: AUTH_MESSAGES.recoveryCodesRenewed, recoveryCodes: codes };
}

/** The account's passkeys (this module writes the passkeys table too: every factor in one place). */
export const passkeysOf = (db: DbOrTx, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).all();

const deletePasskeysOf = (tx: DbOrTx, userId: number) => tx.delete(passkeys).where(eq(passkeys.userId, userId)).run();

export function deletePasskey(tx: DbOrTx, userId: number, id: string) {
  const deleted = tx
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .run().changes;
  if (!deleted) throw notFound(AUTH_MESSAGES.noPasskey);
}

/** A passkey signed in (or gave the second factor): its new counter, and when. */
export const passkeyUsed = (db: DbOrTx, id: string, counter: number, now: number) =>
  db
    .update(passkeys)
    .set({ counter, lastUsedAt: new Date(now) })
    .where(eq(passkeys.id, id))
    .run();

/**
 * A new passkey. The account's first factor turns second factors on as the authenticator app does
 * (recovery codes, every other session signed out); a later one is only added. The owner is told
 * either way. The recovery codes when they were made.
 */
export async function addPasskey(
  deps: AppDeps,
  user: User,
  session: Session,
  passkey: typeof passkeys.$inferInsert,
  now = Date.now(),
): Promise<string[] | null> {
  return withMail(deps, (tx, mail) => {
    tx.insert(passkeys).values(passkey).run();
    mail(secondFactorChangedEmail(user.email, user.name, 'passkey', accountUrl(deps)));
    if (user.secondFactorSince) return null;
    setSecondFactorSince(tx, user.id, new Date(now));
    invalidateOtherSessions(tx, user.id, session.id);
    return renewRecoveryCodes(tx, user.id);
  });
}

/**
 * After a factor is removed: an account left with none signs in with its password alone again, and
 * its recovery codes, which stood in for the factors, go with them. Whether any is left.
 */
function afterFactorRemoved(tx: DbOrTx, userId: number): boolean {
  const remaining =
    tx.select({ id: totpCredentials.userId }).from(totpCredentials).where(eq(totpCredentials.userId, userId)).get() ??
    tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).get();
  if (remaining) return true;
  tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  setSecondFactorSince(tx, userId, null);
  return false;
}

/** Every second factor of the account goes: the app's key, its passkeys and the recovery codes. */
function removeFactors(tx: DbOrTx, userId: number) {
  tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId)).run();
  deletePasskeysOf(tx, userId);
  afterFactorRemoved(tx, userId);
}

/**
 * Removing one factor takes the password and a current code (issue 36 §4), and an admin who must
 * have a factor (ADMIN_2FA=required) cannot remove the last one.
 */
export async function removeOneFactor(
  deps: AppDeps,
  user: User,
  input: OffInput,
  remove: (tx: DbOrTx) => void,
  now = Date.now(),
) {
  if (!user.secondFactorSince) throw invalid(AUTH_MESSAGES.secondFactorNotOn);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalid(AUTH_MESSAGES.currentPasswordWrong);
  await withMail(deps, (tx, mail) => {
    // One transaction: a refusal below takes back the code just spent.
    if (!spendSecondFactorCode(deps, tx, user.id, input.code, now)) throw invalid(AUTH_MESSAGES.codeWrong);
    remove(tx);
    const left = afterFactorRemoved(tx, user.id);
    if (!left && mustKeep(deps, user)) throw forbidden(AUTH_MESSAGES.adminKeepsSecondFactor);
    mail(secondFactorChangedEmail(user.email, user.name, left ? 'removed' : 'off', accountUrl(deps)));
  });
}

/**
 * The way back in for whoever runs the server (npm run reset-second-factor): an admin who lost
 * their phone and recovery codes, when ADMIN_2FA=required lets no one else reset theirs. False when
 * the account has no second factor.
 */
export function removeSecondFactorsOf(db: DbOrTx, user: User): boolean {
  if (!user.secondFactorSince) return false;
  db.transaction((tx) => removeFactors(tx, user.id));
  return true;
}

/** Turning the authenticator app off (issue 36 §4); passkeys, if any, stay. */
export async function turnSecondFactorOff(deps: AppDeps, user: User, input: OffInput, attempt?: Attempt) {
  await removeOneFactor(deps, user, input, (tx) => {
    if (!tx.delete(totpCredentials).where(eq(totpCredentials.userId, user.id)).run().changes)
      throw invalid(AUTH_MESSAGES.authenticatorNotOn);
  });
  attempt?.giveBack();
  return { message: AUTH_MESSAGES.secondFactorOff };
}

/**
 * A customer who lost their phone and their recovery codes asks the team: an admin of users removes
 * the factors (audited), and the customer is emailed. Admins reset their own from their account.
 */
export async function resetSecondFactors(deps: AppDeps, admin: User, userId: number) {
  const customer = deps.db.select().from(users).where(eq(users.id, userId)).get();
  if (!customer) throw notFound('User not found');
  if (customer.isAdmin) throw forbidden(AUTH_MESSAGES.secondFactorResetAdmin);
  if (!customer.secondFactorSince) throw invalid(AUTH_MESSAGES.secondFactorNotOn);
  await withMail(deps, (tx, mail) => {
    removeFactors(tx, customer.id);
    mail(secondFactorChangedEmail(customer.email, customer.name, 'reset', accountUrl(deps)));
  });
  audit(deps, admin, 'reset_second_factors', `of ${customer.email}`);
  deps.events.adminChanged('users', 'customers');
  return { message: AUTH_MESSAGES.secondFactorsReset(customer.name) };
}
