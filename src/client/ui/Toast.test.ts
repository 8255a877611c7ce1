import { describe, expect, it } from 'vitest';
import { toastDuration } from './Toast';

describe('toastDuration (spec part 2 §9)', () => {
  it.each([
    ['success', 5000],
    ['error', 5000],
    ['warning', 5000],
    ['info', 5000],
    ['file', 5000],
    ['revision', 5000],
    ['booking', 7000],
    ['message', 4000],
  ] as const)('%s toasts stay %i ms', (type, ms) => {
    expect(toastDuration(type)).toBe(ms);
  });

  it('keeps a conflict on screen for 8000 ms', () => {
    expect(toastDuration('warning', { conflict: true })).toBe(8000);
  });
});
