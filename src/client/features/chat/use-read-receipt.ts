import { useEffect, useRef } from 'react';
import { lastLineFrom, type ChatLine } from './chat-log';

/**
 * Read receipts (issue 35 §9): tells the other side how far this side has read, that is up to
 * their newest line, whenever one arrives while the page is in view, and again when a hidden page
 * comes back into view. `readUpTo` is where the server's receipt already stands.
 */
export function useReadReceipt(
  lines: readonly ChatLine[],
  other: 'customer' | 'admin',
  readUpTo: number,
  report: (lineId: number) => void,
) {
  const reported = useRef(readUpTo);
  const newest = lastLineFrom(lines, other);
  useEffect(() => {
    const tell = () => {
      if (document.visibilityState !== 'visible' || newest <= reported.current) return;
      reported.current = newest;
      report(newest);
    };
    tell();
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [newest, report]);
}
