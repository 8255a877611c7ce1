import type { Ref } from 'react';
import type { Plan } from '../../../shared/plans';
import { agreementSections } from '../../../shared/content/agreement';
import { Field } from '../../ui/Field';
import { describeDate } from '../schedule/calendar';
import { pacificLabel } from '../schedule/MeetingPicker';
import { StepHeading } from './StepHeading';
import { textBinding } from './text-binding';
import type { BookingDraft } from './wizard-rules';

/** Step 5 Service Agreement: the 8-section contract, a typed signature and the agree box. */
export function ContractStep({
  plan,
  draft,
  update,
  headingRef,
}: {
  plan: Plan;
  draft: BookingDraft;
  update: (changes: Partial<BookingDraft>) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  if (plan.slug === 'admin_special') return <AdminSpecialSummary draft={draft} headingRef={headingRef} />;
  return (
    <>
      <StepHeading ref={headingRef} intro="Please read the agreement, sign with your full name and tick the box.">
        Service Agreement
      </StepHeading>
      {/* Focusable so keyboard users can scroll it. */}
      <div className="contract-box" tabIndex={0} role="region" aria-label="Service agreement text">
        {agreementSections(plan.slug).map((section) => (
          <section key={section.title}>
            <h3>{section.title}</h3>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
      <div className="form-stack booking-form contract-sign">
        <Field
          label="Signature"
          autoComplete="name"
          required
          hint="Type your full name; it counts as your signature."
          {...textBinding(draft, update, 'signature')}
          className="field-input signature-input"
        />
        <label className="agree-check">
          <input type="checkbox" checked={draft.agreed} onChange={(e) => update({ agreed: e.target.checked })} />
          <span>I have read and agree to the service agreement.</span>
        </label>
      </div>
    </>
  );
}

function AdminSpecialSummary({ draft, headingRef }: { draft: BookingDraft; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <StepHeading
        ref={headingRef}
        intro="For the Admin Special plan this last step books the Zoom meeting for the customer."
      >
        Service Agreement
      </StepHeading>
      <dl className="detail-list booking-panel">
        <div>
          <dt>Customer</dt>
          <dd>{draft.fullName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{draft.email}</dd>
        </div>
        <div>
          <dt>Zoom meeting</dt>
          <dd>
            {draft.meetingDate && draft.meetingTime
              ? `${describeDate(draft.meetingDate)}, ${pacificLabel(draft.meetingDate, draft.meetingTime)}`
              : 'Not chosen'}
          </dd>
        </div>
      </dl>
    </>
  );
}
