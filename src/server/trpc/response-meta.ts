import type { TRPCError } from '@trpc/server';
import { DomainError } from '../errors';

/**
 * A batch refused past a budget answers 429 with Retry-After over HTTP, as a REST route does: the
 * longest wait any of its calls was told. tRPC sets the status itself; this adds the header.
 */
export function retryAfterOfLimits({ errors }: { errors: TRPCError[] }) {
  const waits = errors
    .map((error) => (error.cause instanceof DomainError ? (error.cause.retryAfterSeconds ?? 0) : 0))
    .filter((seconds) => seconds > 0);
  return waits.length > 0 ? { headers: { 'retry-after': String(Math.max(...waits)) } } : {};
}
