import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

/** A JSON answer's schema, or a file answer's content types (a JSON file is held to nothing here). */
type ResponseSchemas = Record<number, z.ZodType | { content: unknown } | undefined>;

/**
 * In tests, every JSON answer of a route is held to the response schema it declares (the one
 * /api/openapi.json shows), exactly: an answer that leaves out a declared field, sends another type
 * or sends a field the schema does not name (which parsing would strip) fails the call with a 500,
 * so the test that made it fails and the document cannot drift from the answers, write routes
 * included. Production sends answers as their handlers made them.
 */
export function checkAnswersAgainstSchemas(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const schema = answerSchema(reply);
    if (!schema || typeof payload !== 'string' || payload === '') return payload;
    const answer: unknown = JSON.parse(payload);
    const result = schema.safeParse(answer);
    const problem = !result.success
      ? result.error.message
      : isDeepStrictEqual(result.data, answer)
        ? null
        : `fields the schema does not name: ${JSON.stringify(result.data)} from ${payload.slice(0, 500)}`;
    if (problem)
      throw new Error(
        `${reply.request.method} ${reply.request.url} answered ${reply.statusCode} outside its schema: ${problem}`,
      );
    return payload;
  });
}

function answerSchema(reply: FastifyReply): z.ZodType | undefined {
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return undefined;
  const responses = (reply.routeOptions.schema as { response?: ResponseSchemas } | undefined)?.response;
  const answer = responses?.[reply.statusCode];
  return answer && 'safeParse' in answer ? answer : undefined;
}
