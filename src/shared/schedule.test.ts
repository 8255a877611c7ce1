import { describe, expect, it } from 'vitest';
import {
  dateProblem,
  formatSlotTime,
  isIsoDate,
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

  it('reads dates as the calendar has them, every day of four centuries, leap years included', () => {
    // Compared with JavaScript's own calendar, day by day from 1900 to 2300.
    const pad = (n: number) => String(n).padStart(2, '0');
    const wrong: string[] = [];
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2300, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const iso = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
      if (!isIsoDate(iso) || weekdayOf(iso) !== date.getUTCDay()) wrong.push(iso);
    }
    expect(wrong).toEqual([]);
    for (const notADate of [
      '2026-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '2026-1-1',
      '2026-01-01T00:00',
      ' 2026-01-01',
    ])
      expect(isIsoDate(notADate), notADate).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('formats times as the calendar shows them', () => {
    expect(formatSlotTime('12:00')).toBe('12:00 PM');
    expect(formatSlotTime('14:30')).toBe('2:30 PM');
    expect(formatSlotTime('21:00')).toBe('9:00 PM');
  });
});
