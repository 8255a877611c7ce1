import { describe, expect, it } from 'vitest';
import { clearSent } from './draft';

describe('clearSent', () => {
  it('empties the box that still holds the sent message', () => {
    expect(clearSent('First answer')('First answer')).toBe('');
  });

  it('keeps what was typed after the message went out', () => {
    expect(clearSent('First answer')('Second answer')).toBe('Second answer');
  });
});
