import { describe, expect, it } from 'vitest';
import { addMonths, compareMonths, dateAfterKey, monthGrid } from './calendar';

describe('monthGrid', () => {
  const now = Date.parse('2026-11-23T20:00:00Z'); // Monday, November 23, 2026, noon in Los Angeles

  it('pads the weeks and marks only future Monday-Thursday days selectable', () => {
    const weeks = monthGrid({ year: 2026, month: 11 }, null, now);
    expect(weeks[0]![0]).toMatchObject({ day: 1 }); // November 1, 2026 is a Sunday
    expect(weeks.at(-1)).toEqual([
      { date: '2026-11-29', day: 29, selectable: false },
      expect.anything(),
      null,
      null,
      null,
      null,
      null,
    ]);
    const cells = weeks.flat();
    const selectable = cells.filter((cell) => cell?.selectable).map((cell) => cell!.day);
    expect(selectable).toEqual([24, 25, 26, 30]);
  });

  it('stops at the last allowed date (the modal books up to 30 days ahead)', () => {
    const cells = monthGrid({ year: 2026, month: 12 }, '2026-12-10', now).flat();
    expect(cells.filter((cell) => cell?.selectable).map((cell) => cell!.day)).toEqual([1, 2, 3, 7, 8, 9, 10]);
  });

  it('moves between months across a year end', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBe(1);
  });
});

describe('dateAfterKey', () => {
  const december = { year: 2026, month: 12 };
  const move = (date: string, key: string, shiftKey = false) => dateAfterKey(date, { key, shiftKey }, december, null);

  it('moves by a day, a week and to the ends of the week (Sunday to Saturday)', () => {
    expect(move('2026-12-14', 'ArrowRight')).toBe('2026-12-15');
    expect(move('2026-12-14', 'ArrowLeft')).toBe('2026-12-13');
    expect(move('2026-12-14', 'ArrowDown')).toBe('2026-12-21');
    expect(move('2026-12-14', 'ArrowUp')).toBe('2026-12-07');
    expect(move('2026-12-14', 'Home')).toBe('2026-12-13');
    expect(move('2026-12-14', 'End')).toBe('2026-12-19');
    expect(move('2026-12-28', 'ArrowDown')).toBe('2027-01-04');
  });

  it('moves by a month, or a year with Shift, to the last day of a shorter month', () => {
    expect(move('2026-12-14', 'PageDown')).toBe('2027-01-14');
    expect(move('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(move('2027-01-14', 'PageUp')).toBe('2026-12-14');
    expect(move('2026-12-14', 'PageDown', true)).toBe('2027-12-14');
  });

  it('stays within the months the calendar shows, and ignores other keys', () => {
    expect(move('2026-12-03', 'ArrowUp')).toBe('2026-12-01');
    expect(move('2026-12-14', 'PageUp')).toBe('2026-12-01');
    expect(dateAfterKey('2027-01-28', { key: 'ArrowDown', shiftKey: false }, december, { year: 2027, month: 1 })).toBe(
      '2027-01-31',
    );
    expect(move('2026-12-14', 'Enter')).toBeNull();
  });
});
