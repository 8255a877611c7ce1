import type { ZoomDetails } from './templates/meetings';

export interface MeetingInviteInput {
  startsAt: Date;
  zoom: ZoomDetails;
}

const MEETING_MINUTES = 45;

/**
 * An iCalendar invite (RFC 5545) for the consultation, in UTC so every calendar places it right.
 * The slot's id is the UID, so a cancellation replaces the invite it cancels. The `ics` package
 * escapes the text and folds long lines; it is loaded on first use, like the templates.
 */
export async function meetingInvite(
  input: MeetingInviteInput,
  uid: string,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    productId: '-//Goldline Studio//Consultations//EN',
    method,
    uid,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.startsAt.getTime() + MEETING_MINUTES * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: 'Website consultation with Goldline Studio',
    description: `Join on Zoom: ${input.zoom.meetingUrl}\nMeeting ID: ${input.zoom.meetingId}\nPasscode: ${input.zoom.passcode}`,
    location: input.zoom.meetingUrl,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar invite could not be made');
  return value;
}
