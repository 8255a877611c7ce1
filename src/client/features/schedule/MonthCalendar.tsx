import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  addMonths,
  compareMonths,
  dateAfterKey,
  describeDate,
  monthGrid,
  monthOf,
  todayMonth,
  type Month,
} from './calendar';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface MonthCalendarProps {
  date: string | null;
  onDateChange: (date: string) => void;
  /** The last bookable date; null for any future month. */
  lastDate: string | null;
}

/**
 * A month of days as the WAI-ARIA APG date grid: one Tab stop (the chosen day, else the first open
 * one), arrows by day and week, Home/End to the week's ends, PageUp/PageDown by month (by year with
 * Shift). Closed days stay on the arrows' path and say they are unavailable (aria-disabled), so
 * what a screen reader hears matches the dimmed days a sighted user passes.
 */
export function MonthCalendar({ date, onDateChange, lastDate }: MonthCalendarProps) {
  const firstMonth = todayMonth();
  const lastMonth = lastDate ? monthOf(lastDate) : null;
  const [month, setMonth] = useState<Month>(date ? monthOf(date) : firstMonth);
  // The day the keyboard (or a click) last moved to: it keeps the Tab stop while its month shows.
  const [active, setActive] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const weeks = monthGrid(month, lastDate);
  const days = weeks.flat().filter((cell) => cell !== null);
  const shown = (day: string | null): day is string => day !== null && compareMonths(monthOf(day), month) === 0;
  const tabStop = [active, date].find(shown) ?? days.find((day) => day.selectable)?.date ?? days[0]!.date;

  function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset.date;
    const to = from ? dateAfterKey(from, event, firstMonth, lastMonth) : null;
    if (!to) return;
    event.preventDefault();
    // The day may be in another month: render it first, then focus it.
    flushSync(() => {
      setMonth(monthOf(to));
      setActive(to);
    });
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${to}"]`)?.focus();
  }

  return (
    <>
      <div className="calendar-header">
        <button
          type="button"
          className="calendar-nav"
          onClick={() => setMonth(addMonths(month, -1))}
          disabled={compareMonths(month, firstMonth) <= 0}
          aria-label="Previous month"
        >
          ‹
        </button>
        <p className="calendar-month" id={headingId} aria-live="polite">
          {monthName.format(new Date(Date.UTC(month.year, month.month - 1, 1)))}
        </p>
        <button
          type="button"
          className="calendar-nav"
          onClick={() => setMonth(addMonths(month, 1))}
          disabled={lastMonth !== null && compareMonths(month, lastMonth) >= 0}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <table className="calendar-grid" role="grid" aria-labelledby={headingId} ref={grid} onKeyDown={moveFocus}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="calendar-weekday">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((cell, column) =>
                cell ? (
                  <td key={cell.date} aria-selected={cell.date === date}>
                    <button
                      type="button"
                      className={`calendar-day${cell.date === date ? ' selected' : ''}`}
                      data-date={cell.date}
                      tabIndex={cell.date === tabStop ? 0 : -1}
                      aria-disabled={cell.selectable ? undefined : true}
                      aria-pressed={cell.date === date}
                      aria-label={describeDate(cell.date)}
                      onClick={() => {
                        setActive(cell.date);
                        if (cell.selectable) onDateChange(cell.date);
                      }}
                    >
                      {cell.day}
                    </button>
                  </td>
                ) : (
                  <td key={column} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
