import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestAccount, type TestApp } from '../../tests/fixtures/app';
import { doorRequest, restDoors, trpcDoors, type RestDoor, type TrpcDoor } from '../../tests/fixtures/doors';
import { RATE_LIMITS, type Limits } from '../shared/rules';
import type { Budget } from './core/doors';
import { counterKeys, type AttemptKeys } from './core/rate-limit';
import { createSession } from './core/session';

// Issue 33: every door that sends mail, creates rows or costs CPU spends from a declared budget.
// Each is driven here through its real entry point, along each dimension its budget counts (the
// client's address, the signed-in account, the email it names): one call is counted, and once
// the counter is spent the next call answers 429 with Retry-After and writes nothing.

// Made before the tests are, since each door is a test of its own.
const t: TestApp = await makeTestApp({ authRateLimit: true });
await t.app.ready();
let admin: TestAccount;
let customer: TestAccount;
beforeAll(async () => {
  // The first admin, a super admin: every admin door lets it in, the first admin's too.
  admin = await t.account({ isAdmin: true, email: 'first-admin@example.test' });
  customer = await t.account({ email: 'budget-customer@example.test', plan: 'pro' });
});
afterAll(async () => {
  await t.app.close();
});

type Dimension = 'address' | 'email' | 'account';
type AnyDoor = RestDoor | TrpcDoor;

/** Who calls a door: signed out where anyone may (signed in to count an account), else the account its access needs. */
function callerOf(door: AnyDoor, dimension: Dimension): TestAccount | null {
  if (door.access.kind === 'anyone') return dimension === 'account' ? customer : null;
  return door.access.kind === 'signedIn' ? customer : admin;
}

const dimensionsOf = (budget: Budget, door: AnyDoor): Dimension[] => {
  const limits: Limits = RATE_LIMITS[budget.limit];
  const signedInPossible = door.access.kind !== 'anyone' || limits.perAccount !== undefined;
  return [
    'address',
    ...(limits.perEmail !== undefined && budget.email ? (['email'] as const) : []),
    ...(limits.perAccount !== undefined && signedInPossible ? (['account'] as const) : []),
  ];
};

/** An object with `value` at a dotted path: the raw input a budget reads the email from. */
function withValueAt(path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  return { [head!]: rest.length > 0 ? withValueAt(rest.join('.'), value) : value };
}

/** The door's request: stand-in parameters, no proof, the named email where the budget reads it. */
function requestOf(door: AnyDoor, who: { token: string | null; address: string; email: string }): InjectOptions {
  const named = door.budget?.email ? withValueAt(door.budget.email, who.email) : {};
  return doorRequest(door, {
    headers: who.token ? { authorization: `Bearer ${who.token}` } : {},
    address: who.address,
    body: (named as { body?: object }).body,
    input: named,
  });
}

/** Every table's row count: what a refused call must leave as it was. */
function rowCounts(): Record<string, number> {
  const sqlite = t.app.deps.db.$client;
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [table, sqlite.prepare(`select count(*) from "${table}"`).pluck().get() as number]),
  );
}

let counter = 0;
const budgeted = [...restDoors(t.app), ...trpcDoors()].filter(
  (door): door is AnyDoor & { budget: Budget } => door.budget !== null,
);

describe('every budgeted door', () => {
  it('is most doors that write', () => {
    expect(budgeted.length).toBeGreaterThan(100);
  });

  for (const door of budgeted) {
    for (const dimension of dimensionsOf(door.budget, door)) {
      it(`${door.name}: counts each attempt per ${dimension}, and past the budget answers 429 and writes nothing`, async () => {
        const limiter = t.app.deps.rateLimiter;
        limiter.reset();
        counter += 1;
        const account = callerOf(door, dimension);
        const who = {
          token: account ? createSession(t.app.deps.db, account.id).token : null,
          address: `10.33.${Math.floor(counter / 250)}.${counter % 250}`,
          email: `budget-${counter}@example.test`,
        };
        const keys: AttemptKeys = { address: who.address, email: who.email, account: account?.id ?? null };
        const [key, limit] = counterKeys(door.budget.limit, keys).find(([name]) => name.includes(`:${dimension}:`))!;

        await t.app.inject(requestOf(door, who));
        expect(limiter.used(key), `${key} after one call`).toBe(1);

        // Spend the rest of this dimension's counter alone, from other addresses and accounts.
        for (let used = 1; used < limit; used += 1)
          limiter.consume(door.budget.limit, {
            address: dimension === 'address' ? who.address : `192.0.2.${used % 250}`,
            email: dimension === 'email' ? who.email : null,
            account: dimension === 'account' ? account!.id : null,
          });
        const before = rowCounts();
        const outbox = t.mail.messages.length;
        const refused = await t.app.inject(
          requestOf(door, { ...who, token: account ? createSession(t.app.deps.db, account.id).token : null }),
        );
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        const after = rowCounts();
        // The session made for the refused call is the test's own row.
        if (account) after.sessions = (after.sessions ?? 0) - 1;
        expect(after).toEqual(before);
        expect(t.mail.messages.length).toBe(outbox);
      });
    }
  }
});
