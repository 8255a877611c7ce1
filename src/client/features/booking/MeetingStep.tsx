import type { Ref } from 'react';
import { Button } from '../../ui/Button';
import { describeDate } from '../schedule/calendar';
import { MeetingPicker, pacificLabel } from '../schedule/MeetingPicker';
import { BookingPanel } from './BookingPanel';
import { StepHeading } from './StepHeading';
import type { BookingDraft } from './wizard-rules';

export interface MeetingStepProps {
  draft: BookingDraft;
  headingRef: Ref<HTMLHeadingElement>;
  /** An admin of bookings may book over a taken slot (spec part 1 §4). */
  mayOverride: boolean;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  reserving: boolean;
  saving: boolean;
  onSave: () => void;
}

/** admin_special step 3 Schedule Zoom Meeting: calendar, meeting details and Book This Meeting. */
export function MeetingStep({
  draft,
  headingRef,
  mayOverride,
  onDateChange,
  onTimeChange,
  reserving,
  saving,
  onSave,
}: MeetingStepProps) {
  const { meetingDate, meetingTime, slot, zoomBookingSaved } = draft;
  const reservedTimes = slot && slot.date === meetingDate ? [slot.time] : [];
  return (
    <>
      <StepHeading
        ref={headingRef}
        intro="Pick a Monday to Thursday and a half-hour slot. The slot you pick is held for 15 minutes while you save it."
      >
        Schedule Zoom Meeting
      </StepHeading>
      {mayOverride ? (
        <p className="override-badge" role="note">
          Admin Override Active <span>taken slots can be booked; their booking is then cancelled when you save</span>
        </p>
      ) : null}
      <div className="meeting-step">
        <MeetingPicker
          date={meetingDate}
          time={meetingTime}
          onDateChange={onDateChange}
          onTimeChange={onTimeChange}
          reservedTimes={reservedTimes}
        />
        <BookingPanel titleId="meeting-details-title" title="Meeting details" className="meeting-details">
          <dl className="detail-list">
            <div>
              <dt>Customer</dt>
              <dd>{draft.fullName || '—'}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{draft.email || '—'}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{meetingDate ? describeDate(meetingDate) : 'Not chosen yet'}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{meetingDate && meetingTime ? pacificLabel(meetingDate, meetingTime) : 'Not chosen yet'}</dd>
            </div>
            <div>
              <dt>Length</dt>
              <dd>30-45 minutes on Zoom</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd aria-live="polite">
                {reserving
                  ? 'Reserving...'
                  : zoomBookingSaved
                    ? 'Saved'
                    : slot
                      ? 'Reserved for 15 minutes, not saved yet'
                      : 'Not reserved'}
              </dd>
            </div>
          </dl>
          <Button block onClick={onSave} busy={saving} busyLabel="Saving..." disabled={zoomBookingSaved || reserving}>
            {zoomBookingSaved ? 'Saved' : 'Book This Meeting'}
          </Button>
        </BookingPanel>
      </div>
    </>
  );
}
