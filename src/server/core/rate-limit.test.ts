import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../shared/rules';
import { DomainError } from '../errors';
import { counterKeys, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('opens again once the window has passed', () => {
    let now = 0;
    const limiter = new RateLimiter(true, () => now);
    const { perEmail, windowMs } = RATE_LIMITS.forgotPassword;
    for (let i = 0; i < perEmail; i += 1) limiter.consume('forgotPassword', { address: `10.0.0.${i}`, email: 'a@b.c' });
    expect(() => limiter.consume('forgotPassword', { address: '10.0.1.1', email: 'A@b.c' })).toThrow(DomainError);
    now = windowMs + 1;
    expect(() => limiter.consume('forgotPassword', { address: '10.0.1.1', email: 'a@b.c' })).not.toThrow();
  });

  it('counts each attempt as it is allowed, so the attempt past the limit is refused', () => {
    const limiter = new RateLimiter(true, () => 0);
    const allowed = Array.from({ length: RATE_LIMITS.login.perEmail }, () =>
      limiter.consume('login', { address: '1.1.1.1', email: 'x@y.z' }),
    );
    expect(allowed).toHaveLength(RATE_LIMITS.login.perEmail);
    expect(limiter.used('login:email:x@y.z')).toBe(RATE_LIMITS.login.perEmail);
    expect(() => limiter.consume('login', { address: '1.1.1.1', email: 'x@y.z' })).toThrow(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('says the wait in hours for a day’s limit, with the seconds to retry after', () => {
    const limiter = new RateLimiter(true, () => 0);
    for (let i = 0; i < RATE_LIMITS.meetingBooking.perAccount; i += 1)
      limiter.consume('meetingBooking', { address: `10.0.0.${i}`, account: 7 });
    let refused: unknown;
    try {
      limiter.consume('meetingBooking', { address: '10.0.9.9', account: 7 });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: 'rate_limited',
      message: 'Too many attempts. Please wait 24 hours and try again.',
      retryAfterSeconds: RATE_LIMITS.meetingBooking.windowMs / 1000,
    });
  });

  it('takes an attempt back when it is given back, once', () => {
    const limiter = new RateLimiter(true, () => 0);
    const attempts = Array.from({ length: RATE_LIMITS.login.perEmail }, () =>
      limiter.consume('login', { address: '1.1.1.1', email: 'x@y.z' }),
    );
    attempts[0]!.giveBack();
    expect(() => limiter.consume('login', { address: '1.1.1.1', email: 'x@y.z' })).not.toThrow();
    expect(() => limiter.consume('login', { address: '1.1.1.1', email: 'x@y.z' })).toThrow(DomainError);
  });

  it('counts only the address for an action without a per-email limit', () => {
    const limiter = new RateLimiter(true, () => 0);
    for (let i = 0; i < RATE_LIMITS.meetingHold.perAddress; i += 1)
      limiter.consume('meetingHold', { address: '1.1.1.1', email: 'pending@booking.invalid' });
    expect(() => limiter.consume('meetingHold', { address: '1.1.1.1', email: 'someone@else.test' })).toThrow(
      DomainError,
    );
    expect(() =>
      limiter.consume('meetingHold', { address: '2.2.2.2', email: 'pending@booking.invalid' }),
    ).not.toThrow();
    expect(limiter.used('meetingHold:email:pending@booking.invalid')).toBe(0);
  });

  it('counts an account against its own limit, whichever address it comes from', () => {
    const limiter = new RateLimiter(true, () => 0);
    const { perAccount } = RATE_LIMITS.passwordCheck;
    for (let i = 0; i < perAccount; i += 1) limiter.consume('passwordCheck', { address: `10.0.0.${i}`, account: 42 });
    expect(() => limiter.consume('passwordCheck', { address: '10.0.9.9', account: 42 })).toThrow(DomainError);
    expect(() => limiter.consume('passwordCheck', { address: '10.0.9.9', account: 43 })).not.toThrow();
    expect(limiter.used('passwordCheck:account:42')).toBe(perAccount);
  });

  it('names the counters an attempt uses: only the dimensions its action limits', () => {
    expect(counterKeys('forgotPassword', { address: '1.1.1.1', email: 'X@Y.z', account: 5 })).toEqual([
      ['forgotPassword:address:1.1.1.1', RATE_LIMITS.forgotPassword.perAddress],
      ['forgotPassword:email:x@y.z', RATE_LIMITS.forgotPassword.perEmail],
    ]);
    expect(counterKeys('chatStart', { address: '1.1.1.1', email: 'x@y.z', account: 5 })).toEqual([
      ['chatStart:address:1.1.1.1', RATE_LIMITS.chatStart.perAddress],
      ['chatStart:email:x@y.z', RATE_LIMITS.chatStart.perEmail],
      ['chatStart:account:5', RATE_LIMITS.chatStart.perAccount],
    ]);
    expect(counterKeys('meetingHold', { address: '1.1.1.1', email: 'x@y.z', account: 5 })).toEqual([
      ['meetingHold:address:1.1.1.1', RATE_LIMITS.meetingHold.perAddress],
    ]);
  });

  it('does nothing when switched off', () => {
    const limiter = new RateLimiter(false);
    for (let i = 0; i < 1000; i += 1) limiter.consume('login', { address: '1.1.1.1', email: 'x@y.z' });
    expect(() => limiter.consume('login', { address: '1.1.1.1', email: 'x@y.z' })).not.toThrow();
    expect(limiter.used('login:email:x@y.z')).toBe(0);
  });
});
