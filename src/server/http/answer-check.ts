import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

type ResponseSchemas = Record<number, z.ZodType | undefined>;

/**
 * In tests, every JSON answer of a route is held to the response schema it declares (the one
 * /api/openapi.json shows): an answer that leaves out a declared field or sends another type fails
 * the call with a 500, so the test that made it fails and the document cannot drift from the
 * answers, write routes included. Production sends answers as their handlers made them.
 */
export function checkAnswersAgainstSchemas(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const schema = answerSchema(reply);
    if (!schema || typeof payload !== 'string' || payload === '') return payload;
    const result = schema.safeParse(JSON.parse(payload));
    if (!result.success)
      throw new Error(
        `${reply.request.method} ${reply.request.url} answered ${reply.statusCode} outside its schema: ${result.error.message}`,
      );
    return payload;
  });
}

function answerSchema(reply: FastifyReply): z.ZodType | undefined {
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return undefined;
  const responses = (reply.routeOptions.schema as { response?: ResponseSchemas } | undefined)?.response;
  return responses?.[reply.statusCode];
}
