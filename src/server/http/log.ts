import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';

// Tokens, order and slot ids, and stripe-like ids: letters and digits, a digit among them, 20 or
// more long, after optional prefixes such as ord_ or cs_test_. Words (blog slugs) never match.
const SECRET_SEGMENT = /^(?:[a-z]+_)*(?=[a-z0-9]*\d)[a-z0-9]{20,}$/i;
const REDACTED = '[redacted]';

/**
 * A URL as the request log keeps it: every query value removed (reset and confirmation tokens,
 * visitor tokens, order ids travel there) and any path segment that looks like a secret.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(safeDecode(segment)) ? REDACTED : segment))
    .join('/');
  if (queryAt === -1) return safePath;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${safePath}?${names.join('&')}`;
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Pino options for the server: requests without secrets, and headers that carry them censored wherever they appear. */
export function loggerOptions(level: string, stream?: { write: (line: string) => void }) {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'authorization',
      ],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** The server's logger is pino's, which can tell whether a level is on. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled: (level: LevelName) => boolean };

/**
 * A request's logger: the pino child Fastify would make, bound to the request id, made the first
 * time something is logged through it. At a level that keeps the access log off (warn and above)
 * a request that goes well logs nothing, and making its child was about 5% of a small API answer.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;

  constructor(parent: ParentLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  #log(level: LevelName, args: unknown[]): void {
    // The parent's level decides while no child exists, as it would for a child inheriting it.
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  // Methods, not arrow-function fields: one object per request and nothing more.
  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger when nothing but the request id is bound (no route
 * sets its own log level or serializers), pino's own child otherwise.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level === undefined && options.serializers === undefined
    ? new RequestLogger(logger as ParentLogger, bindings)
    : logger.child(bindings, options);
