export interface CountdownClock {
  setInterval: (callback: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
}

const realClock: CountdownClock = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (id) => clearInterval(id),
};

/**
 * Counts whole seconds down from `seconds`: onTick gets seconds-1 ... 0, then onDone runs once.
 * Returns a stop function; after stop neither callback runs again.
 */
export function startCountdown(
  seconds: number,
  handlers: { onTick: (secondsLeft: number) => void; onDone: () => void },
  clock: CountdownClock = realClock,
): () => void {
  let left = seconds;
  let stopped = false;
  const id = clock.setInterval(() => {
    if (stopped) return;
    left -= 1;
    handlers.onTick(Math.max(left, 0));
    if (left <= 0) {
      stopped = true;
      clock.clearInterval(id);
      handlers.onDone();
    }
  }, 1000);
  return () => {
    stopped = true;
    clock.clearInterval(id);
  };
}
