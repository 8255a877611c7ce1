import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('shows whole dollars as the price list does, and keeps cents when there are some', () => {
    expect([60000, 120000, 5000].map(formatUsd)).toEqual(['$600', '$1,200', '$50']);
    expect([1250, 77450, 1].map(formatUsd)).toEqual(['$12.50', '$774.50', '$0.01']);
  });
});
