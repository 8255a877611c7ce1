import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../shared/rules';
import { DomainError } from '../../errors';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('opens again once the window has passed', () => {
    let now = 0;
    const limiter = new RateLimiter(true, () => now);
    const { perEmail, windowMs } = RATE_LIMITS.forgotPassword;
    for (let i = 0; i < perEmail; i += 1) limiter.consume('forgotPassword', `10.0.0.${i}`, 'a@b.c');
    expect(() => limiter.consume('forgotPassword', '10.0.1.1', 'A@b.c')).toThrow(DomainError);
    now = windowMs + 1;
    expect(() => limiter.consume('forgotPassword', '10.0.1.1', 'a@b.c')).not.toThrow();
  });

  it('counts each attempt as it is allowed, so the attempt past the limit is refused', () => {
    const limiter = new RateLimiter(true, () => 0);
    const allowed = Array.from({ length: RATE_LIMITS.login.perEmail }, () =>
      limiter.consume('login', '1.1.1.1', 'x@y.z'),
    );
    expect(allowed).toHaveLength(RATE_LIMITS.login.perEmail);
    expect(() => limiter.consume('login', '1.1.1.1', 'x@y.z')).toThrow(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('takes an attempt back when it is given back, once', () => {
    const limiter = new RateLimiter(true, () => 0);
    const attempts = Array.from({ length: RATE_LIMITS.login.perEmail }, () =>
      limiter.consume('login', '1.1.1.1', 'x@y.z'),
    );
    attempts[0]!.giveBack();
    expect(() => limiter.consume('login', '1.1.1.1', 'x@y.z')).not.toThrow();
    expect(() => limiter.consume('login', '1.1.1.1', 'x@y.z')).toThrow(DomainError);
  });

  it('counts only the address for an action without a per-email limit', () => {
    const limiter = new RateLimiter(true, () => 0);
    for (let i = 0; i < RATE_LIMITS.meetingHold.perIp; i += 1)
      limiter.consume('meetingHold', '1.1.1.1', 'pending@booking.invalid');
    expect(() => limiter.consume('meetingHold', '1.1.1.1', 'someone@else.test')).toThrow(DomainError);
    expect(() => limiter.consume('meetingHold', '2.2.2.2', 'pending@booking.invalid')).not.toThrow();
  });

  it('does nothing when switched off', () => {
    const limiter = new RateLimiter(false);
    for (let i = 0; i < 1000; i += 1) limiter.consume('login', '1.1.1.1', 'x@y.z');
    expect(() => limiter.consume('login', '1.1.1.1', 'x@y.z')).not.toThrow();
  });
});
