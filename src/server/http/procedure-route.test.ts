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
});
