import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  bodyOf,
  expectHarmless,
  FUZZ_OPTIONS,
  garbageAuthorization,
  makeFuzzApp,
  makeRoles,
  pathOf,
  proceduresOf,
  queryOf,
  ROLES,
  signInAgainIfNeeded,
  snakeCase,
  summary,
  type Role,
  type RoleName,
} from '../../tests/fixtures/fuzz';
import { appRouter } from './trpc/router';

// Issue 9: every REST route, as Fastify itself lists them, fuzzed as each role. Every case is
// checked to change nothing (bar the routes below), so one app serves the whole file.
const { t, routes } = await makeFuzzApp();
let roles: Record<RoleName, Role>;
beforeAll(async () => {
  roles = await makeRoles(t);
});
afterAll(async () => {
  await t.app.close();
});

/**
 * Routes whose input may be all garbage and still be a valid request, so a 2xx may write. Any
 * other answer from them, and any answer at all from every other route, must change nothing.
 */
const MAY_ACCEPT: Record<string, string> = {
  'POST /api/logout': 'takes no body: it signs the caller out whatever is sent',
  'POST /api/admin/activity/track': 'every field has a default: any object (or none) is a heartbeat',
  'POST /api/admin/social-media': 'every toggle has a default: any object (or none) saves the settings',
  'POST /api/customer/send-message': 'the message is free text (the subject has a default)',
  'POST /api/customer/request-revision': 'the description is free text',
};

/**
 * The field names the app knows, camelCase and snake_case, from every procedure's input schema and
 * every path parameter: REST bodies spell the same fields in snake_case.
 */
const FIELDS = (() => {
  const names = new Set(proceduresOf(appRouter).flatMap((procedure) => procedure.fields));
  for (const route of routes) for (const match of route.url.matchAll(/:(\w+)/g)) names.add(match[1]!);
  return [...new Set([...names].flatMap((name) => [name, snakeCase(name)]))].sort();
})();

const restCase = (url: string) =>
  fc
    .record({
      path: pathOf(url),
      query: fc.option(queryOf(FIELDS), { freq: 3 }),
      body: bodyOf(FIELDS, { multipart: !url.startsWith('/trpc') }),
      authorization: fc.option(garbageAuthorization, { freq: 2 }),
    })
    .map((fuzz) => {
      const target = fuzz.query === null ? fuzz.path : `${fuzz.path}?${fuzz.query}`;
      return {
        ...fuzz,
        target,
        [fc.toStringMethod]: () => `${fuzz.body.kind} ${summary(fuzz.body.payload)} at ${summary(target)}`,
      };
    });

describe('the fuzzed REST routes', () => {
  it('are discovered from the app, tRPC and the bare scheduling routes included', () => {
    const listed = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const route of [
      'POST /api/login',
      'DELETE /api/admin/customers/:email',
      'GET /timeslots/available/:date',
      'POST /trpc/:path',
      'GET /healthz',
    ]) {
      expect(listed).toContain(route);
    }
    expect(listed.size).toBe(routes.length);
  });
});

/**
 * Fastify adds a HEAD route for every GET route: the same handler, the body dropped. A few runs
 * check the HEAD path itself; the GET route gets the full share.
 */
const runsOf = (method: string, url: string) =>
  method === 'HEAD' && routes.some((route) => route.method === 'GET' && route.url === url)
    ? { ...FUZZ_OPTIONS, numRuns: Math.ceil((FUZZ_OPTIONS.numRuns ?? 20) / 5) }
    : FUZZ_OPTIONS;

describe.each(ROLES)('every REST route, fuzzed %s', (roleName) => {
  it.each(routes.map((route) => [route.method, route.url] as const))('%s %s', async (method, url) => {
    const role = roles[roleName];
    const label = `${method} ${url}`;
    await fc.assert(
      fc.asyncProperty(restCase(url), async (fuzz) => {
        const { target, body, authorization } = fuzz;
        signInAgainIfNeeded(t, role);
        await expectHarmless(
          t,
          label,
          MAY_ACCEPT,
          async () => {
            const res = await t.app.inject({
              method: method as InjectOptions['method'],
              url: target,
              ...(body.payload === undefined ? {} : { payload: body.payload }),
              headers: { ...body.headers, ...authHeaders(role, authorization) },
            });
            return { status: res.statusCode, body: res.body };
          },
          () => String(fuzz[fc.toStringMethod]()),
        );
      }),
      runsOf(method, url),
    );
  });
});
