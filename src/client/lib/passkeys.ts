import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { z } from 'zod';
import type { passkeyAnswerInput } from '../../shared/schemas/auth';
import { AUTH_MESSAGES } from '../../shared/schemas/auth-messages';

// The browser's side of passkeys (issue 36 §3). @simplewebauthn/browser is loaded when a passkey
// is first used, not with the sign-in page. The options are what @simplewebauthn/server made, and
// the answers what it reads, as tRPC carries them: the same JSON, though each package's types word
// the optional parts differently.

type PasskeyAnswer = z.input<typeof passkeyAnswerInput>['response'];

const asAnswer = (answer: unknown) => answer as PasskeyAnswer;

/** A failure a person can act on: a cancelled or timed-out prompt says so, not a DOMException's text. */
const rejected = (error: unknown) => {
  const name = error instanceof Error ? error.name : '';
  const cancelled = name === 'NotAllowedError' || name === 'AbortError';
  return Promise.reject(
    new Error(cancelled ? AUTH_MESSAGES.passkeyCancelled : error instanceof Error ? error.message : String(error)),
  );
};

/** Asks the device for a passkey's answer to the server's challenge. */
export async function answerWithPasskey(options: { challenge: string }): Promise<PasskeyAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
  return startAuthentication({ optionsJSON }).then(asAnswer, rejected);
}

/** Asks the device to make a passkey for this site. */
export async function createPasskey(options: { challenge: string }): Promise<PasskeyAnswer> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = options as PublicKeyCredentialCreationOptionsJSON;
  return startRegistration({ optionsJSON }).then(asAnswer, rejected);
}

/** Whether this browser can use passkeys at all (older browsers, some embedded views cannot). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
