import { useState, type ReactNode } from 'react';
import type { BookingView } from '../../lib/api-types';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { describeDate } from './calendar';
import { pacificLabel } from './MeetingPicker';
import './schedule.css';

export interface BookingDetailsProps {
  booking: BookingView;
  /** Cancels the booking once confirmed, with the reason given if any; errors are shown by the caller. */
  onCancel: (reason: string | undefined) => Promise<unknown>;
  /** More actions beside Cancel and Join (changing the time). */
  children?: ReactNode;
}

/** When a booked consultation is: its day, and its time in Pacific time and the viewer's own. */
export function BookingWhen({ booking }: { booking: Pick<BookingView, 'date' | 'time'> }) {
  return (
    <p className="booking-when">
      {describeDate(booking.date)}, {pacificLabel(booking.date, booking.time)}
    </p>
  );
}

/** A booked consultation: when, the Zoom credentials, and the way to join or cancel it. */
export function BookingDetails({ booking, onCancel, children }: BookingDetailsProps) {
  const [reason, setReason] = useState('');
  return (
    <div className="booking-details">
      <BookingWhen booking={booking} />
      <dl className="booking-facts">
        <div>
          <dt>Meeting ID</dt>
          <dd>{booking.zoom.meetingId}</dd>
        </div>
        <div>
          <dt>Passcode</dt>
          <dd>{booking.zoom.passcode}</dd>
        </div>
      </dl>
      <div className="dialog-actions">
        <ConfirmDialog
          trigger={<Button variant="secondary">Cancel Meeting</Button>}
          title="Cancel this meeting?"
          description="Your Zoom consultation will be cancelled and the time offered to others. You can book a new time afterwards."
          confirmLabel="Cancel Meeting"
          onConfirm={() => onCancel(reason.trim() || undefined).catch(() => undefined)}
        >
          <TextAreaField
            label="Reason"
            hint="It helps us; the team reads it."
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
        {children}
        <a className="btn btn-primary" href={booking.zoom.meetingUrl} target="_blank" rel="noopener noreferrer">
          Join Meeting
        </a>
      </div>
    </div>
  );
}
