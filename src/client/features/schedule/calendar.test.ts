import { describe, expect, it } from 'vitest';
import { addMonths, compareMonths, monthGrid } from './calendar';

describe('monthGrid', () => {
  const now = Date.parse('2026-11-23T20:00:00Z'); // Monday, November 23, 2026, noon in Los Angeles

  it('pads the first week and marks only future Monday-Thursday days selectable', () => {
    const cells = monthGrid({ year: 2026, month: 11 }, null, now);
    expect(cells[0]).toMatchObject({ day: 1 }); // November 1, 2026 is a Sunday
    const selectable = cells.filter((cell) => cell?.selectable).map((cell) => cell!.day);
    expect(selectable).toEqual([24, 25, 26, 30]);
  });

  it('stops at the last allowed date (the modal books up to 30 days ahead)', () => {
    const cells = monthGrid({ year: 2026, month: 12 }, '2026-12-10', now);
    expect(cells.filter((cell) => cell?.selectable).map((cell) => cell!.day)).toEqual([1, 2, 3, 7, 8, 9, 10]);
  });

  it('moves between months across a year end', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2026, month: 12 })).toBe(1);
  });
});
