import { useCallback, useState } from 'react';

/** 32 hex characters from the browser's random source (randomUUID needs a secure context, this does not). */
function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per checkout attempt (issue 19): every request of the attempt carries it, so a double
 * click or a retry is answered with the first request's charge. `renew` after the attempt ends
 * (answered, refused or failed) makes the next click a new attempt.
 */
export function useAttemptKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newAttemptKey);
  const renew = useCallback(() => setKey(newAttemptKey()), []);
  return { key, renew };
}
