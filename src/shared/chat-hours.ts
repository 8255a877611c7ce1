import { pacificClock, pacificToUtc, weekdayOf } from './schedule';

// Issue 35 §10: outside the team's hours the chat window says when they are back and takes a
// message for the inbox instead of ringing nobody.

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** When the team answers chats, Pacific time: weekdays (0 Sunday to 6 Saturday) and a span of the day. */
export interface ChatHours {
  days: readonly number[];
  /** 'HH:MM', the first minute open. */
  opens: string;
  /** 'HH:MM', the first minute closed. */
  closes: string;
}

/** The consultation hours: Monday to Thursday, 12:00 to 21:00 Pacific. */
export const DEFAULT_CHAT_HOURS = 'Mon-Thu 12:00-21:00';

/** Reads CHAT_HOURS ("Mon-Thu 12:00-21:00"); null for "always"; throws on anything else. */
export function parseChatHours(text: string): ChatHours | null {
  if (text.trim() === 'always') return null;
  const match = /^(\w{3})-(\w{3}) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(text.trim());
  const first = DAYS.indexOf(match?.[1] as (typeof DAYS)[number]);
  const last = DAYS.indexOf(match?.[2] as (typeof DAYS)[number]);
  if (!match || first < 0 || last < 0) throw new Error(`CHAT_HOURS must read like "${DEFAULT_CHAT_HOURS}" or "always"`);
  const days = Array.from({ length: ((last - first + 7) % 7) + 1 }, (_, index) => (first + index) % 7);
  const [opens, closes] = [`${match[3]}:${match[4]}`, `${match[5]}:${match[6]}`];
  if (opens >= closes) throw new Error('CHAT_HOURS must open before it closes');
  return { days, opens, closes };
}

export interface ChatHoursState {
  open: boolean;
  /** When the team is next in, when closed now (ISO). */
  reopensAt: string | null;
}

const DAY_MS = 24 * 3_600_000;

/** Whether the team is in at `now`, and if not, when it is next. Always open without hours. */
export function chatHoursState(hours: ChatHours | null, now = Date.now()): ChatHoursState {
  if (!hours) return { open: true, reopensAt: null };
  const { date, time } = pacificClock(now);
  if (hours.days.includes(weekdayOf(date)) && time >= hours.opens && time < hours.closes)
    return { open: true, reopensAt: null };
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = pacificClock(now + ahead * DAY_MS).date;
    const opening = pacificToUtc(day, hours.opens);
    if (hours.days.includes(weekdayOf(day)) && opening > now)
      return { open: false, reopensAt: new Date(opening).toISOString() };
  }
  return { open: false, reopensAt: null };
}

/**
 * "today at 12:00 PM PT", "tomorrow at ..." or "Monday at ...": when the team is back, as the chat
 * window and its notice say it. A weekday alone would read as next week on that very morning.
 */
export function describeReopening(reopensAt: string, now = Date.now()): string {
  const at = new Date(reopensAt);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', ...options }).format(at);
  const day = pacificClock(at.getTime()).date;
  const when =
    day === pacificClock(now).date
      ? 'today'
      : day === pacificClock(now + DAY_MS).date
        ? 'tomorrow'
        : format({ weekday: 'long' });
  return `${when} at ${format({ hour: 'numeric', minute: '2-digit' })} PT`;
}
