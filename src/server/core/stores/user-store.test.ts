import { describe, expect, it } from 'vitest';
import { accountProfile } from '../../../shared/schemas/auth';
import { profileOf } from './user-store';

describe('profileOf', () => {
  it('takes the fields accountProfile names, and nothing else a request or a row carries', () => {
    const input = { name: 'Ada', email: 'ada@example.test', isAdmin: true, passwordHash: 'x', plan: 'elite' };
    expect(profileOf(input)).toEqual({ name: 'Ada' });
    expect(Object.keys(profileOf(input))).toEqual(Object.keys(accountProfile.shape));
  });
});
