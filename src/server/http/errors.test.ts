import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from '../../../tests/fixtures/app';
import { multipart } from '../../../tests/fixtures/multipart';
import { FILE_MESSAGES } from '../features/files/service';

// What the API fuzz tests (issue 9) found: requests Fastify or a library refuses before or around
// our handlers answered with Fastify's error codes, the path echoed back, or a 500.
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await app.close();
});

describe('requests refused before any handler runs', () => {
  it('answers a broken %-escape or an over-long path parameter with {detail}', async () => {
    const broken = await app.inject({ method: 'DELETE', url: '/api/admin/files/%' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'The URL is not valid' });

    const long = await app.inject({ url: `/api/admin/files/${'x'.repeat(5001)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'The URL is too long' });
  });

  it.each([
    ['POST', '/api/signup', '{"name":'],
    // A URL no route serves is answered like any other bad body.
    ['DELETE', '/api/timeslots/', '{'],
  ] as const)(
    'answers malformed JSON in %s %s with 400 and a detail, not a stack trace',
    async (method, url, payload) => {
      const res = await app.inject({ method, url, payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The request body is not valid JSON' });
    },
  );

  it('refuses TRACE, which tRPC’s catch-all route would otherwise fail on with a 500', async () => {
    const res = await app.inject({ method: 'TRACE', url: '/trpc/health.ping' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ detail: 'Method Not Allowed' });
  });
});

describe('a multipart body sent where no upload is taken', () => {
  // Only the upload routes parse multipart: the plugin's per-request hooks stay off the rest of the API.
  it('is refused as an unsupported content type, before the route reads it', async () => {
    const customer = await t.account({ plan: 'pro' });
    const form = multipart({ subject: 'Hello', message: 'Sent as a form' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/send-message',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(customer.token) },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported content type' });
  });
});

describe('an upload that is not multipart inside', () => {
  it('answers 400, not 500, when the boundary is missing or the body is cut short', async () => {
    const customer = await t.account({ plan: 'pro' });
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/customer/upload-files',
        payload: '{}',
        headers: { 'content-type': type, ...bearer(customer.token) },
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ detail: FILE_MESSAGES.unreadable });
    }
  });
});
