import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { fakeClientDir } from '../../../tests/fixtures/client-dir';

let app: FastifyInstance;
const client = fakeClientDir(
  '<!doctype html><html><head><!--app-head--><title>Agency</title><!--/app-head--></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  app = await buildApp(testConfig({ clientDir: client.dir }));
});
afterAll(async () => {
  await app.close();
  client.remove();
});

describe('security headers', () => {
  it('gives pages the document policy: scripts from this site only, no framing by others', async () => {
    const page = await app.inject({ url: '/pricing' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("allows a page's one inline script, the fonts switch, by its hash and nothing else inline", async () => {
    const page = await app.inject({ url: '/about' });
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))!;
    const inline = [...page.body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
  });

  it('gives API answers, REST and tRPC, errors included, a policy under which nothing loads, runs or is framed', async () => {
    for (const url of [
      '/api/pricing',
      `/api/timeslots/available/2020-01-06`,
      '/api/nothing',
      '/api',
      '/trpc/content.pricing',
    ]) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('gives static files only the headers that apply to a file', async () => {
    const asset = await app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });
});
