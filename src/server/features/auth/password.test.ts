import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  // A fresh copy of password.ts in a production process of its own, the way the server loads it:
  // in this process the unit tests' setup has already made hashing cheap.
  let production: { hash: string; cheapRefused: string };
  beforeAll(() => {
    const script = `
      const m = await import('./src/server/features/auth/password.ts');
      const hash = await m.hashPassword('correct horse');
      let cheapRefused = '';
      try { m.useCheapPasswordHashingInTests(); } catch (error) { cheapRefused = error.message; }
      console.log(JSON.stringify({ hash, cheapRefused }));`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(child.status, child.stderr).toBe(0);
    production = JSON.parse(child.stdout) as typeof production;
  });

  it('uses argon2id at OWASP’s minimum (19 MiB, 2 passes, 1 lane) unless the unit tests ask otherwise', async () => {
    expect(production.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(production.hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(production.hash, 'wrong horse')).toBe(false);
  });

  it('refuses to make hashing cheap in production', () => {
    expect(production.cheapRefused).toBe('cheap password hashing is for tests only');
  });

  it('verifies the unit tests’ cheap hashes like any other, since each hash carries its parameters', async () => {
    const cheap = await hashPassword('battery staple');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'battery staple')).toBe(true);
    expect(await verifyPassword(cheap, 'battery stable')).toBe(false);
  });
});
