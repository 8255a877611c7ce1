import type { AnyTRPCProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { restAs } from '../../../tests/fixtures/admin';
import { makeTestApp, type TestApp } from '../../../tests/fixtures/app';
import { signedIn } from '../core/access';
import { authedProcedure } from '../trpc/init';
import { procedureRoute } from './route';

const rest = {
  method: 'POST',
  url: '/things',
  summary: 'A thing',
  schema: { response: {} },
  handler: () => null,
} as const;

describe("a procedure's REST door", () => {
  it("declares the procedure's own access, proof and budget", () => {
    const procedure = authedProcedure
      .meta({ access: signedIn('Sign in first'), proof: ['session'], budget: { limit: 'customerRequest' } })
      .mutation(() => null);
    const route = procedureRoute(procedure, rest);
    expect([route.access, route.proof, route.budget]).toEqual([
      signedIn('Sign in first'),
      ['session'],
      { limit: 'customerRequest' },
    ]);
  });

  it('renames the result to its answer by default, and does not compile when a field has no twin', () => {
    const procedure = authedProcedure
      .meta({ access: signedIn() })
      .query(() => ({ orderId: 'ord_1', amountCents: 100 }));
    const door = { method: 'GET', url: '/things', summary: 'A thing' } as const;
    const renamed = z.object({ order_id: z.string() });
    const answer = z.object({ order_id: z.string(), amount: z.number() });
    procedureRoute(procedure, { ...door, schema: { response: { 200: renamed } } });
    // @ts-expect-error: the result has amountCents, no twin of amount.
    procedureRoute(procedure, { ...door, schema: { response: { 200: answer } } });
    // @ts-expect-error: the mapping leaves order_id out.
    procedureRoute(procedure, { ...door, schema: { response: { 200: answer } }, answer: () => ({ amount: 1 }) });
    const mapped = procedureRoute(procedure, {
      ...door,
      schema: { response: { 200: answer } },
      answer: (result) => ({ order_id: result.orderId, amount: result.amountCents / 100 }),
    });
    expect(mapped.access).toEqual(signedIn());
  });

  it('refuses a procedure that declares no access, before the server starts', () => {
    const undeclared = { _def: { meta: undefined } } as unknown as AnyTRPCProcedure;
    expect(() => procedureRoute(undeclared, rest)).toThrow('POST /things: its procedure declares no access');
  });

  it('counts the email its procedure names where the REST request carries it', () => {
    const procedure = authedProcedure
      .meta({ budget: { limit: 'checkout', email: 'customerEmail', restEmail: 'body.customer_email' } })
      .mutation(() => null);
    expect(procedureRoute(procedure, rest).budget).toEqual({ limit: 'checkout', email: 'body.customer_email' });
  });

  it('refuses a procedure counted per email that does not say where its REST request names it', () => {
    const procedure = authedProcedure
      .meta({ budget: { limit: 'checkout', email: 'customerEmail' } })
      .mutation(() => null);
    expect(() => procedureRoute(procedure, rest)).toThrow("POST /things: its procedure's budget names no restEmail");
  });
});

describe('a door that calls its procedure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('admits the caller and counts the attempt once, at the door, and answers what the procedure did', async () => {
    const admin = await t.account({ isAdmin: true, adminLevel: 'super_admin' });
    const consume = vi.spyOn(t.app.deps.rateLimiter, 'consume');
    const res = await restAs(t)('POST', '/api/admin/activity/track', admin.token, {
      page: 'messages',
      action: 'page_view',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, isActive: true });
    expect(consume).toHaveBeenCalledTimes(1);
    consume.mockRestore();
  });

  it("answers the procedure's refusal as the spec's {detail}, with its status", async () => {
    const admin = await t.account({ isAdmin: true, adminLevel: 'super_admin' });
    const res = await restAs(t)('DELETE', '/api/admin/messages/999', admin.token);
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json())).toEqual(['detail']);
  });

  it('maps the wire to the input the procedure checks, so a bad field gets its message and 422', async () => {
    const admin = await t.account({ isAdmin: true, adminLevel: 'super_admin' });
    const res = await restAs(t)('POST', '/api/admin/contracts/ORD-1/void', admin.token, { reason: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });
});
