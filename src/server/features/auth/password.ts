import type { Options } from '@node-rs/argon2';

// Loaded at the first sign-in or sign-up rather than at start-up: its native module costs some
// 20 ms there, and most starts answer pages long before anyone signs in.
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const PASSWORD_HASHING: Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

let options = PASSWORD_HASHING;

/**
 * For the unit tests only (their setup file calls it; nothing in the app does): the cheapest
 * argon2id there is, because the suite makes hundreds of accounts and a production hash costs tens
 * of milliseconds of CPU each. Every hash carries its own parameters, so verifying is unchanged.
 */
export function useCheapPasswordHashingInTests() {
  if (process.env.NODE_ENV === 'production') throw new Error('cheap password hashing is for tests only');
  options = { memoryCost: 8, timeCost: 1, parallelism: 1 };
}

export const hashPassword = async (password: string) => (await loadArgon2()).hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await loadArgon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}
