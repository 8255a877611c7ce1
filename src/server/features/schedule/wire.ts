import { pacificZoneName } from '../../../shared/schedule';
import type { Config } from '../../config';
import type { Meeting } from '../../db/schema';

/** A booking in the spec's snake_case shape (part 2 §3 Zoom booking), with both naming variants. */
export function bookingWire(meeting: Meeting, zoom: Config['zoom'], now = Date.now()) {
  return {
    id: meeting.id,
    slot_id: meeting.slotId,
    meeting_date: meeting.date,
    meeting_time: meeting.time,
    booking_date: meeting.date,
    booking_time: meeting.time,
    timezone: pacificZoneName(meeting.date, meeting.time),
    starts_at: meeting.startsAt.toISOString(),
    user_email: meeting.email,
    user_name: meeting.name,
    customer_email: meeting.email,
    customer_name: meeting.name,
    plan: meeting.plan,
    zoom_meeting_id: zoom.meetingId,
    zoom_passcode: zoom.passcode,
    meeting_password: zoom.passcode,
    zoom_meeting_url: zoom.meetingUrl,
    zoom_link: zoom.meetingUrl,
    is_upcoming: meeting.startsAt.getTime() > now,
    created_at: meeting.createdAt.toISOString(),
  };
}

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
  };
}
export type BookingView = ReturnType<typeof bookingView>;
