import swagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone } from '../core/access';
import { budgetOf, proofOf } from '../core/doors';
import { defineRoute } from './route';

const fromZod = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/**
 * Collects every route's schemas into an OpenAPI 3 document. Only the /api routes are the REST
 * API: the bare scheduling aliases, tRPC, pages and assets are left out.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Agency REST API',
        version: '1',
        description: 'The REST shims under /api; the web app itself calls tRPC.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
      const converted = fromZod(document);
      const { response, ...door } = doorOf(document.route.config, document.route.method !== 'GET');
      const schema = converted.schema as { response?: object };
      return { ...converted, schema: { ...schema, ...door, response: { ...schema.response, ...response } } };
    },
  });
}

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { detail: { type: 'string' } } } } },
});

/**
 * What an operation declares as a door (docs/security.md): its security (a session, or none for a
 * route anyone may call: `[]`), and in extensions its access, proof and budget; with the answers
 * its guard gives, 401 and 403 for the session and rights, 429 past the budget.
 */
function doorOf(
  config: FastifyContextConfig | undefined,
  writes: boolean,
): { response?: object } & Record<string, unknown> {
  const access = config?.access;
  if (!access) return {};
  const open = access.kind === 'anyone';
  const proof = proofOf(access, config.proof) ?? [];
  const budget = budgetOf(access, config.budget, writes);
  return {
    security: open ? [] : [{ bearer: [] }],
    'x-access': access,
    'x-proof': proof,
    ...(budget ? { 'x-budget': budget } : {}),
    response: {
      ...(open ? {} : { 401: refusal('Not signed in, or the session has ended') }),
      ...(open || access.kind === 'signedIn' ? {} : { 403: refusal('Signed in without the rights this call needs') }),
      ...(budget ? { 429: refusal('Past the budget: wait as long as Retry-After says') } : {}),
    },
  };
}

export const openApiRoute = defineRoute({
  method: 'GET',
  url: '/openapi.json',
  access: anyone,
  proof: ['nothing'],
  summary: 'This document',
  schema: { response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) } },
  // The document is OpenAPI 3.0 (set up above), which has both; the plugin types it to cover Swagger 2 too.
  handler: ({ request }) => request.server.swagger() as { openapi: string; paths: Record<string, unknown> },
});
