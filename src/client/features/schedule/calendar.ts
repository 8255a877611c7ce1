import { dateProblem, pacificToday } from '../../../shared/schedule';

export interface CalendarDay {
  date: string;
  day: number;
  selectable: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
export const addMonths = ({ year, month }: Month, delta: number): Month => {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
export const compareMonths = (a: Month, b: Month) => a.year * 12 + a.month - (b.year * 12 + b.month);

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The cells of a month view, Sunday first: nulls pad the first week. A day is selectable when it
 * is a future Monday to Thursday in Pacific time and not after `lastDate`.
 */
export function monthGrid(month: Month, lastDate: string | null, now = Date.now()): (CalendarDay | null)[] {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) {
    const date = isoDate(month.year, month.month, day);
    const selectable = dateProblem(date, now) === null && (lastDate === null || date <= lastDate);
    cells.push({ date, day, selectable });
  }
  return cells;
}

export const todayMonth = (now = Date.now()) => monthOf(pacificToday(now));
