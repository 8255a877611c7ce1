// Meeting rules shared by the calendar and the server. Spec part 1 §9 and part 2 §9:
// Monday to Thursday, 12:00 to 21:00 America/Los_Angeles, 30-minute slots (19 a day),
// never in the past and never the same day; a chosen slot is held for 15 minutes.

const MEETING_TIME_ZONE = 'America/Los_Angeles';
export const HOLD_MINUTES = 15;
const SLOT_MINUTES = 30;
const FIRST_SLOT = '12:00';
const LAST_SLOT = '21:00';
/** Monday = 1 ... Thursday = 4 (Date#getUTCDay numbering). */
const MEETING_WEEKDAYS = [1, 2, 3, 4] as const;

export const SCHEDULE_MESSAGES = {
  past: 'Cannot book meetings in the past',
  weekday: 'Meetings are only available Monday-Thursday',
  sameDay: 'Same-day bookings are not available',
  noSlots: 'No time slots available for this date',
  invalidTime: 'Meetings start every 30 minutes from 12:00 to 21:00 Pacific time',
  slotTaken: 'This time slot was just taken. Please choose another time.',
  holdNotFound: 'This reservation has expired or does not exist. Please choose a time again.',
  bookingNotFound: 'No Zoom booking found',
  alreadyBooked:
    'This email address already has a consultation booked. To change or cancel it, use the link in its confirmation email, or sign in to your dashboard.',
  notYourBooking: 'You can only view or cancel your own booking',
  manageLinkInvalid:
    'This link no longer works: the meeting was changed, cancelled or has already taken place. You can book a new time below.',
} as const;

/** The 19 slot start times, 'HH:MM' in Pacific time. */
export const SLOT_TIMES: readonly string[] = (() => {
  const times: string[] = [];
  const [startHour] = FIRST_SLOT.split(':').map(Number) as [number];
  const [endHour] = LAST_SLOT.split(':').map(Number) as [number];
  for (let minutes = startHour * 60; minutes <= endHour * 60; minutes += SLOT_MINUTES) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
})();

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Day of week of a calendar date (0 Sunday ... 6 Saturday), independent of any time zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const isMeetingWeekday = (date: string) => (MEETING_WEEKDAYS as readonly number[]).includes(weekdayOf(date));

const pacificParts = new Intl.DateTimeFormat('en-US', {
  timeZone: MEETING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function partsOf(instant: number) {
  const parts = Object.fromEntries(
    pacificParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtc: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

// Every slot lookup asks for today; the date can only change on a minute boundary (time zone
// offsets are whole quarter hours), so one answer serves the whole minute.
let todayMemo = { minute: NaN, date: '' };

/** Today's date in Pacific time, 'YYYY-MM-DD'. */
export function pacificToday(now = Date.now()): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== todayMemo.minute) todayMemo = { minute, date: partsOf(now).date };
  return todayMemo.date;
}

/** Minutes Pacific time is ahead of UTC at an instant: -480 in winter (PST), -420 in summer (PDT). */
function pacificOffsetMinutes(instant: number): number {
  return Math.round((partsOf(instant).asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

/** The UTC instant of a Pacific wall-clock date and time (meeting hours never fall in a DST gap). */
export function pacificToUtc(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - pacificOffsetMinutes(wall) * 60000;
  return wall - pacificOffsetMinutes(first) * 60000;
}

/** 'PST' or 'PDT', whichever is in force on that date. */
export function pacificZoneName(date: string, time = FIRST_SLOT): 'PST' | 'PDT' {
  return pacificOffsetMinutes(pacificToUtc(date, time)) === -420 ? 'PDT' : 'PST';
}

/** '2:30 PM' from '14:30'. */
export function formatSlotTime(time: string): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const suffix = hh >= 12 ? 'PM' : 'AM';
  return `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${suffix}`;
}

/** Why a date cannot have meetings, or null when it can (spec part 1 §8 messages). */
export function dateProblem(date: string, now = Date.now()): keyof typeof SCHEDULE_MESSAGES | null {
  const today = pacificToday(now);
  if (date < today) return 'past';
  if (!isMeetingWeekday(date)) return 'weekday';
  if (date === today) return 'sameDay';
  return null;
}

export const isSlotTime = (time: string) => SLOT_TIMES.includes(time);
