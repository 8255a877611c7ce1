import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { unauthorized } from '../errors';
import { authorize, type Access } from '../features/auth/access';
import { bearerToken } from '../features/auth/guards';
import { validateSessionToken, type SessionWithUser } from '../features/auth/session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every REST route states it (docs/decisions/010). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller's session, once the route's access rule has let them in; null when signed out. */
    auth: SessionWithUser | null;
  }
}

/** A REST route and the access it declared, for the authorization table test and the docs. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** Its schemas as registered: zod schemas for params, querystring, body and each answer. */
  schema: FastifySchema | undefined;
}

/**
 * Every route registered in `scope` must declare its access, or the server does not start; each
 * request is then authorized against that declaration before its body is read.
 */
export function enforceDeclaredAccess(scope: FastifyInstance, declared: DeclaredRoute[]): void {
  const { db } = scope.deps;
  scope.decorateRequest('auth', null);
  scope.addHook('onRoute', (route) => {
    const rule = route.config?.access;
    if (!rule) throw new Error(`${String(route.method)} ${route.url} declares no access: define it with defineRoute`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') declared.push({ method, url: route.url, access: rule, schema: route.schema });
    // The route's own hook, holding its rule: nothing to look up per request. Synchronous, as every
    // check in it is: an async hook would cost every API request a promise and a turn of the loop.
    const checkAccess: onRequestHookHandler = (request, _reply, done) => {
      const token = bearerToken(request.headers.authorization);
      const auth = token ? validateSessionToken(db, token) : null;
      authorize(db, rule, auth);
      request.auth = auth;
      done();
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), checkAccess];
  });
}

/** The session of a route whose access requires one. */
export function sessionOf(request: FastifyRequest): SessionWithUser {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.auth;
}
