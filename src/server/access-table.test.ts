import { createTRPCUntypedClient, createWSClient, wsLink, type TRPCClientError } from '@trpc/client';
import type { AnyProcedure } from '@trpc/server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeTestApp, type TestApp } from '../../tests/fixtures/app';
import { filledUrl } from '../../tests/fixtures/doors';
import { waitUntil } from '../../tests/fixtures/sockets';
import { ADMIN_PERMISSION_KEYS, ADMIN_PERMISSIONS, type AdminPermission } from '../shared/admin';
import { ADMIN_MESSAGES } from '../shared/schemas/admin';
import { AUTH_MESSAGES } from '../shared/schemas/auth';
import { NO_ACCESS_DECLARED, type Access } from './core/access';
import { createSession } from './core/session';
import { enforceDeclaredAccess } from './http/access';
import type { AppRouter } from './trpc/router';
import { appRouter } from './trpc/router';

// Issue 18 §5: every procedure of the router and every REST route the app registers, called as
// each kind of caller, is let in or refused exactly as its declared access says. The expected
// answer is worked out here from the declaration, independently of the guard that enforces it.

interface Caller {
  name: string;
  signedIn: boolean;
  admin: boolean;
  superAdmin: boolean;
  firstAdmin: boolean;
  permissions: readonly AdminPermission[];
  userId: number | null;
}

function letsIn(rule: Access, caller: Caller): boolean {
  switch (rule.kind) {
    case 'anyone':
      return true;
    case 'signedIn':
      return caller.signedIn;
    case 'admin':
      return (
        caller.admin && (rule.permission === 'any' || caller.superAdmin || caller.permissions.includes(rule.permission))
      );
    case 'firstAdmin':
      return caller.firstAdmin;
  }
}

/** What the guards answer when they refuse; a service's own 403 for another reason says something else. */
const REFUSALS = new Set<string>([
  AUTH_MESSAGES.notSignedIn,
  AUTH_MESSAGES.sessionExpired,
  AUTH_MESSAGES.adminOnly,
  ADMIN_MESSAGES.monitoringFirstAdminOnly,
  NO_ACCESS_DECLARED,
  ...ADMIN_PERMISSION_KEYS.map((permission) => ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS[permission])),
]);
const refused = (status: number, message: unknown) =>
  (status === 401 || status === 403) && REFUSALS.has(String(message));

let t: TestApp;
const callers: Caller[] = [];
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).map(
  ([path, procedure]) => ({
    path,
    type: procedure._def.type,
    rule: (procedure._def.meta as { access?: Access } | undefined)?.access,
  }),
);

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
  // The first admin is the owner; a second super admin has every area but the owner's monitoring.
  const owner = await t.account({ isAdmin: true, adminLevel: 'super_admin', email: 'owner@example.test' });
  const second = await t.account({ isAdmin: true, adminLevel: 'super_admin', email: 'second@example.test' });
  const customer = await t.account({ email: 'customer@example.test', plan: 'pro' });
  const none = await t.account({
    isAdmin: true,
    adminLevel: 'standard',
    permissions: [],
    email: 'no-rights@example.test',
  });
  const base = { signedIn: true, admin: true, superAdmin: false, firstAdmin: false, permissions: [] };
  callers.push(
    {
      name: 'signed out',
      signedIn: false,
      admin: false,
      superAdmin: false,
      firstAdmin: false,
      permissions: [],
      userId: null,
    },
    { name: 'customer', ...base, admin: false, userId: customer.id },
    { name: 'admin without permissions', ...base, userId: none.id },
  );
  for (const permission of ADMIN_PERMISSION_KEYS) {
    const admin = await t.account({
      isAdmin: true,
      adminLevel: 'standard',
      permissions: [permission],
      email: `only-${permission}@example.test`,
    });
    callers.push({ name: `admin with only ${permission}`, ...base, permissions: [permission], userId: admin.id });
  }
  callers.push(
    { name: 'second super admin', ...base, superAdmin: true, userId: second.id },
    { name: 'first admin (super)', ...base, superAdmin: true, firstAdmin: true, userId: owner.id },
  );
});
afterAll(async () => {
  await t.app.close();
});

// A fresh session for every call: some calls end the session they are made with (logout).
const tokenOf = (caller: Caller) => (caller.userId === null ? null : createSession(t.app.deps.db, caller.userId).token);
const headersOf = (caller: Caller): Record<string, string> => {
  const token = tokenOf(caller);
  return token ? { authorization: `Bearer ${token}` } : {};
};

describe('the authorization table', () => {
  it('covers every procedure and every REST route, each with a declared access', () => {
    expect(procedures.length).toBeGreaterThan(80);
    expect(procedures.filter((procedure) => !procedure.rule).map((procedure) => procedure.path)).toEqual([]);
    expect(t.app.restRoutes.length).toBeGreaterThan(80);
    expect(new Set(procedures.map((procedure) => procedure.type))).toEqual(
      new Set(['query', 'mutation', 'subscription']),
    );
  });

  it('holds for every tRPC query and mutation over HTTP, for every kind of caller', async () => {
    const mismatches: string[] = [];
    for (const { path, type, rule } of procedures.filter((procedure) => procedure.type !== 'subscription')) {
      for (const caller of callers) {
        const res = await t.app.inject(
          type === 'query'
            ? { method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent('{}')}`, headers: headersOf(caller) }
            : { method: 'POST', url: `/trpc/${path}`, payload: {}, headers: headersOf(caller) },
        );
        const body = res.json<{ error?: { message: string } }>();
        const wasRefused = refused(res.statusCode, body.error?.message);
        if (wasRefused === letsIn(rule!, caller))
          mismatches.push(`${path} as ${caller.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('holds for every REST route, for every kind of caller', async () => {
    const mismatches: string[] = [];
    for (const { method, url, access: rule } of t.app.restRoutes) {
      for (const caller of callers) {
        const withBody = method === 'POST' || method === 'PUT';
        const res = await t.app.inject({
          method: method as 'GET',
          url: filledUrl(url),
          headers: headersOf(caller),
          ...(withBody ? { payload: {} } : {}),
        });
        const detail = String(res.headers['content-type']).includes('json')
          ? res.json<{ detail?: string }>().detail
          : undefined;
        if (refused(res.statusCode, detail) === letsIn(rule, caller))
          mismatches.push(`${method} ${url} as ${caller.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('holds for every subscription over a WebSocket, for every kind of caller', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const mismatches: string[] = [];
    for (const caller of callers) {
      const token = tokenOf(caller);
      const ws = createWSClient({
        url: `${address.replace(/^http/, 'ws')}/trpc`,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
        connectionParams: () => ({ token: token ?? '' }),
      });
      const client = createTRPCUntypedClient<AppRouter>({ links: [wsLink({ client: ws })] });
      try {
        for (const { path, rule } of procedures.filter((procedure) => procedure.type === 'subscription')) {
          const outcome: { started?: boolean; error?: TRPCClientError<AppRouter> } = {};
          const subscription = client.subscription(
            path,
            {},
            { onStarted: () => (outcome.started = true), onError: (error) => (outcome.error = error) },
          );
          await waitUntil(() => outcome.started === true || outcome.error !== undefined);
          subscription.unsubscribe();
          const status = (outcome.error?.data as { httpStatus?: number } | undefined)?.httpStatus ?? 200;
          if (refused(status, outcome.error?.message) === letsIn(rule!, caller))
            mismatches.push(`${path} as ${caller.name}: ${outcome.error?.message ?? 'started'}`);
        }
      } finally {
        await ws.close();
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('a route without a declared access', () => {
  it('stops the server from starting', async () => {
    const app = Fastify();
    app.decorate('deps', t.app.deps);
    void app.register(async (scope) => {
      enforceDeclaredAccess(scope, []);
      scope.get('/declared', { config: { access: { kind: 'anyone' }, proof: ['nothing'] } }, async () => ({
        ok: true,
      }));
      scope.get('/forgotten', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('GET /forgotten declares no access');
  });
});
