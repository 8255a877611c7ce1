import { dateProblem, pacificToday, weekdayOf } from '../../../shared/schedule';

export interface CalendarDay {
  date: string;
  day: number;
  selectable: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Monday, December 14, 2026'. */
export const describeDate = (date: string) => longDate.format(new Date(`${date}T12:00:00Z`));

export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

export const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
export const addMonths = ({ year, month }: Month, delta: number): Month => {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
export const compareMonths = (a: Month, b: Month) => a.year * 12 + a.month - (b.year * 12 + b.month);

const daysIn = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The weeks of a month view, Sunday first: nulls pad the first and last week. A day is selectable
 * when it is a future Monday to Thursday in Pacific time and not after `lastDate`.
 */
export function monthGrid(month: Month, lastDate: string | null, now = Date.now()): (CalendarDay | null)[][] {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const cells: (CalendarDay | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysIn(month); day += 1) {
    const date = isoDate(month.year, month.month, day);
    const selectable = dateProblem(date, now) === null && (lastDate === null || date <= lastDate);
    cells.push({ date, day, selectable });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const firstDay = ({ year, month }: Month) => isoDate(year, month, 1);
const lastDay = (month: Month) => isoDate(month.year, month.month, daysIn(month));

/** The same day `delta` months away, or that month's last day when it is shorter. */
function monthsAway(date: string, delta: number): string {
  const target = addMonths(monthOf(date), delta);
  return isoDate(target.year, target.month, Math.min(Number(date.slice(8)), daysIn(target)));
}

/**
 * Where a key moves the focus of a month grid from `date` (WAI-ARIA APG date picker): a day, a
 * week, the week's ends, a month (a year with Shift). It stays within the months the calendar can
 * show, `from` to `to` (null: no end); null for a key that does not move it.
 */
export function dateAfterKey(
  date: string,
  key: { key: string; shiftKey: boolean },
  from: Month,
  to: Month | null,
): string | null {
  const weekday = weekdayOf(date);
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekday),
    End: () => addDays(date, 6 - weekday),
    PageUp: () => monthsAway(date, key.shiftKey ? -12 : -1),
    PageDown: () => monthsAway(date, key.shiftKey ? 12 : 1),
  };
  const target = moves[key.key]?.();
  if (target === undefined) return null;
  if (target < firstDay(from)) return firstDay(from);
  if (to && target > lastDay(to)) return lastDay(to);
  return target;
}

export const todayMonth = (now = Date.now()) => monthOf(pacificToday(now));
