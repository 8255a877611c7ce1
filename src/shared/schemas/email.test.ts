import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth';
import { isEmail } from './email';

const SAMPLES = [
  'ada@example.com',
  '  Ada.Lovelace+wizard@Example.co.uk ',
  "o'brien@example.ie",
  'a_b-c@sub-domain.example.org',
  '',
  '   ',
  'ada@',
  '@example.com',
  'ada@example',
  'ada@example.c',
  '.ada@example.com',
  'ada..lovelace@example.com',
  'ada.@example.com',
  'ada@-example.com',
  'ada@example..com',
  'ada lovelace@example.com',
  'adä@example.com',
  'ada@exämple.com',
  `${'a'.repeat(242)}@example.com`,
  `${'a'.repeat(243)}@example.com`,
];

describe('isEmail', () => {
  it('accepts exactly what emailSchema accepts', () => {
    for (const sample of SAMPLES)
      expect(isEmail(sample), JSON.stringify(sample)).toBe(emailSchema.safeParse(sample).success);
  });

  it("is zod's own rule for an email address", () => {
    const zodEmail = z.string().trim().max(254).pipe(z.email());
    for (const sample of SAMPLES)
      expect(isEmail(sample), JSON.stringify(sample)).toBe(zodEmail.safeParse(sample).success);
  });
});
