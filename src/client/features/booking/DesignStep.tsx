import type { Ref } from 'react';
import { StepHeading } from './StepHeading';
import { TextAreaField } from '../../ui/Field';
import { textBinding } from './text-binding';
import type { BookingDraft } from './wizard-rules';

/** Step 4 Website Design Preferences; a pass-through for admin_special (spec part 1 §2). */
export function DesignStep({
  draft,
  update,
  headingRef,
  special,
}: {
  draft: BookingDraft;
  update: (changes: Partial<BookingDraft>) => void;
  headingRef: Ref<HTMLHeadingElement>;
  special: boolean;
}) {
  if (special) {
    return (
      <>
        <StepHeading ref={headingRef}>Website Design Preferences</StepHeading>
        <p className="booking-note">
          Nothing to fill in here for the Admin Special plan: design preferences are agreed in the Zoom meeting.
          Continue to finish the booking.
        </p>
      </>
    );
  }
  const content = draft.websiteContent;
  const contentText = (key: 'services' | 'contact') =>
    textBinding(content, (changes) => update({ websiteContent: { ...content, ...changes } }), key);
  return (
    <>
      <StepHeading
        ref={headingRef}
        intro="Everything here is optional; you can also send it later from your dashboard."
      >
        Website Design Preferences
      </StepHeading>
      <div className="form-stack booking-form">
        <TextAreaField
          label="Design references"
          hint="Websites you like, one per line."
          placeholder={'https://example.com\nhttps://another-example.com'}
          {...textBinding(draft, update, 'designReferences')}
        />
        <TextAreaField label="Services or products to feature" {...contentText('services')} />
        <TextAreaField
          label="Contact information to show"
          hint="Address, phone, email, opening hours: whatever your visitors need."
          {...contentText('contact')}
        />
      </div>
    </>
  );
}
