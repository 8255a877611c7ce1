import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the key lives: beside the database, never in it, so a copy of the database (a replica) holds no link. */
export const serverKeyFile = (dataDir: string) => path.join(dataDir, 'server.key');

/**
 * The key of the secrets the server makes again when it needs them (a guest order's checkout
 * secret, in its receipt link and its return addresses), created on first start. Without a data
 * folder (tests) a key lives as long as the process.
 */
export function loadServerKey(dataDir: string | null): Buffer {
  if (!dataDir) return randomBytes(32);
  const file = serverKeyFile(dataDir);
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': of two processes starting at once, the second reads the first one's key.
  try {
    fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST') return fs.readFileSync(file);
    throw error;
  }
}

/** A secret for `subject` under `purpose`: the same every time, unguessable without the key. */
export function derivedSecret(key: Buffer, purpose: string, subject: string): string {
  return createHmac('sha256', key).update(`${purpose}:${subject}`).digest('base64url').slice(0, 32);
}

/** Whether `given` is that secret, compared in constant time. */
export function isDerivedSecret(
  key: Buffer,
  purpose: string,
  subject: string,
  given: string | null | undefined,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(derivedSecret(key, purpose, subject));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
