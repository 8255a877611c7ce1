import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { idInput } from './admin';
import { CUSTOMER_MESSAGES, extraPagesInput } from './customer';

// Found by the API fuzz tests (issue 9): z.coerce.number() read {"id": true} as id 1.
describe('ids and counts sent as numbers or text', () => {
  it('reads a number or its digits', () => {
    expect(idInput.parse({ id: 7 })).toEqual({ id: 7 });
    expect(idInput.parse({ id: '7' })).toEqual({ id: 7 });
    expect(extraPagesInput.parse({ pageCount: ' 2 ' }).pageCount).toBe(2);
  });

  it('refuses what coercion would have turned into 1 or 0', () => {
    for (const id of [true, false, null, '', ' ', [], [1], {}, '0x1', '1 1']) {
      expect(idInput.safeParse({ id }).success, JSON.stringify(id)).toBe(false);
    }
    expect(extraPagesInput.safeParse({ pageCount: true }).error?.issues[0]?.message).toBe(CUSTOMER_MESSAGES.pagesRange);
  });
});

describe('a count a form leaves empty or unreadable', () => {
  // The forms' resolver reports a union's first inner issue rather than the union's own message.
  it('shows the spec’s message in the form, not zod’s', async () => {
    const resolve = zodResolver(extraPagesInput.pick({ pageCount: true }));
    for (const pageCount of ['', ' ', 'abc']) {
      const { errors } = await resolve({ pageCount }, undefined, { fields: {}, shouldUseNativeValidation: false });
      expect(errors.pageCount?.message, JSON.stringify(pageCount)).toBe(CUSTOMER_MESSAGES.pagesRange);
    }
  });
});
