import type { AnyTRPCProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
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
