import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../../shared/rules';
import { DomainError } from '../../errors';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('opens again once the window has passed', () => {
    let now = 0;
    const limiter = new RateLimiter(true, () => now);
    const { perEmail, windowMs } = AUTH_RATE_LIMITS.forgotPassword;
    for (let i = 0; i < perEmail; i += 1) limiter.record('forgotPassword', `10.0.0.${i}`, 'a@b.c');
    expect(() => limiter.assertAllowed('forgotPassword', '10.0.1.1', 'a@b.c')).toThrow(DomainError);
    now = windowMs + 1;
    expect(() => limiter.assertAllowed('forgotPassword', '10.0.1.1', 'a@b.c')).not.toThrow();
  });

  it('tells how long to wait in minutes', () => {
    const limiter = new RateLimiter(true, () => 0);
    for (let i = 0; i < AUTH_RATE_LIMITS.login.perEmail; i += 1) limiter.record('login', '1.1.1.1', 'x@y.z');
    expect(() => limiter.assertAllowed('login', '1.1.1.1', 'x@y.z')).toThrow(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('does nothing when switched off', () => {
    const limiter = new RateLimiter(false);
    for (let i = 0; i < 1000; i += 1) limiter.record('login', '1.1.1.1', 'x@y.z');
    expect(() => limiter.assertAllowed('login', '1.1.1.1', 'x@y.z')).not.toThrow();
  });
});
