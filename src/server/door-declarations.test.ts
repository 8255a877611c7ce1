import fs from 'node:fs';
import Fastify from 'fastify';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/fixtures/app';
import { doorsMarkdown, restDoors, trpcDoors } from '../../tests/fixtures/doors';
import { NO_ACCESS_DECLARED } from './core/access';
import { enforceDeclaredAccess } from './http/access';
import { publicProcedure, router, createCallerFactory, contextFor } from './trpc/init';

// Issue 33: beside its access, every door declares what proves the caller may act on what it
// names, and every door that writes declares its budget. A door that does not is refused, or
// stops the server from starting; docs/security.md's table is made from the declarations.

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.app.close();
});

const SECURITY_DOC = 'docs/security.md';
const START = '<!-- doors:start (generated from the declarations by src/server/door-declarations.test.ts) -->';
const END = '<!-- doors:end -->';

describe('every door', () => {
  it('declares a proof, and a budget when it writes', () => {
    const doors = [...restDoors(t.app), ...trpcDoors()];
    expect(doors.length).toBeGreaterThan(190);
    expect(doors.filter((door) => door.proof.length === 0).map((door) => door.name)).toEqual([]);
    expect(doors.filter((door) => door.writes && !door.budget).map((door) => door.name)).toEqual([]);
    // What anyone may call names its proof itself: nothing is implied for it.
    const anyone = doors.filter((door) => door.access.kind === 'anyone');
    expect(anyone.length).toBeGreaterThan(40);
  });

  it('is listed in docs/security.md as declared (UPDATE_DOCS=1 rewrites the table)', async () => {
    const table = await prettier.format(doorsMarkdown([...restDoors(t.app), ...trpcDoors()]), {
      parser: 'markdown',
      ...(await prettier.resolveConfig(SECURITY_DOC)),
    });
    const doc = fs.readFileSync(SECURITY_DOC, 'utf8');
    const [before, rest] = doc.split(START);
    const [, after] = (rest ?? '').split(END);
    const expected = `${before}${START}\n\n${table}\n${END}${after ?? '\n'}`;
    if (process.env.UPDATE_DOCS) fs.writeFileSync(SECURITY_DOC, expected);
    else expect(doc, `${SECURITY_DOC} is out of date: run npm run docs:security`).toBe(expected);
  });
});

describe('a door that declares less than it must', () => {
  const declared = async (register: (scope: ReturnType<typeof Fastify>) => void) => {
    const app = Fastify();
    app.decorate('deps', t.app.deps);
    void app.register(async (scope) => {
      enforceDeclaredAccess(scope, []);
      register(scope);
    });
    return app.ready();
  };

  it('stops the server from starting: a route anyone may call without its proof', async () => {
    await expect(
      declared((scope) => scope.get('/open', { config: { access: { kind: 'anyone' } } }, async () => ({}))),
    ).rejects.toThrow('GET /open declares no proof');
  });

  it('stops the server from starting: a route that writes without its budget', async () => {
    await expect(
      declared((scope) =>
        scope.post('/write', { config: { access: { kind: 'anyone' }, proof: ['nothing'] } }, async () => ({})),
      ),
    ).rejects.toThrow('POST /write writes but declares no budget');
  });

  it('is refused over tRPC: a public procedure without a proof, a mutation without a budget', async () => {
    const probe = router({
      noProof: publicProcedure.query(() => 'answered'),
      noBudget: publicProcedure.meta({ proof: ['nothing'] }).mutation(() => 'written'),
      declared: publicProcedure.meta({ proof: ['nothing'], budget: { limit: 'meetingHold' } }).mutation(() => 'ok'),
    });
    const caller = createCallerFactory(probe)(() => contextFor(t.app.deps, { token: null, ip: '192.0.2.1' }));
    await expect(caller.noProof()).rejects.toThrow(NO_ACCESS_DECLARED);
    await expect(caller.noBudget()).rejects.toThrow(NO_ACCESS_DECLARED);
    expect(await caller.declared()).toBe('ok');
  });
});
