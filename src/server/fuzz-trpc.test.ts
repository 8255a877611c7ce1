import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../tests/fixtures/app';
import {
  authHeaders,
  bodyOf,
  encode,
  expectHarmless,
  FUZZ_OPTIONS,
  garbageAuthorization,
  hostileString,
  inputTextOf,
  makeFuzzApp,
  makeRoles,
  proceduresOf,
  queryOf,
  ROLES,
  signInAgainIfNeeded,
  summary,
  trpcCodesIn,
  type Answer,
  type Role,
  type RoleName,
} from '../../tests/fixtures/fuzz';
import { appRouter } from './trpc/router';

// Issue 9: every tRPC procedure, walked from the router, fuzzed over HTTP as each role so the
// adapter's own parsing runs: queries by GET ?input=, mutations by POST, subscriptions by GET as
// the event stream tRPC serves over HTTP (the WebSocket feeds the same procedures the same input).
const { t } = await makeFuzzApp();
let roles: Record<RoleName, Role>;
beforeAll(async () => {
  roles = await makeRoles(t);
});
afterAll(async () => {
  await t.app.close();
});

const PROCEDURES = proceduresOf(appRouter);

/**
 * Procedures whose input may be all garbage and still be valid, so a 2xx may write. Any other
 * answer from them, and any answer at all from every other procedure, must change nothing.
 */
const MAY_ACCEPT: Record<string, string> = {
  'auth.logout': 'takes no input: it signs the caller out whatever is sent',
  'auth.beginAuthenticator': "takes no input: it starts (again) setting up the caller's authenticator app",
  'admin.track': 'every field has a default: any object is a heartbeat',
  'admin.updateSocialSettings': 'three booleans are a whole settings change',
  'chat.start': 'a signed-in caller needs no details: any object opens (or resumes) their chat',
  'customer.sendMessage': 'the message is free text (the subject has a default)',
  'customer.requestRevision': 'the description is free text',
};

/** How long a subscription that accepted its input may stay silent before the case ends. */
const FIRST_EVENTS_MS = 40;

type Procedure = (typeof PROCEDURES)[number];

/** The query string of a GET call: the input alone, in a batch, or missing for other parameters. */
function getQuery({ path, fields }: Procedure) {
  const inputText = inputTextOf(fields, { huge: false });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: inputText.map(({ text, kind }) => ({ url: `/trpc/${path}?input=${encode(text)}`, kind, sent: text })),
    },
    { weight: 1, arbitrary: fc.constant({ url: `/trpc/${path}`, kind: 'no input', sent: '' }) },
    {
      weight: 1,
      arbitrary: inputText.map(({ text, kind }) => ({
        url: `/trpc/${path}?batch=1&input=${encode(`{"0":${text}}`)}`,
        kind: `batch of ${kind}`,
        sent: text,
      })),
    },
    {
      weight: 1,
      arbitrary: inputText.map(({ text, kind }) => ({
        url: `/trpc/${path},${path}?batch=1&input=${encode(text)}`,
        kind: `batch shaped as ${kind}`,
        sent: text,
      })),
    },
    {
      weight: 1,
      arbitrary: queryOf(['input', 'batch', 'lastEventId', ...fields]).map((query) => ({
        url: `/trpc/${path}?${query}`,
        kind: 'stray parameters',
        sent: query,
      })),
    },
  );
}

/** One HTTP call of a procedure: the method it expects most of the time, the other one sometimes. */
function callOf(procedure: Procedure): fc.Arbitrary<{ options: InjectOptions; describe: string }> {
  const get = getQuery(procedure).map(({ url, kind, sent }) => ({
    options: { method: 'GET' as const, url },
    describe: `GET ${kind} ${summary(sent)}`,
  }));
  const post = bodyOf(procedure.fields, { multipart: false }).map((body) => ({
    options: {
      method: 'POST' as const,
      url: `/trpc/${procedure.path}`,
      headers: body.headers,
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    },
    describe: `POST ${body.kind} ${summary(body.payload)}`,
  }));
  const batchPost = inputTextOf(procedure.fields).map(({ text, kind }) => ({
    options: {
      method: 'POST' as const,
      url: `/trpc/${procedure.path}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: `{"0":${text}}`,
    },
    describe: `POST batch of ${kind} ${summary(text)}`,
  }));
  if (procedure.type === 'mutation')
    return fc.oneof({ weight: 8, arbitrary: post }, { weight: 1, arbitrary: batchPost }, { weight: 1, arbitrary: get });
  if (procedure.type === 'query') return fc.oneof({ weight: 9, arbitrary: get }, { weight: 1, arbitrary: post });
  // A reconnecting event stream sends the last event it saw as a header; tRPC puts it in the input.
  const lastEventId = fc.option(
    fc.oneof(hostileString.map(encode), fc.string({ unit: 'grapheme-ascii', maxLength: 200 })),
    { freq: 3 },
  );
  return fc.tuple(get, lastEventId).map(([call, id]) => ({
    options: { ...call.options, headers: id === null ? {} : { 'last-event-id': id } },
    describe: `${call.describe}${id === null ? '' : ` after event ${summary(id)}`}`,
  }));
}

async function send(app: TestApp['app'], options: InjectOptions): Promise<Answer> {
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.body, trpcCodes: trpcCodesIn(res.body) };
}

/** A subscription's answer: its first events, or what it said before going quiet. */
async function firstEvents(app: TestApp['app'], options: InjectOptions): Promise<Answer> {
  const abort = new AbortController();
  const res = await app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
  const stream = res.stream();
  let body = '';
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_EVENTS_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      // "connected", then the result or the error of the input's check.
      if (body.split('\n\n').filter((event) => event.trim()).length >= 2) done();
    });
    stream.on('end', done);
    stream.on('error', done);
  });
  abort.abort();
  stream.destroy();
  return { status: res.statusCode, body, trpcCodes: trpcCodesIn(body, { eventStream: true }) };
}

describe('the fuzzed tRPC procedures', () => {
  it('are every procedure of the router, subscriptions included', () => {
    const types = new Set(PROCEDURES.map((procedure) => procedure.type));
    expect([...types].sort()).toEqual(['mutation', 'query', 'subscription']);
    expect(PROCEDURES.map((procedure) => procedure.path)).toEqual(
      expect.arrayContaining(['auth.login', 'admin.createUser', 'chat.feed', 'health.ping']),
    );
  });
});

describe.each(ROLES)('every tRPC procedure, fuzzed %s', (roleName) => {
  it.each(PROCEDURES.map((procedure) => [procedure.type, procedure.path, procedure] as const))(
    '%s %s',
    async (type, path, procedure) => {
      const role = roles[roleName];
      const cases = fc
        .tuple(callOf(procedure), fc.option(garbageAuthorization, { freq: 2 }))
        .map(([call, authorization]) => ({
          ...call,
          authorization,
          [fc.toStringMethod]: () => call.describe,
        }));
      await fc.assert(
        fc.asyncProperty(cases, async (fuzz) => {
          signInAgainIfNeeded(t, role);
          const options = {
            ...fuzz.options,
            headers: { ...fuzz.options.headers, ...authHeaders(role, fuzz.authorization) },
          };
          await expectHarmless(
            t,
            path,
            MAY_ACCEPT,
            () => (type === 'subscription' ? firstEvents(t.app, options) : send(t.app, options)),
            () => fuzz.describe,
          );
        }),
        FUZZ_OPTIONS,
      );
    },
  );
});
