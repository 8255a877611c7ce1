import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { AdminPermission } from '../../shared/admin';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from '../../shared/rules';
import { firstIssuePerField } from '../../shared/schemas/errors';
import type { User } from '../db/schema';
import type { AppDeps } from '../deps';
import { DomainError, forbidden, storageFailure, TRPC_CODE } from '../errors';
import {
  adminWith,
  anyone,
  authorize,
  bearerToken,
  firstAdminOnly,
  NO_ACCESS_DECLARED,
  signedIn,
  type Access,
} from '../core/access';
import { budgetOf, missingDeclaration, proofOf, spend, type Budget, type ProofRequirement } from '../core/doors';
import { recheckHealth } from '../core/health';
import type { Attempt } from '../core/rate-limit';
import { validateSessionToken, type SessionWithUser } from '../core/session';
import { isWebSocket, type LiveSocket, type LiveSockets } from './sockets';

/** What a call arrives with. Who the caller is gets worked out per call by the access guard, from the token. */
export interface Context {
  deps: AppDeps;
  ip: string;
  userAgent: string | null;
  token: string | null;
  /** The WebSocket a call came over, or null over HTTP. */
  socket: LiveSocket | null;
  /**
   * A call through a procedure's REST door (trpc/door-call.ts): the door has admitted the caller
   * and counted the attempt before reading the body, as decision 033 orders, so neither is done twice.
   */
  door: DoorCheck | null;
}

/** What a REST door worked out before it called its procedure. */
export interface DoorCheck {
  auth: SessionWithUser | null;
  attempt: Attempt;
}

export function contextFor(
  deps: AppDeps,
  caller: {
    token: string | null;
    ip: string;
    userAgent?: string | null;
    socket?: LiveSocket | null;
    door?: DoorCheck | null;
  },
): Context {
  return {
    deps,
    ip: caller.ip,
    userAgent: caller.userAgent ?? null,
    token: caller.token,
    socket: caller.socket ?? null,
    door: caller.door ?? null,
  };
}

export function makeCreateContext(deps: AppDeps, sockets: LiveSockets) {
  return ({ req, res, info }: CreateFastifyContextOptions): Context => {
    // HTTP calls carry the token in the Authorization header; WebSocket clients send it in their
    // first message (connectionParams), never in the URL, where logs and proxies would keep it.
    if (isWebSocket(res)) {
      const token =
        typeof info.connectionParams?.token === 'string' && info.connectionParams.token
          ? info.connectionParams.token
          : null;
      return contextFor(deps, {
        token,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        socket: sockets.open(res, token),
      });
    }
    return contextFor(deps, httpCaller(req));
  };
}

/** Who an HTTP request comes from, as a context names them: its bearer token, address and browser. */
export const httpCaller = (request: FastifyRequest) => ({
  token: bearerToken(request.headers.authorization),
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const SUBSCRIPTIONS_OVER_SOCKET = 'Live updates are sent over the WebSocket only';

/** A procedure's declarations (docs/decisions/010, 033); the builders below fill in what their access implies. */
export interface Meta {
  access?: Access;
  proof?: readonly ProofRequirement[];
  budget?: Budget | null;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // Never send stack traces to clients, whatever NODE_ENV says.
    isDev: false,
    // Subscriptions travel over the WebSocket only, where each is counted and its session watched;
    // the client never uses tRPC's HTTP event streams, so they are not served at all.
    sse: { enabled: false },
    errorFormatter({ shape, error, type }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const hidden = error.code === 'INTERNAL_SERVER_ERROR';
      const overHttp = type === 'subscription' && error.code === 'METHOD_NOT_SUPPORTED';
      return {
        ...shape,
        message: hidden
          ? 'Internal server error'
          : overHttp
            ? SUBSCRIPTIONS_OVER_SOCKET
            : zodError
              ? (zodError.issues[0]?.message ?? shape.message)
              : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          fieldErrors: zodError ? firstIssuePerField(zodError) : null,
        },
      };
    },
  });

/**
 * Services throw DomainError with the spec's message, and a full disk throws an I/O error; this
 * turns either into the matching tRPC code and a message a person can act on.
 */
function asTrpcError(ctx: Context, cause: unknown): TRPCError | null {
  if (cause instanceof DomainError)
    return new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  const storage = storageFailure(cause);
  if (!storage) return null;
  ctx.deps.log.error({ err: cause }, 'storage failed');
  recheckHealth(ctx.deps.db);
  return new TRPCError({ code: TRPC_CODE[storage.kind], message: storage.message, cause: storage });
}

type GuardOptions = {
  ctx: Context;
  meta: Meta | undefined;
  path: string;
  type: string;
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
};

/** Who a call is from, once its access is checked, and its attempt against the procedure's budget. */
interface Admitted {
  user: User | null;
  session: SessionWithUser['session'] | null;
  attempt: Attempt;
}

/**
 * Every call is checked against its procedure's declared access and the session as it is now: a
 * WebSocket lives for hours, and a session ended meanwhile (sign-out, password change, a deleted
 * account) must not keep acting through it. Then it is counted against the procedure's budget,
 * before its input is checked, each call of a batch on its own. A procedure that declares less
 * than it must is refused. A call through a REST door was admitted and counted there.
 */
function admit({ ctx, meta, path, type, getRawInput }: GuardOptions): Admitted | Promise<Admitted> {
  if (ctx.door) {
    const { auth, attempt } = ctx.door;
    return { user: auth?.user ?? null, session: auth?.session ?? null, attempt };
  }
  const auth = authorize(ctx.deps, meta?.access, ctx.token ? validateSessionToken(ctx.deps.db, ctx.token) : null);
  const budget = declaredBudget(meta!, path, type);
  const user = auth?.user ?? null;
  const counted = (input: unknown): Admitted => ({
    user,
    session: auth?.session ?? null,
    attempt: spend(ctx.deps.rateLimiter, budget, { address: ctx.ip, user, input }),
  });
  // Only a budget counted per email reads the input.
  return budget?.email ? getRawInput().then(counted) : counted(undefined);
}

/**
 * Each procedure's budget, worked out once from its declarations; undefined for one that declares
 * too little. Procedures of one builder share its meta, and a mutation's default differs from a
 * query's: kept apart by kind.
 */
const budgets = {
  writes: new WeakMap<Meta, Budget | null | undefined>(),
  reads: new WeakMap<Meta, Budget | null | undefined>(),
};

function declaredBudget(meta: Meta, path: string, type: string): Budget | null {
  const writes = type === 'mutation';
  const known = writes ? budgets.writes : budgets.reads;
  if (!known.has(meta)) {
    const access = meta.access!;
    const proof = proofOf(access, meta.proof);
    const budget = budgetOf(access, meta.budget, writes);
    const missing = missingDeclaration({ name: path, transport: 'trpc', writes, access, proof, budget });
    known.set(meta, missing ? undefined : budget);
  }
  const budget = known.get(meta);
  if (budget === undefined) throw forbidden(NO_ACCESS_DECLARED);
  return budget;
}

/** A socket may hold a bounded number of live subscriptions; each frees its place when it ends. */
function claimSubscription(ctx: Context, type: string, signal: AbortSignal | undefined): (() => void) | null {
  if (type !== 'subscription' || !ctx.socket) return null;
  // tRPC drops a subscription whose socket closed while it was being set up, and never aborts its
  // signal: one that started anyway (a customer counted online) would never be told to stop.
  if (!ctx.socket.isOpen()) throw new TRPCError({ code: 'CLIENT_CLOSED_REQUEST', message: 'The connection closed.' });
  const release = ctx.socket.claimSubscription(MAX_SUBSCRIPTIONS_PER_SOCKET);
  if (!release)
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many live updates on one connection (${MAX_SUBSCRIPTIONS_PER_SOCKET} at most). Close some and try again.`,
    });
  signal?.addEventListener('abort', release, { once: true });
  return release;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return value !== null && typeof value === 'object' && Symbol.asyncIterator in value;
}

async function* releasedWhenDone<T>(iterable: AsyncIterable<T>, release: () => void): AsyncGenerator<T> {
  try {
    yield* iterable;
  } finally {
    release();
  }
}

type GuardResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/**
 * The guard of every procedure, one middleware: tRPC spends microseconds on each middleware, which
 * every call, a REST door's included, would pay once more per layer (decision 038). It admits the
 * call, holds a subscription's place, runs the procedure (`proceed`), and turns what the service
 * threw into tRPC's terms.
 */
async function guarded<R extends GuardResult>(
  options: GuardOptions,
  proceed: (admitted: Admitted) => Promise<R>,
): Promise<R> {
  const { ctx, type, signal } = options;
  let admitted: Admitted;
  let release: (() => void) | null;
  try {
    admitted = await admit(options);
    release = claimSubscription(ctx, type, signal);
  } catch (error) {
    throw asTrpcError(ctx, error) ?? error;
  }
  let result: R;
  try {
    result = await proceed(admitted);
  } catch (error) {
    release?.();
    throw error;
  }
  if (!result.ok) {
    release?.();
    const mapped = asTrpcError(ctx, result.error.cause);
    if (mapped) throw mapped;
    return result;
  }
  return release && isAsyncIterable(result.data) ? { ...result, data: releasedWhenDone(result.data, release) } : result;
}

const guardAnyone = t.middleware((options) => guarded(options, (admitted) => options.next({ ctx: admitted })));
const guardSignedIn = t.middleware((options) =>
  guarded(options, ({ user, session, attempt }) => {
    // The access check has refused anyone signed out already; this only tells the types there is a user.
    if (!user || !session) throw new TRPCError({ code: 'UNAUTHORIZED' });
    return options.next({ ctx: { user, session, attempt } });
  }),
);

const guardedProcedure = t.procedure.use(guardAnyone);
const withUser = t.procedure.use(guardSignedIn);

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it: it must declare its proof, and its budget when it is a mutation (`.meta({ proof, budget })`). */
export const publicProcedure = guardedProcedure.meta({ access: anyone });
export const authedProcedure = withUser.meta({ access: signedIn() });
/** An admin with access to `permission`'s area; 'any' for what every admin may do. The argument is required. */
export const adminProcedure = (permission: AdminPermission | 'any') => withUser.meta({ access: adminWith(permission) });
export const firstAdminProcedure = withUser.meta({ access: firstAdminOnly });
