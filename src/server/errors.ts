// Domain errors carry the spec's message; one mapping turns them into tRPC codes and REST statuses.

export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  /** A provider we depend on (payments) failed; the message is safe to show. */
  | 'unavailable'
  /** The disk is full: nothing of the request was saved. */
  | 'storage_full'
  /** The disk or the database failed to read or write: nothing of the request was saved. */
  | 'storage_failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Seconds until a rate-limited action may be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);

export const HTTP_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  storage_full: 507,
  storage_failed: 503,
};

export const TRPC_CODE = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  rate_limited: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  // tRPC has no 507; the message says what happened.
  storage_full: 'SERVICE_UNAVAILABLE',
  storage_failed: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<DomainErrorKind, string>;

export const STORAGE_MESSAGES = {
  full: 'Storage is full: nothing was saved. Please try again later or contact us.',
  failed: 'The server could not save your request: nothing was saved. Please try again later.',
} as const;

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'SQLITE_FULL']);
const IO_CODES = new Set(['EIO', 'EROFS', 'SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_NOTADB']);

/**
 * A failed disk or database write (found anywhere in the chain of causes) as the error a person
 * sees; null for any other error. Writes are transactions and files are renamed into place only
 * when whole, so "nothing was saved" is true when this is thrown.
 */
export function storageFailure(error: unknown): DomainError | null {
  for (
    let cause = error, depth = 0;
    cause && typeof cause === 'object' && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (FULL_CODES.has(code)) return new DomainError('storage_full', STORAGE_MESSAGES.full);
    if (IO_CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CORRUPT'))
      return new DomainError('storage_failed', STORAGE_MESSAGES.failed);
  }
  return null;
}
