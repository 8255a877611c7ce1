// Meeting rules shared by the calendar and the server. Spec part 1 §9 and part 2 §9:
// Monday to Thursday, 12:00 to 21:00 America/Los_Angeles, 30-minute slots (19 a day),
// never in the past and never the same day; a chosen slot is held for 15 minutes.

const MEETING_TIME_ZONE = 'America/Los_Angeles';
export const HOLD_MINUTES = 15;

/** The zone of the browser booking a meeting, sent with it so that its emails give the time there too. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
const SLOT_MINUTES = 30;
const FIRST_SLOT = '12:00';
const LAST_SLOT = '21:00';
/** Monday = 1 ... Thursday = 4 (Date#getUTCDay numbering). */
const MEETING_WEEKDAYS = [1, 2, 3, 4] as const;

/** Issue 35 §4: how often a person may move one booking themselves. */
export const MAX_MEETING_MOVES = 3;

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
  notYourHold: 'This reservation was made for someone else. Please choose a time again.',
  confirmNeedsPlan:
    'A held time is confirmed as part of a paid plan. For a free consultation, use Book a Zoom Call instead.',
  noShowTooEarly: 'A meeting can be marked as missed only once it has started',
  confirmedAttendance: 'Thank you for confirming. See you then!',
  tooManyMoves: `This booking has been moved ${MAX_MEETING_MOVES} times, the most we can do online. Please reply to your confirmation email to find a time with us.`,
  manageLinkInvalid:
    'This link no longer works: the meeting was changed, cancelled or has already taken place. You can book a new time below.',
} as const;

/** Issue 35 §4: the refusal of a self-service change within MEETING_CHANGE_CUTOFF_MINUTES of the start. */
export function tooLateToChange(minutes: number): string {
  const span = minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
  return `A booking can no longer be moved or cancelled online within ${span} of its start. Please reply to your confirmation email and we will sort it out.`;
}

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

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

// These two run on every slot listing, the site's busiest call: integer arithmetic instead of a
// Date object each, which cost about a tenth of the request.

/** A real calendar date written YYYY-MM-DD (no 2026-02-30), year 1 onwards. */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

// Sakamoto's method: the weekday of the Gregorian date, counting January and February with the year before.
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/** Day of week of a calendar date (0 Sunday ... 6 Saturday), independent of any time zone. */
export function weekdayOf(date: string): number {
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month < 3 ? 1 : 0);
  const day = Number(date.slice(8, 10));
  const leapDays = Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400);
  return (year + leapDays + MONTH_OFFSETS[month - 1]! + day) % 7;
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

/** The Pacific wall clock at an instant: its date, 'YYYY-MM-DD', and time, 'HH:MM'. */
export const pacificClock = (instant: number) => {
  const { date, time } = partsOf(instant);
  return { date, time };
};

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
