import { BRAND } from '../../../shared/brand';
import type { ZoomDetails } from './templates/meetings';

export interface MeetingInviteInput {
  startsAt: Date;
  zoom: ZoomDetails;
  /** The studio, as the mail is sent from (MAIL_FROM): "Goldline Studio <hello@goldline.studio>". */
  organizer: string;
  /** The person who booked. */
  attendee?: { name: string; email: string };
}

const MEETING_MINUTES = 45;
const TITLE = 'Website consultation with Goldline Studio';
const details = (zoom: ZoomDetails) =>
  `Join on Zoom: ${zoom.meetingUrl}\nMeeting ID: ${zoom.meetingId}\nPasscode: ${zoom.passcode}`;

/** The same event as a Google Calendar link, for those who add events there rather than open an .ics. */
export function googleCalendarLink({ startsAt, zoom }: Pick<MeetingInviteInput, 'startsAt' | 'zoom'>): string {
  const stamp = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: TITLE,
    dates: `${stamp(startsAt.getTime())}/${stamp(startsAt.getTime() + MEETING_MINUTES * 60_000)}`,
    details: details(zoom),
    location: zoom.meetingUrl,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * An iCalendar invite (RFC 5545) for the consultation, in UTC so every calendar places it right.
 * One UID per booking, its SEQUENCE raised by each move and by the cancellation, so a calendar
 * updates or removes the event it already has (RFC 5546), which it finds by ORGANIZER and ATTENDEE
 * as well. The `ics` package escapes the text and folds long lines; it is loaded on first use, like
 * the templates.
 */
export async function meetingInvite(
  input: MeetingInviteInput,
  uid: string,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
  sequence = 0,
): Promise<string> {
  const [{ createEvent }, { default: addressparser }] = await Promise.all([
    import('ics'),
    import('nodemailer/lib/addressparser'),
  ]);
  const [studio] = addressparser(input.organizer, { flatten: true });
  const { error, value } = createEvent({
    productId: '-//Goldline Studio//Consultations//EN',
    method,
    uid,
    sequence,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.startsAt.getTime() + MEETING_MINUTES * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: TITLE,
    description: details(input.zoom),
    location: input.zoom.meetingUrl,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: studio?.name || BRAND.name, email: studio?.address ?? input.organizer },
    // They chose the time themselves, so it is accepted already; no reply is asked for.
    attendees: input.attendee ? [{ ...input.attendee, partstat: 'ACCEPTED', rsvp: false }] : undefined,
  });
  if (error || !value) throw error ?? new Error('the calendar invite could not be made');
  return value;
}
