import { describe, expect, it } from 'vitest';
import {
  dateProblem,
  formatSlotTime,
  pacificToday,
  pacificToUtc,
  pacificZoneName,
  SLOT_TIMES,
  weekdayOf,
} from './schedule';

describe('meeting rules', () => {
  it('has 19 half-hour slots from 12:00 to 21:00', () => {
    expect(SLOT_TIMES).toHaveLength(19);
    expect(SLOT_TIMES[0]).toBe('12:00');
    expect(SLOT_TIMES[1]).toBe('12:30');
    expect(SLOT_TIMES.at(-1)).toBe('21:00');
  });

  it('converts Pacific wall time to UTC across daylight saving', () => {
    // Monday 2026-03-09 is the first Monday after the switch to PDT (March 8, 2026).
    expect(new Date(pacificToUtc('2026-03-09', '12:00')).toISOString()).toBe('2026-03-09T19:00:00.000Z');
    expect(pacificZoneName('2026-03-09')).toBe('PDT');
    // Monday 2026-03-02 is still standard time.
    expect(new Date(pacificToUtc('2026-03-02', '12:00')).toISOString()).toBe('2026-03-02T20:00:00.000Z');
    expect(pacificZoneName('2026-03-02')).toBe('PST');
    expect(new Date(pacificToUtc('2026-11-02', '21:00')).toISOString()).toBe('2026-11-03T05:00:00.000Z');
  });

  it('knows the Pacific date even when UTC has moved on', () => {
    // 2026-11-24 05:00 UTC is still the evening of the 23rd in Los Angeles.
    expect(pacificToday(Date.parse('2026-11-24T05:00:00Z'))).toBe('2026-11-23');
  });

  it('allows only future Monday to Thursday dates, never the same day', () => {
    const now = Date.parse('2026-11-23T20:00:00Z'); // Monday noon in Los Angeles
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(dateProblem('2026-11-20', now)).toBe('past');
    expect(dateProblem('2026-11-23', now)).toBe('sameDay');
    expect(dateProblem('2026-11-24', now)).toBeNull();
    expect(dateProblem('2026-11-27', now)).toBe('weekday');
    expect(dateProblem('2026-11-29', now)).toBe('weekday');
  });

  it('formats times as the calendar shows them', () => {
    expect(formatSlotTime('12:00')).toBe('12:00 PM');
    expect(formatSlotTime('14:30')).toBe('2:30 PM');
    expect(formatSlotTime('21:00')).toBe('9:00 PM');
  });
});
