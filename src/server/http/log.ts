import type { FastifyRequest } from 'fastify';

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
