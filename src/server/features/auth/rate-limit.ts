import { AUTH_RATE_LIMITS, type RateLimitedAction } from '../../../shared/rules';
import { DomainError } from '../../errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory. One process serves the site (see ARCHITECTURE.md); a second
 * process would move these counters to the shared store along with chat fan-out.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws a 429 error when the IP or the email has used up its attempts for this action. */
  assertAllowed(action: RateLimitedAction, ip: string, email: string): void {
    if (!this.enabled) return;
    const limits = AUTH_RATE_LIMITS[action];
    const waits = [
      this.retryAfter(`${action}:ip:${ip}`, limits.perIp),
      this.retryAfter(`${action}:email:${email}`, limits.perEmail),
    ];
    const waitMs = Math.max(...waits);
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60000));
      throw new DomainError(
        'rate_limited',
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        Math.ceil(waitMs / 1000),
      );
    }
  }

  record(action: RateLimitedAction, ip: string, email: string): void {
    if (!this.enabled) return;
    const { windowMs } = AUTH_RATE_LIMITS[action];
    this.increment(`${action}:ip:${ip}`, windowMs);
    this.increment(`${action}:email:${email}`, windowMs);
  }

  private retryAfter(key: string, limit: number): number {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.count < limit) return 0;
    return window.resetAt - now;
  }

  private increment(key: string, windowMs: number): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
    } else {
      window.count += 1;
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
