import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { snakeBody } from './body';

const input = z.object({
  fullName: z.string().min(1, 'Please enter your name'),
  planName: z.string(),
  pageUrl: z.string().optional(),
  urgent: z.boolean().default(false),
  replyTo: z.number().nullable(),
});

const body = snakeBody(input, {
  names: { fullName: ['name', 'full_name'], planName: 'plan' },
  nullAsAbsent: ['urgent'],
  emptyAsNull: ['replyTo'],
});

describe('snakeBody', () => {
  it("reads each field from its snake_case name, or the spec's own", () => {
    expect(body.parse({ name: 'Ada', plan: 'pro', page_url: '/about', urgent: true, reply_to: 4 })).toEqual({
      fullName: 'Ada',
      planName: 'pro',
      pageUrl: '/about',
      urgent: true,
      replyTo: 4,
    });
  });

  it('reads a field named two ways from the first one sent', () => {
    expect(body.parse({ full_name: 'Ada', plan: 'pro', reply_to: 1 }).fullName).toBe('Ada');
    expect(body.parse({ name: null, full_name: 'Ada', plan: 'pro', reply_to: 1 }).fullName).toBe('Ada');
    expect(body.parse({ name: 'Ada', full_name: 'Lovelace', plan: 'pro', reply_to: 1 }).fullName).toBe('Ada');
  });

  it('reads null as not sent where the default applies, and an empty value as none', () => {
    const parsed = body.parse({ name: 'Ada', plan: 'pro', urgent: null, reply_to: '' });
    expect([parsed.urgent, parsed.replyTo]).toEqual([false, null]);
    expect(body.parse({ name: 'Ada', plan: 'pro', reply_to: 0 }).replyTo).toBeNull();
  });

  it("refuses with the input schema's own message", () => {
    const result = body.safeParse({ name: '', plan: 'pro', reply_to: 1 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter your name']);
  });
});
