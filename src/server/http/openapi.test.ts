import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { appWithOwner } from '../../../tests/fixtures/admin';
import { bearer, type TestApp } from '../../../tests/fixtures/app';

// Issue 20: every REST route is in the OpenAPI document, and what the routes answer is what it says.
type JsonBody = { content: Record<string, { schema: { properties: Record<string, object>; required?: string[] } }> };
let t: TestApp;
let token: string;
let document: {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: JsonBody }>>;
};

beforeAll(async () => {
  ({
    t,
    owner: { token },
  } = await appWithOwner({ adminLevel: 'super_admin' }));
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(async () => {
  await t.app.close();
});

const apiRoutes = () => t.app.restRoutes.filter((route) => route.url.startsWith('/api/'));
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3 document whose every operation has answers', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBeTruthy();
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      for (const [method, operation] of Object.entries(operations))
        expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).not.toHaveLength(0);
    }
  });

  it('lists every /api route the app registered, and nothing else', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = apiRoutes().map((route) => `${route.method} ${pathOf(route.url)}`);
    expect(registered.length).toBeGreaterThan(70);
    expect(new Set(listed)).toEqual(new Set(registered));
  });

  it('declares the security of every operation (none for a route anyone may call), its proof and its budget', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const operation = document.paths[pathOf(route.url)]![route.method.toLowerCase()] as Record<string, unknown> & {
        responses: Record<string, unknown>;
      };
      const expected = route.access.kind === 'anyone' ? [] : [{ bearer: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(expected))
        problems.push(`${route.method} ${route.url}: security ${JSON.stringify(operation.security)}`);
      if (JSON.stringify(operation['x-proof']) !== JSON.stringify(route.proof))
        problems.push(`${route.method} ${route.url}: x-proof`);
      if (Boolean(route.budget) !== Boolean(operation.responses['429']))
        problems.push(`${route.method} ${route.url}: 429 documented ${Boolean(operation.responses['429'])}`);
      if (JSON.stringify(operation['x-budget'] ?? null) !== JSON.stringify(route.budget))
        problems.push(`${route.method} ${route.url}: x-budget`);
      if (route.access.kind !== 'anyone' && !operation.responses['401'])
        problems.push(`${route.method} ${route.url}: no 401`);
    }
    expect(problems).toEqual([]);
  });

  it('documents each field of a request body in the REST spelling, with what the field accepts', () => {
    const body = document.paths['/api/admin/users/create']!.post!.requestBody!.content['application/json']!.schema;
    expect(body.required).toEqual(['email', 'name', 'password', 'is_admin']);
    expect(body.properties.email).toMatchObject({ type: 'string', minLength: 1 });
    expect(body.properties.password).toMatchObject({ type: 'string', minLength: expect.any(Number) });
    expect(body.properties.is_admin).toMatchObject({ type: 'boolean', nullable: true });
  });
});

describe('what the GET routes answer', () => {
  const sample: Record<string, string> = { '/api/timeslots/available/:date': '/api/timeslots/available/2030-01-07' };

  it('matches the answer schema of each route, for every GET route without path parameters and a sample with', async () => {
    // The PayPal return only redirects (302), with the provider's query.
    const routes = apiRoutes().filter(
      (route) =>
        route.method === 'GET' &&
        (!route.url.includes(':') || sample[route.url]) &&
        (route.schema?.response as Record<number, unknown>)[200] !== undefined,
    );
    expect(routes.length).toBeGreaterThan(20);
    const mismatches: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({ method: 'GET', url: sample[route.url] ?? route.url, headers: bearer(token) });
      const answer = (route.schema?.response as Record<number, unknown> | undefined)?.[200];
      if (res.statusCode !== 200) {
        mismatches.push(`${route.url}: ${res.statusCode} ${res.body}`);
        continue;
      }
      if (!(answer instanceof ZodType)) continue; // a download, documented by its content type
      const result = answer.safeParse(res.json());
      if (!result.success) mismatches.push(`${route.url}: ${JSON.stringify(result.error.issues)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
