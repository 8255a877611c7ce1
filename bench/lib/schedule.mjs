// The meeting-date rule of src/shared/schedule.ts, reimplemented so the benchmarks stay plain
// JavaScript: meetings are Monday to Thursday, America/Los_Angeles, never today. "At least two
// days out" keeps every date bookable even if the Pacific day turns over during a run.

const pacificDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The first `count` Monday-Thursday dates ('YYYY-MM-DD') at least two days after today in Pacific time. */
export function meetingDates(count, now = Date.now()) {
  const [y, m, d] = pacificDate.format(new Date(now)).split('-').map(Number);
  const dates = [];
  for (let offset = 2; dates.length < count; offset += 1) {
    const day = new Date(Date.UTC(y, m - 1, d + offset));
    const weekday = day.getUTCDay();
    if (weekday >= 1 && weekday <= 4) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

/** The 19 slot start times, 12:00 to 21:00 every 30 minutes. */
export const SLOT_TIMES = Array.from(
  { length: 19 },
  (_, i) => `${String(12 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
