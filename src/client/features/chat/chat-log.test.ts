import { describe, expect, it } from 'vitest';
import { lineEventOf, mergeLines, type ChatLine } from './chat-log';

const line = (id: number, message = `line ${id}`): ChatLine => ({
  id,
  sessionId: 1,
  senderType: 'customer',
  senderName: 'Casey',
  message,
  timestamp: '2026-11-23T10:00:00.000Z',
});

describe('mergeLines', () => {
  it('keeps each line once, in id order, however the lines arrive', () => {
    const replayed = mergeLines([line(1), line(2), line(4)], [line(3), line(4), line(2), line(5)]);
    expect(replayed.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns the same log when nothing is new, so React skips the render', () => {
    const log = [line(1), line(2)];
    expect(mergeLines(log, [line(2)])).toBe(log);
    expect(mergeLines(log, [])).toBe(log);
  });
});

describe('lineEventOf', () => {
  it('unwraps tracked events and ignores the untracked kinds', () => {
    const event = { type: 'new_message' as const, session: {} as never, message: line(7) };
    expect(lineEventOf({ id: '7', data: event })).toBe(event);
    expect(lineEventOf({ type: 'typing', sessionId: 1, from: 'admin', name: 'Avery', typing: true })).toBeNull();
    expect(lineEventOf({ type: 'waiting_customers', sessions: [] })).toBeNull();
  });
});
