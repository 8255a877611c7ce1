import { RATE_LIMITS, type Limits, type RateLimitedAction } from '../../shared/rules';
import { DomainError } from '../errors';

interface Window {
  count: number;
  resetAt: number;
}

/** The attempt `consume` counted, to give back when it turns out not to count (a right password). */
export interface Attempt {
  giveBack: () => void;
}

export const NO_ATTEMPT: Attempt = { giveBack() {} };

/** Who an attempt is counted against: the client's address always, the email and account it names when known. */
export interface AttemptKeys {
  address: string;
  email?: string | null;
  account?: number | null;
}

/** The counter keys of `action` for these keys, with their limits: only the dimensions the action limits. */
export function counterKeys(action: RateLimitedAction, keys: AttemptKeys): [string, number][] {
  const limits: Limits = RATE_LIMITS[action];
  const counted: [string, number][] = [[`${action}:address:${keys.address}`, limits.perAddress]];
  if (limits.perEmail !== undefined && keys.email)
    counted.push([`${action}:email:${keys.email.toLowerCase()}`, limits.perEmail]);
  if (limits.perAccount !== undefined && keys.account != null)
    counted.push([`${action}:account:${keys.account}`, limits.perAccount]);
  return counted;
}

/**
 * Fixed-window counters in memory. One process serves the site (see ARCHITECTURE.md); a second
 * process would move these counters to the shared store along with chat fan-out.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly enabled: boolean,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Counts one attempt against each of its keys, or throws a 429 when any has none left.
   * Checking and counting are one synchronous step, before the caller awaits anything (a
   * password hash): concurrent attempts, 150 logins in one batch, cannot all pass the check
   * before the first is counted.
   */
  consume(action: RateLimitedAction, keys: AttemptKeys): Attempt {
    if (!this.enabled) return NO_ATTEMPT;
    const { windowMs } = RATE_LIMITS[action];
    const counted = counterKeys(action, keys);
    const waitMs = Math.max(...counted.map(([key, limit]) => this.retryAfter(key, limit)));
    if (waitMs > 0) throw new DomainError('rate_limited', tooManyAttempts(waitMs), Math.ceil(waitMs / 1000));
    const windows = counted.map(([key]) => this.increment(key, windowMs));
    let givenBack = false;
    return {
      giveBack: () => {
        if (givenBack) return;
        givenBack = true;
        for (const window of windows) if (window.count > 0) window.count -= 1;
      },
    };
  }

  /** How many attempts a key has used in its current window (tests and the budget table read it). */
  used(key: string): number {
    const window = this.windows.get(key);
    return window && window.resetAt > this.now() ? window.count : 0;
  }

  /** Forgets every count: the budget tests start each door from zero. */
  reset(): void {
    this.windows.clear();
  }

  private retryAfter(key: string, limit: number): number {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.count < limit) return 0;
    return window.resetAt - now;
  }

  private increment(key: string, windowMs: number): Window {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The wait in minutes, or in hours once it is two hours or more (a day's limit). */
function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const [count, unit] = minutes < 120 ? [minutes, 'minute'] : [Math.ceil(minutes / 60), 'hour'];
  return `Too many attempts. Please wait ${count} ${unit}${count === 1 ? '' : 's'} and try again.`;
}
