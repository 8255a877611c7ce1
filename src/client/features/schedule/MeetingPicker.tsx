import { useQuery } from '@tanstack/react-query';
import { formatSlotTime, pacificToUtc, pacificZoneName, SLOT_TIMES } from '../../../shared/schedule';
import { httpStatusOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { describeDate } from './calendar';
import { MonthCalendar } from './MonthCalendar';
import './schedule.css';

const FALLBACK_SLOTS = SLOT_TIMES.filter((time) => time.endsWith(':00')).map((time) => ({ time, taken: false }));
const localTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
// The viewer's own calendar day of an instant: 'YYYY-MM-DD' to compare, and words to show.
const localIsoDate = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const localDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** Spec part 2 §2: the /book-zoom page offers the hours, 12:00 to 21:00 (the modals every half hour). */
export const onTheHour = (time: string) => time.endsWith(':00');

/**
 * '2:30 PM PST', plus the viewer's own time when they are not on Pacific time, with their own
 * date too when it is another day there: '8:00 PM PST (Tuesday, December 8, 1:00 PM GMT+9 your time)'.
 */
export function pacificLabel(date: string, time: string): string {
  const label = `${formatSlotTime(time)} ${pacificZoneName(date, time)}`;
  const instant = new Date(pacificToUtc(date, time));
  const local = localTime.format(instant);
  if (local.replace(/\s/g, ' ') === label) return label;
  const otherDay = localIsoDate.format(instant) !== date;
  return `${label} (${otherDay ? `${localDay.format(instant)}, ` : ''}${local} your time)`;
}

// Spec part 1 §8: how the calendar words the server's answers.
function slotError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (httpStatusOf(error) === 400 && message.includes('past'))
    return 'Cannot book meetings in the past. Please select a future date.';
  if (httpStatusOf(error) === 400 && message.includes('Monday-Thursday'))
    return 'Meetings are only available Monday through Thursday.';
  return 'Error loading available time slots. Please try again.';
}

function slotMessage(message: string): string {
  if (message.includes('Same-day'))
    return 'Same-day bookings are not available. Please select tomorrow or a future date.';
  if (message.includes('Monday-Thursday'))
    return 'Meetings are only available Monday through Thursday. Please select a weekday.';
  if (message.includes('No time slots available'))
    return 'No time slots available for this date. Please select a different date.';
  return message;
}

export interface MeetingPickerProps {
  date: string | null;
  time: string | null;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  /** The last bookable date (the modals allow 30 days); null for any future month. */
  lastDate?: string | null;
  /** Which slot times to offer: the /book-zoom page offers the hours only. */
  slotFilter?: (time: string) => boolean;
  /** Slots this visitor reserved: shown as '(Reserved)' and disabled. */
  reservedTimes?: readonly string[];
}

/** The one calendar and time picker of the site (booking wizard, /book-zoom, the Zoom modals). */
export function MeetingPicker({
  date,
  time,
  onDateChange,
  onTimeChange,
  lastDate = null,
  slotFilter,
  reservedTimes = [],
}: MeetingPickerProps) {
  const slots = useQuery({
    ...trpc.schedule.available.queryOptions({ date: date ?? '' }),
    enabled: date !== null,
    staleTime: 10_000,
  });
  // Spec part 2 §4: when the list cannot be fetched at all, the usual hours are offered with a
  // warning; the server still refuses a taken slot when the booking is sent.
  const unreachable = slots.isError && httpStatusOf(slots.error) !== 400;
  const fetched = unreachable ? FALLBACK_SLOTS : (slots.data?.slots ?? []);
  const shownSlots = fetched.filter((slot) => !slotFilter || slotFilter(slot.time));

  return (
    <div className="meeting-picker">
      <div className="calendar" role="group" aria-label="Choose a date">
        <MonthCalendar date={date} onDateChange={onDateChange} lastDate={lastDate} />
        <p className="calendar-note">Meetings Monday to Thursday, 12 PM to 9 PM Pacific time.</p>
      </div>

      <div className="slot-panel" aria-live="polite">
        {date === null ? (
          <p className="muted">Pick a day to see the available times.</p>
        ) : slots.isPending ? (
          <p className="muted">
            <Spinner size="small" /> Loading times for {describeDate(date)}...
          </p>
        ) : slots.isError && !unreachable ? (
          <Alert tone="error">{slotError(slots.error)}</Alert>
        ) : (
          <>
            <p className="slot-heading">{describeDate(date)}</p>
            {unreachable ? (
              <Alert tone="warning">
                {slotError(slots.error)} These are our usual hours; please check with an admin that your time is free.
              </Alert>
            ) : null}
            {slots.data?.message ? <Alert tone="warning">✖ {slotMessage(slots.data.message)}</Alert> : null}
            {slots.data?.adminOverride ? (
              <Alert tone="info">Admin Override Active: you can book any slot, including taken ones.</Alert>
            ) : null}
            {shownSlots.length === 0 && !slots.data?.message ? (
              <p className="muted">No time slots available for this date</p>
            ) : null}
            <div className="slot-grid" role="group" aria-label="Available times">
              {shownSlots.map((slot) => {
                const reserved = reservedTimes.includes(slot.time);
                return (
                  <button
                    key={slot.time}
                    type="button"
                    className={`slot${slot.time === time ? ' selected' : ''}${slot.taken ? ' taken' : ''}`}
                    aria-pressed={slot.time === time}
                    disabled={reserved}
                    onClick={() => onTimeChange(slot.time)}
                  >
                    {formatSlotTime(slot.time)}
                    {reserved ? ' (Reserved)' : slot.taken ? ' (Taken)' : ''}
                  </button>
                );
              })}
            </div>
            {time ? <p className="slot-choice">Selected: {pacificLabel(date, time)}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
