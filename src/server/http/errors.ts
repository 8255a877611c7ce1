import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../shared/rules';
import { DomainError, HTTP_STATUS, storageFailure } from '../errors';
import { recheckHealth } from '../core/health';

/** One mapping for every REST shim: errors become {detail} with the right status, never a stack. */
export function registerRestErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof TRPCError) error = unwrapped(error);
    const storage = storageFailure(error);
    if (storage) {
      request.log.error({ err: error }, 'storage failed');
      recheckHealth(app.deps.db);
    }
    error = storage ?? error;
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(HTTP_STATUS[error.kind]).send({ detail: error.message });
    }
    if (error instanceof ZodError) {
      const messages = [...new Set(error.issues.map((issue) => issue.message))];
      return reply.status(422).send({ detail: messages.join(', ') });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: 'Internal Server Error' });
    }
    // Fastify's own 4xx errors (malformed JSON, body too large, wrong content type).
    return reply.status(status).send({ detail: friendlyFrameworkMessage(error as FastifyError) });
  });
}

/**
 * A door that called its procedure (http/route.ts) gets the procedure's error: what it wraps (the
 * service's DomainError, the input's ZodError, a crash) is answered as if the door had thrown it.
 */
function unwrapped(error: TRPCError): Error {
  if (error.cause) return error.cause;
  return Object.assign(new Error(error.message), { statusCode: getHTTPStatusCodeFromError(error) });
}

/**
 * Fastify answers a broken %-escape or an over-long path parameter before any route runs, with its
 * own error code and the path echoed back; this gives those the API's {detail} shape instead.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  void reply.status(status).send({
    detail: status >= 500 ? 'Internal Server Error' : status === 414 ? 'The URL is too long' : 'The URL is not valid',
  });
}

function friendlyFrameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_REQ_FILE_TOO_LARGE':
      return `File is too large. The maximum size is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
    case 'FST_FILES_LIMIT':
      return 'Send one file per request';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Expected a multipart/form-data upload';
    default:
      return error.message;
  }
}
