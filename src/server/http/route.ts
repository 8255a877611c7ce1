import multipart from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyServerOptions,
  RouteOptions,
} from 'fastify';
import type { AnyTRPCProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import { ZodObject, type z } from 'zod';
import type { User } from '../db/schema';
import type { AppDeps } from '../deps';
import type { Access } from '../core/access';
import type { Budget, ProofRequirement } from '../core/doors';
import { NO_ATTEMPT, type Attempt } from '../core/rate-limit';
import type { SessionWithUser } from '../core/session';
import { doorCall } from '../trpc/door-call';
import type { Meta } from '../trpc/init';
import { sessionOf } from './access';
import { renamed, type FromWire } from './wire';
import { MAX_UPLOAD_BYTES } from '../../shared/rules';
import { ATTEMPT_KEY } from '../../shared/schemas/rest/body';
import { bodyObject, idempotencyKeyOf } from './body';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Parsed<S> = S extends z.ZodType ? z.output<S> : S extends undefined ? undefined : unknown;

/** An answer that is not JSON (a download, a PDF, a spreadsheet): documented by its content type. */
interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** The answers a route documents, by status code: JSON described by a schema, or a file. */
type RouteAnswers = Partial<Record<200 | 302, z.ZodType | FileAnswer>>;

interface RouteSchema<P, Q, B> {
  /** Headers the route reads, for the document. */
  headers?: z.ZodType;
  params?: P;
  querystring?: Q;
  body?: B;
  /** What the route answers. The answer is sent as the handler made it; tests hold it to this. */
  response: RouteAnswers;
}

/** What a handler gets: the checked input, the caller as the route's access admitted them, and the app. */
interface RouteContext<P, Q, B> {
  deps: AppDeps;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The signed-in caller, on a route whose access requires a session. */
  readonly caller: User;
  readonly session: SessionWithUser;
  /** The caller on a route anyone may call: null when signed out. */
  readonly callerIfAny: User | null;
  /** This request's attempt against the route's budget, given back when the call turns out not to count. */
  readonly attempt: Attempt;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<P = unknown, Q = unknown, B = unknown, A = unknown> {
  method: Method;
  url: string;
  /** Who may call it (docs/decisions/010): checked before the body is read. */
  access: Access;
  /**
   * What proves the caller may act on the records it names (docs/decisions/033). Required on a
   * route anyone may call; a signed-in route defaults to the session, an admin route to its area.
   */
  proof?: readonly ProofRequirement[];
  /**
   * The limits it spends from (RATE_LIMITS), counted before its input is checked; null for a read
   * that costs little. Required on a route that writes; admin routes default to staff work.
   */
  budget?: Budget | null;
  /** One line for the OpenAPI document. */
  summary: string;
  schema: RouteSchema<P, Q, B> & { response: { 200?: A } };
  /** The body is read as raw bytes (a signed webhook) rather than parsed. */
  rawBody?: boolean;
  /** The body is a multipart upload, read by the handler (readUpload). */
  multipart?: boolean;
  /** Fastify route options the route needs beyond the common ones (body limit, compression). */
  options?: Pick<RouteOptions, 'bodyLimit' | 'compress' | 'decompress'>;
  /**
   * One call into the service, and the answer in the wire's shape (toWire), typed to the declared
   * 200 schema; or the reply, when the handler sent the answer itself (sendJson, a file).
   */
  handler: (context: RouteContext<P, Q, B>) => Handled<AnswerOf<A>>;
}

type Handled<Answer> = Answer | FastifyReply | Promise<Answer | FastifyReply>;

/**
 * Every REST route is written this way: method, path, access, schemas and one handler. The
 * generic parameters come from the schemas, so the handler's input is typed as they parse it.
 */
export const defineRoute = <
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A = unknown,
>(
  route: RouteDefinition<P, Q, B, A>,
): RouteDefinition => route;

/** What a JSON answer declared by a schema must be: what the schema reads (only sent, so it may be read-only). */
type AnswerOf<A> = A extends z.ZodType ? Sendable<z.input<A>> : unknown;
type Sendable<T> = T extends readonly (infer Item)[]
  ? readonly Sendable<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Sendable<T[K]> }
    : T;

/**
 * The answer in the spec's shape (toWire): needed unless the procedure's result renames to it field
 * by field (its camelCase twins, or the same names), which is then the answer.
 */
type AnswerField<Result, A, Context> = [Result] extends [A extends z.ZodType ? FromWire<z.input<A>> : unknown]
  ? { answer?: (result: Result, context: Context) => AnswerOf<A> }
  : { answer: (result: Result, context: Context) => AnswerOf<A> };

/** What a procedure's REST door adds to the procedure: where it is, its schemas, and how its wire maps. */
type DoorDefinition<Proc extends AnyTRPCProcedure, P, Q, B, A> = Omit<
  RouteDefinition<P, Q, B, A>,
  'access' | 'proof' | 'budget' | 'handler'
> &
  (
    | ({
        /**
         * The procedure's input from the checked path, query and body; by default the three merged,
         * which is the input when the body schema reads the wire into it (snakeBody, restBody).
         */
        input?: (wire: { params: Parsed<P>; query: Parsed<Q>; body: Parsed<B> }) => inferProcedureInput<Proc>;
        handler?: never;
      } & AnswerField<inferProcedureOutput<Proc>, A, RouteContext<P, Q, B>>)
    | {
        /** A door that does more than call its procedure (a download, a file named by path) says how. */
        handler: RouteDefinition<P, Q, B, A>['handler'];
        input?: never;
        answer?: never;
      }
  );

/**
 * The REST door of a procedure (decision 038): who may call it, what proves the caller may act on
 * what it names and the budget it spends are the procedure's own declarations, read from its meta,
 * so the two doors cannot disagree; and the door calls the procedure itself, so they run the same
 * code. The door adds what only REST has: its path, the spec's snake_case schemas, and the mapping
 * of its wire to the procedure's input and of the result to the spec's answer.
 */
export const procedureRoute = <
  Proc extends AnyTRPCProcedure,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A = unknown,
>(
  procedure: Proc,
  door: DoorDefinition<Proc, P, Q, B, A>,
): RouteDefinition => {
  const { access, proof, budget } = (procedure._def.meta ?? {}) as Meta;
  if (!access) throw new Error(`${door.method} ${door.url}: its procedure declares no access`);
  const { input, answer, handler, ...route } = door;
  return {
    ...(route as Omit<RouteDefinition, 'handler' | 'access'>),
    handler:
      handler ??
      callsProcedure(procedure, `${route.method} ${route.url}`, input, answer ?? renamedTo(route.schema.response[200])),
    access,
    ...(proof ? { proof } : {}),
    ...(budget !== undefined ? { budget: restBudget(route, budget) } : {}),
  };
};

/** The handler of a door that calls its procedure: the input mapped from the wire, the result to it. */
function callsProcedure<Proc extends AnyTRPCProcedure>(
  procedure: Proc,
  name: string,
  input: ((wire: { params: never; query: never; body: never }) => unknown) | undefined,
  answer: (result: never, context: never) => unknown,
): RouteDefinition['handler'] {
  const call = doorCall(procedure, name);
  return async (context) => {
    const { params, query, body } = context as unknown as { params?: object; query?: object; body?: object };
    const result = await call(
      context.request,
      (input ? input({ params, query, body } as never) : { ...params, ...query, ...body }) as never,
    );
    return answer(result as never, context as never);
  };
}

/** A door's answer when it gives none: the result renamed to its JSON schema, or as it is. */
const renamedTo = (answer: z.ZodType | FileAnswer | undefined) =>
  answer && 'safeParse' in answer ? renamed(answer) : (result: unknown) => result;

/**
 * The procedure's budget as its REST door counts it: the email it names is read from the wire
 * name its meta gives. Without one the REST door could not count per email, so it does not start.
 */
function restBudget({ method, url }: { method: Method; url: string }, budget: Budget | null): Budget | null {
  if (!budget?.email) return budget;
  const { email: _input, restEmail, ...rest } = budget;
  if (!restEmail) throw new Error(`${method} ${url}: its procedure's budget names no restEmail`);
  return { ...rest, email: restEmail };
}

/** A route's schema in Fastify's form: a file answer keeps its content map, JSON its schema. */
function fastifySchema(route: RouteDefinition): FastifySchema {
  const { headers, params, querystring, body, response } = route.schema;
  return {
    summary: route.summary,
    ...(headers ? { headers } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    response,
  };
}

/** A handler's context, made per request: a class, so its getters cost nothing until read. */
class Context implements RouteContext<unknown, unknown, unknown> {
  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {}
  get deps() {
    return this.request.server.deps;
  }
  get params() {
    return this.request.params;
  }
  get query() {
    return this.request.query;
  }
  get body() {
    return this.request.body;
  }
  get caller() {
    return sessionOf(this.request).user;
  }
  get session() {
    return sessionOf(this.request);
  }
  get callerIfAny() {
    return this.request.auth?.user ?? null;
  }
  get attempt() {
    return this.request.attempt ?? NO_ATTEMPT;
  }
}

/** Only a route that reads a body has the compression plugin look for a compressed one. */
const readsBody = (route: RouteDefinition) => Boolean(route.schema.body || route.rawBody || route.multipart);

function register(scope: FastifyInstance, route: RouteDefinition) {
  scope.route({
    method: route.method,
    url: route.url,
    ...(readsBody(route) ? {} : { decompress: false }),
    ...route.options,
    config: {
      access: route.access,
      ...(route.proof ? { proof: route.proof } : {}),
      ...(route.budget !== undefined ? { budget: route.budget } : {}),
    },
    schema: fastifySchema(route),
    // REST bodies arrive as anything JSON allows; a snake_case body (restBody) reads its fields from
    // an object or from nothing, while a body that is a procedure's input as is refuses a non-object.
    ...(route.schema.body && !(route.schema.body instanceof ZodObject)
      ? {
          preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
            request.body = { ...bodyObject(request.body), [ATTEMPT_KEY]: idempotencyKeyOf(request) };
            done();
          },
        }
      : {}),
    handler: (request, reply) => {
      const answer = route.handler(new Context(request, reply));
      // A handler that sent its answer itself (sendJson) hands back the reply: nothing is left to do.
      return answer === reply && reply.sent ? undefined : Promise.resolve(answer);
    },
  });
}

/**
 * The server's schema compilers (Fastify's `schemaController.compilersFactory`): every schema in
 * the app is a zod schema, parsed by zod, whose ZodError answers 422 {detail} as a handler's would
 * (http/errors.ts), and answers go out as their handlers made them. Given
 * these, Fastify never loads its default compilers (ajv and fast-json-stringify), which cost about
 * 40 ms of every start for code no route used; the server bundle leaves them out (build-server.mjs).
 */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
const jsonSerializer: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);

// Fastify types the factories after its ajv ones; at run time it takes any schema compiler, as
// setValidatorCompiler does.
export const zodCompilers = {
  buildValidator: () => zodValidator,
  buildSerializer: () => jsonSerializer,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** What one upload may carry: 10 MB per file, at most 10 files (one more is read, to refuse it). */
const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 11, fields: 10, fieldSize: 10_000 };

/**
 * Registers routes in `scope`: the raw-body ones in a child scope that leaves the bytes unparsed,
 * the upload ones in a child scope with multipart parsing. The multipart plugin hooks every
 * request of its scope (two async hooks and a socket listener), so only the uploads pay for it.
 */
export async function registerRoutes(scope: FastifyInstance, routes: RouteDefinition[]) {
  for (const route of routes.filter((route) => !route.rawBody && !route.multipart)) register(scope, route);
  const raw = routes.filter((route) => route.rawBody);
  if (raw.length > 0) {
    await scope.register((child, _options, done) => {
      child.removeAllContentTypeParsers();
      child.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => parsed(null, body));
      for (const route of raw) register(child, route);
      done();
    });
  }
  const uploads = routes.filter((route) => route.multipart);
  if (uploads.length > 0) {
    await scope.register(async (child) => {
      await child.register(multipart, { limits: UPLOAD_LIMITS });
      for (const route of uploads) register(child, route);
    });
  }
}
