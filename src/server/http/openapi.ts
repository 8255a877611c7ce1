import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyone } from '../core/access';
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
    transform: (document) =>
      document.url.startsWith('/api/') ? fromZod(document) : { schema: { hide: true }, url: document.url },
  });
}

export const openApiRoute = defineRoute({
  method: 'GET',
  url: '/openapi.json',
  access: anyone,
  proof: ['nothing'],
  summary: 'This document',
  schema: { response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) } },
  handler: ({ request }) => request.server.swagger(),
});
