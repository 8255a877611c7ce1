import { pacificZoneName } from '../../../shared/schedule';
import { bookingWireSchema } from '../../../shared/schemas/rest/schedule';
import type { Config } from '../../config';
import { toWire } from '../../http/wire';
import type { Meeting } from '../../db/schema';

/** The same booking for the React app (tRPC), camelCase. */
export function bookingView(meeting: Meeting, zoom: Config['zoom'], now = Date.now()) {
  return {
    id: meeting.id,
    slotId: meeting.slotId,
    date: meeting.date,
    time: meeting.time,
    timezone: pacificZoneName(meeting.date, meeting.time),
    startsAt: meeting.startsAt.toISOString(),
    email: meeting.email,
    name: meeting.name,
    plan: meeting.plan,
    zoom,
    isUpcoming: meeting.startsAt.getTime() > now,
    createdAt: meeting.createdAt.toISOString(),
    status: meeting.status,
    /** Moves the person made, and their reason for the last move or the cancellation. */
    moveCount: meeting.moveCount,
    changeReason: meeting.changeReason,
    /** Why it was cancelled, as its person was told. */
    cancelReason: meeting.status === 'cancelled' ? meeting.cancelReason : null,
    confirmedAt: meeting.confirmedAt?.toISOString() ?? null,
    noShowAt: meeting.noShowAt?.toISOString() ?? null,
  };
}
export type BookingView = ReturnType<typeof bookingView>;

/** A booking in the spec's snake_case shape (part 2 §3 Zoom booking), with both naming variants. */
export function bookingWire(meeting: Meeting, zoom: Config['zoom'], now = Date.now()) {
  return wireOfView(bookingView(meeting, zoom, now));
}

/** The snake_case shape of a booking the app has already turned into its view. */
export function wireOfView(view: BookingView) {
  const { zoom } = view;
  return toWire(bookingWireSchema, view, {
    meeting_date: view.date,
    meeting_time: view.time,
    booking_date: view.date,
    booking_time: view.time,
    user_email: view.email,
    user_name: view.name,
    customer_email: view.email,
    customer_name: view.name,
    zoom_meeting_id: zoom.meetingId,
    zoom_passcode: zoom.passcode,
    meeting_password: zoom.passcode,
    zoom_meeting_url: zoom.meetingUrl,
    zoom_link: zoom.meetingUrl,
  });
}
