import { useEffect, useRef, useState } from 'react';
import { startCountdown } from './countdown';

/** Seconds left of a countdown that runs while `running` is true and calls onDone at 0. */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!running) return;
    return startCountdown(seconds, { onTick: setLeft, onDone: () => done.current() });
  }, [seconds, running]);
  return left;
}
