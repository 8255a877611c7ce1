import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { unauthorized } from '../errors';
import { authorize, bearerToken, type Access } from '../core/access';
import {
  budgetOf,
  missingDeclaration,
  proofOf,
  spend,
  type Budget,
  type Door,
  type ProofRequirement,
} from '../core/doors';
import type { Attempt } from '../core/rate-limit';
import { validateSessionToken, type SessionWithUser } from '../core/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every REST route states it (docs/decisions/010). */
    access?: Access;
    /** What proves the caller may act on what the route names (docs/decisions/033). */
    proof?: readonly ProofRequirement[];
    /** The limits the route spends from; null for a read that costs little. */
    budget?: Budget | null;
  }
  interface FastifyRequest {
    /** The caller's session, once the route's access rule has let them in; null when signed out. */
    auth: SessionWithUser | null;
    /** This request's attempt against the route's budget, to give back when it did not count; null when it has none. */
    attempt: Attempt | null;
  }
}

/** A REST route with what it declared, for the tables of access, proofs and budgets, and the docs. */
export interface DeclaredRoute extends Door {
  method: string;
  url: string;
  /** Its schemas as registered: zod schemas for params, querystring, body and each answer. */
  schema: FastifySchema | undefined;
}

/**
 * Every route registered in `scope` must declare its access, its proof and (when it writes) its
 * budget, or the server does not start; each request is then authorized against that declaration
 * before its body is read, and counted against the budget before its input is checked.
 */
export function enforceDeclaredAccess(scope: FastifyInstance, declared: DeclaredRoute[]): void {
  const { deps } = scope;
  const { db, rateLimiter } = deps;
  scope.decorateRequest('auth', null);
  scope.decorateRequest('attempt', null);
  scope.addHook('onRoute', (route) => {
    const rule = route.config?.access;
    if (!rule) throw new Error(`${String(route.method)} ${route.url} declares no access: define it with defineRoute`);
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const writes = methods.some((method) => method !== 'GET');
    const name = `${methods.join(',')} ${route.url}`;
    const proof = proofOf(rule, route.config?.proof);
    const budget = budgetOf(rule, route.config?.budget, writes);
    const missing = missingDeclaration({ name, transport: 'rest', writes, access: rule, proof, budget });
    if (missing) throw new Error(missing);
    for (const method of methods)
      declared.push({
        name: `${method} ${route.url}`,
        transport: 'rest',
        writes: method !== 'GET',
        method,
        url: route.url,
        access: rule,
        proof: proof!,
        budget: budget!,
        schema: route.schema,
      });
    // The route's own hook, holding its rule: nothing to look up per request. Synchronous, as every
    // check in it is: an async hook would cost every API request a promise and a turn of the loop.
    const checkAccess: onRequestHookHandler = (request, _reply, done) => {
      const token = bearerToken(request.headers.authorization);
      request.auth = authorize(deps, rule, token ? validateSessionToken(db, token) : null);
      done();
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), checkAccess];
    if (!budget) return;
    // After the body is parsed and before it is checked: every attempt counts, valid or not.
    const spendBudget: preValidationHookHandler = (request, _reply, done) => {
      request.attempt = spend(rateLimiter, budget, {
        address: request.ip,
        user: request.auth?.user ?? null,
        input: { body: request.body, params: request.params, query: request.query },
      });
      done();
    };
    route.preValidation = [spendBudget, ...[route.preValidation ?? []].flat()];
  });
}

/** The session of a route whose access requires one. */
export function sessionOf(request: FastifyRequest): SessionWithUser {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.auth;
}
