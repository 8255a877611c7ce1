import type { Ref } from 'react';
import { Field, TextAreaField } from '../../ui/Field';
import { describeDate } from '../schedule/calendar';
import { pacificLabel } from '../schedule/MeetingPicker';
import { StepHeading } from './StepHeading';
import { textBinding } from './text-binding';
import type { BookingDraft } from './wizard-rules';

/** Step 3 Business Information (regular plans): name, optional description, preferred start date. */
export function BusinessStep({
  draft,
  update,
  headingRef,
  minStart,
}: {
  draft: BookingDraft;
  update: (changes: Partial<BookingDraft>) => void;
  headingRef: Ref<HTMLHeadingElement>;
  minStart: string;
}) {
  const text = (key: 'businessName' | 'businessDescription' | 'startDate') => textBinding(draft, update, key);
  return (
    <>
      <StepHeading ref={headingRef} intro="Tell us who the website is for and when you would like us to start.">
        Business Information
      </StepHeading>
      <div className="form-stack booking-form">
        <Field label="Business name" autoComplete="organization" required {...text('businessName')} />
        <TextAreaField
          label="Business description"
          hint="What you do, who your customers are, and what the website should achieve."
          {...text('businessDescription')}
        />
        <Field
          label="Preferred start date"
          type="date"
          required
          min={minStart}
          hint="At least 30 days from today; standard delivery is 4 weeks from the start date."
          {...text('startDate')}
        />
        {draft.zoomBookingSaved && draft.meetingDate && draft.meetingTime ? (
          <p className="booking-note">
            Your Zoom consultation: {describeDate(draft.meetingDate)},{' '}
            {pacificLabel(draft.meetingDate, draft.meetingTime)}. You can change it from your dashboard.
          </p>
        ) : null}
      </div>
    </>
  );
}
