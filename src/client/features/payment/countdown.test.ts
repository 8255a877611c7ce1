import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountdown } from './countdown';

describe('startCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once a second from 10 to 0 and then finishes once', () => {
    const ticks: number[] = [];
    const onDone = vi.fn();
    startCountdown(10, { onTick: (left) => ticks.push(left), onDone });
    vi.advanceTimersByTime(9_000);
    expect(ticks).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(ticks.at(-1)).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(10);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('never finishes after it was stopped', () => {
    const onTick = vi.fn();
    const onDone = vi.fn();
    const stop = startCountdown(10, { onTick, onDone });
    vi.advanceTimersByTime(3_000);
    stop();
    vi.advanceTimersByTime(20_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(onDone).not.toHaveBeenCalled();
  });
});
