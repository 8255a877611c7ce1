import { createHmac, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { BRAND } from '../../../shared/brand';
import {
  AUTH_MESSAGES,
  type passkeyAnswerInput,
  type passkeyRegisterInput,
  type passkeyRemoveInput,
} from '../../../shared/schemas/auth';
import { completeSecondFactor, createSession } from '../../core/session';
import { passkeys, users, type Session, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, notFound, unauthorized } from '../../errors';
import type { Attempt } from '../../core/rate-limit';
import type { RequestOrigin } from './service';
import { addPasskey, deletePasskey, passkeyUsed, passkeysOf, removeOneFactor } from './second-factor';

// Issue 36 §3, decision 042: passkeys (WebAuthn) as a second factor, or a sign-in of their own.
// The device checks who holds it (user verification is required), so a passkey alone signs in.

const CHALLENGE_TTL_MS = 5 * 60_000;
/** Challenges waiting for an answer: bounded, so a flood of requests cannot grow it without end. */
const MAX_CHALLENGES = 10_000;

type Purpose = 'register' | 'signIn' | 'secondFactor';

/**
 * The challenges handed out, each for one purpose (and one account, except a sign-in's), used once.
 * In memory: a restart only makes a ceremony under way start again.
 */
const challenges = new Map<string, { purpose: Purpose; userId: number | null; expiresAt: number }>();

function remember(challenge: string, purpose: Purpose, userId: number | null) {
  const now = Date.now();
  for (const [key, value] of challenges) if (value.expiresAt <= now) challenges.delete(key);
  if (challenges.size >= MAX_CHALLENGES) challenges.delete(challenges.keys().next().value!);
  challenges.set(challenge, { purpose, userId, expiresAt: now + CHALLENGE_TTL_MS });
}

/** Whether `challenge` was handed out for this purpose (and account), using it up. */
const consume = (purpose: Purpose, userId: number | null) => (challenge: string) => {
  const waiting = challenges.get(challenge);
  challenges.delete(challenge);
  return Boolean(waiting && waiting.purpose === purpose && waiting.userId === userId && waiting.expiresAt > Date.now());
};

/** Where passkeys are used: PASSKEY_ORIGIN, else the site's own address. */
function relyingParty(deps: Pick<AppDeps, 'config'>) {
  const origin = new URL(deps.config.passkeyOrigin ?? deps.config.publicUrl).origin;
  return { origin, rpID: new URL(origin).hostname };
}

/** The account's handle given to authenticators: stable, and no email or id in it. */
const userHandle = (deps: Pick<AppDeps, 'serverKey'>, user: User) =>
  new Uint8Array(createHmac('sha256', deps.serverKey).update(`passkey-user:${user.id}`).digest());

export async function passkeyRegistrationOptions(deps: Pick<AppDeps, 'db' | 'config' | 'serverKey'>, user: User) {
  const { rpID } = relyingParty(deps);
  const options = await generateRegistrationOptions({
    rpName: BRAND.name,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(deps, user),
    challenge: randomBytes(32),
    attestationType: 'none',
    excludeCredentials: passkeysOf(deps.db, user.id).map((key) => ({
      id: key.id,
      transports: key.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  remember(options.challenge, 'register', user.id);
  return options;
}

/** A new passkey from the browser's answer; the recovery codes when it is the account's first factor. */
export async function registerPasskey(
  deps: AppDeps,
  user: User,
  session: Session,
  input: z.output<typeof passkeyRegisterInput>,
  attempt?: Attempt,
) {
  const { origin, rpID } = relyingParty(deps);
  const verified = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: consume('register', user.id),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw invalid(AUTH_MESSAGES.passkeyNotAccepted);
  attempt?.giveBack();
  const { credential } = verified.registrationInfo;
  if (deps.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id)).get())
    throw invalid(AUTH_MESSAGES.passkeyAlreadyAdded);
  const recoveryCodes = await addPasskey(deps, user, session, {
    id: credential.id,
    userId: user.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? null,
    name: input.name,
  });
  return { message: AUTH_MESSAGES.passkeyAdded, recoveryCodes };
}

/** Options for signing in with a passkey alone: any of this site's passkeys on the device may answer. */
export async function passkeySignInOptions(deps: Pick<AppDeps, 'config'>) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    challenge: randomBytes(32),
    userVerification: 'required',
  });
  remember(options.challenge, 'signIn', null);
  return options;
}

/** Options for the second step of a password sign-in: one of the account's own passkeys. */
export async function passkeySecondFactorOptions(deps: Pick<AppDeps, 'db' | 'config'>, user: User) {
  const keys = passkeysOf(deps.db, user.id);
  if (!keys.length) throw notFound(AUTH_MESSAGES.noPasskey);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    challenge: randomBytes(32),
    userVerification: 'required',
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports ?? undefined })),
  });
  remember(options.challenge, 'secondFactor', user.id);
  return options;
}

/** Checks a passkey's answer to a challenge for `purpose`; the account it belongs to. */
async function verifyAnswer(
  deps: Pick<AppDeps, 'db' | 'config'>,
  response: AuthenticationResponseJSON,
  purpose: Purpose,
  userId: number | null,
): Promise<User> {
  const key = deps.db.select().from(passkeys).where(eq(passkeys.id, response.id)).get();
  if (!key || (userId !== null && key.userId !== userId)) throw unauthorized(AUTH_MESSAGES.passkeyNotAccepted);
  const { origin, rpID } = relyingParty(deps);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: consume(purpose, userId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: key.id,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports ?? undefined,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw unauthorized(AUTH_MESSAGES.passkeyNotAccepted);
  passkeyUsed(deps.db, key.id, verified.authenticationInfo.newCounter, Date.now());
  return deps.db.select().from(users).where(eq(users.id, key.userId)).get()!;
}

/** Signs in with a passkey alone: a session signed in in full. */
export async function signInWithPasskey(
  deps: AppDeps,
  input: z.output<typeof passkeyAnswerInput>,
  { ip, userAgent, attempt }: RequestOrigin,
) {
  const user = await verifyAnswer(deps, input.response as unknown as AuthenticationResponseJSON, 'signIn', null);
  attempt?.giveBack();
  return { token: createSession(deps.db, user.id, { ip, userAgent }).token, user };
}

/** The second step of a password sign-in, given with one of the account's passkeys. */
export async function giveSecondFactorWithPasskey(
  deps: AppDeps,
  user: User,
  session: Session,
  input: z.output<typeof passkeyAnswerInput>,
  attempt?: Attempt,
) {
  await verifyAnswer(deps, input.response as unknown as AuthenticationResponseJSON, 'secondFactor', user.id);
  completeSecondFactor(deps.db, session.id);
  attempt?.giveBack();
}

/** Removing a passkey takes the password and a current code, as every factor does. */
export async function removePasskey(
  deps: AppDeps,
  user: User,
  input: z.output<typeof passkeyRemoveInput>,
  attempt?: Attempt,
) {
  await removeOneFactor(deps, user, input, (tx) => deletePasskey(tx, user.id, input.id));
  attempt?.giveBack();
  return { message: AUTH_MESSAGES.passkeyRemoved };
}
