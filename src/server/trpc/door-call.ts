import type { AnyTRPCProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { NO_ATTEMPT } from '../core/rate-limit';
import { contextFor, httpCaller } from './init';

/** Calls one procedure for its REST door: the request's input, mapped, and the answer before its wire shape. */
export type DoorCall<P extends AnyTRPCProcedure> = (
  request: FastifyRequest,
  input: inferProcedureInput<P>,
) => Promise<inferProcedureOutput<P>>;

/**
 * A REST door calls its procedure in process (decision 038), so the two doors run the same code:
 * the same middlewares, the same input schema, the same errors. The door has already admitted the
 * caller and counted the attempt (http/access.ts); the call carries both, and the procedure's guard
 * takes them rather than doing either twice.
 */
export function doorCall<P extends AnyTRPCProcedure>(procedure: P, path: string): DoorCall<P> {
  const { type } = procedure._def;
  return (request, input) =>
    procedure({
      ctx: contextFor(request.server.deps, {
        ...httpCaller(request),
        door: { auth: request.auth, attempt: request.attempt ?? NO_ATTEMPT },
      }),
      getRawInput: () => Promise.resolve(input),
      path,
      type,
      signal: undefined,
      batchIndex: 0,
    }) as Promise<inferProcedureOutput<P>>;
}
