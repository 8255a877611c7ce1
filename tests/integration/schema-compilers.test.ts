import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { makeTestApp } from '../fixtures/app';

// Its own test file, so its own process: the modules Node loaded are the app's alone.
it("never loads Fastify's default schema compilers: zod checks every input", async () => {
  const { app } = await makeTestApp();
  const refused = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not-an-email' } });
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual({ detail: 'Please enter a valid email address, Password is required' });
  const pricing = await app.inject({ method: 'GET', url: '/api/pricing' });
  expect(pricing.json()).toHaveProperty('pro.setup_price', 900);

  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /@fastify[/\\](ajv-compiler|fast-json-stringify-compiler)[/\\]/.test(file),
  );
  expect(loaded).toEqual([]);
  await app.close();
});
