import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { ZodError } from 'zod';
import type { AdminPermission } from '../../shared/admin';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { firstIssuePerField } from '../../shared/schemas/errors';
import type { AppDeps } from '../deps';
import { DomainError, TRPC_CODE } from '../errors';
import { requirePermission } from '../features/admin/access';
import { bearerToken } from '../features/auth/guards';
import { validateSessionToken } from '../features/auth/session';

export function contextForToken(deps: AppDeps, token: string | null, ip: string, userAgent: string | null = null) {
  const auth = token ? validateSessionToken(deps.db, token) : null;
  return { deps, ip, userAgent, session: auth?.session ?? null, user: auth?.user ?? null };
}
export type Context = ReturnType<typeof contextForToken>;

export function makeCreateContext(deps: AppDeps) {
  return ({ req, info }: CreateFastifyContextOptions): Context => {
    // HTTP calls carry the token in the Authorization header; WebSocket clients in connectionParams.
    const wsToken = info.connectionParams?.token;
    const token = bearerToken(req.headers.authorization) ?? (typeof wsToken === 'string' ? wsToken : null);
    return contextForToken(deps, token, req.ip, req.headers['user-agent'] ?? null);
  };
}

const t = initTRPC.context<Context>().create({
  // Never send stack traces to clients, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const hidden = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: hidden ? 'Internal server error' : zodError ? (zodError.issues[0]?.message ?? shape.message) : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        fieldErrors: zodError ? firstIssuePerField(zodError) : null,
      },
    };
  },
});

/** Services throw DomainError with the spec's message; this turns it into the matching tRPC code. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.notSignedIn });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_MESSAGES.adminOnly });
  return next();
});

/** An admin with access to one area of the admin dashboard (a super admin has every area). */
export const permittedProcedure = (permission: AdminPermission) =>
  adminProcedure.use(({ ctx, next }) => {
    requirePermission(ctx.user, permission);
    return next();
  });
