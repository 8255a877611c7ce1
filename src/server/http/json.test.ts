import { describe, expect, it, vi } from 'vitest';
import { jsonPerAnswer } from './json';

describe('jsonPerAnswer', () => {
  it('serializes an answer object once, and a new object afresh', () => {
    const toWire = vi.fn((answer: { n: number }) => ({ value: answer.n }));
    const json = jsonPerAnswer(toWire);
    const first = { n: 1 };
    expect(json(first)).toBe('{"value":1}');
    expect(json(first)).toBe('{"value":1}');
    expect(toWire).toHaveBeenCalledTimes(1);
    expect(json({ n: 1 })).toBe('{"value":1}');
    expect(json({ n: 2 })).toBe('{"value":2}');
    expect(toWire).toHaveBeenCalledTimes(3);
  });
});
