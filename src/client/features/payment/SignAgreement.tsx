import { useId, type ReactNode } from 'react';
import type { AgreementSection } from '../../../shared/content/agreement';
import { signAgreementInput } from '../../../shared/schemas/customer';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payment';
import { formatDateTime } from '../../lib/format';
import { httpStatusOf } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import './agreement.css';

/** The agreement's sections in a box that keyboard users can focus and scroll. */
export function AgreementText({ title, sections }: { title: string; sections: AgreementSection[] }) {
  return (
    <div className="agreement-box" tabIndex={0} role="region" aria-label="Service agreement text">
      <h3>{title}</h3>
      {sections.map((section) => (
        <section key={section.title}>
          <h4>{section.title}</h4>
          <p>{section.body}</p>
        </section>
      ))}
    </div>
  );
}

/** An addendum as it is signed: its heading line, then its paragraphs as written. */
export function AddendumText({ number, text }: { number: number; text: string }) {
  const [heading, ...paragraphs] = text.split('\n\n');
  return (
    <div className="agreement-box addendum-text" tabIndex={0} role="region" aria-label={`Text of addendum ${number}`}>
      <h3>{heading}</h3>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

const agreementFields = signAgreementInput.pick({ signature: true, agreed: true });

/**
 * The typed-name signature and the agree box of the wizard's step 5 (spec part 1 §2). Its uses
 * check it with the dashboard's sign schema: signContract takes the same signature but not the box.
 * An addendum is signed with the same form, named for what it signs.
 */
export function SignatureForm({
  onSign,
  pending,
  failure,
  onDismissFailure,
  disabled = false,
  schema = agreementFields,
  document = 'the service agreement',
  submitLabel = 'Sign Agreement',
}: {
  onSign: (signature: string) => void;
  pending: boolean;
  failure: unknown;
  onDismissFailure: () => void;
  disabled?: boolean;
  /** The procedure's own fields, for its messages: the agreement's, or an addendum's. */
  schema?: typeof agreementFields;
  /** What the box agrees to: "{document} above". */
  document?: string;
  submitLabel?: string;
}) {
  const { onSubmit, field, register, formState } = useSchemaForm(schema, { signature: '' });
  const agreeError = formState.errors.agreed?.message;
  // Several forms may share a page (two addenda waiting): each box needs its own id.
  const agreeId = useId();

  return (
    <form className="form-stack sign-form" onSubmit={onSubmit(({ signature }) => onSign(signature))} noValidate>
      <Field
        label="Type your full name to sign"
        autoComplete="name"
        required
        placeholder="Your full name"
        {...field('signature')}
      />
      <div className={`check-field${agreeError ? ' field-invalid' : ''}`}>
        <input
          id={agreeId}
          type="checkbox"
          aria-invalid={agreeError ? true : undefined}
          aria-describedby={agreeError ? `${agreeId}-error` : undefined}
          {...register('agreed')}
        />
        <label htmlFor={agreeId}>I have read and agree to {document} above, and my typed name is my signature.</label>
      </div>
      {agreeError ? (
        <p id={`${agreeId}-error`} className="field-error" role="alert">
          {agreeError}
        </p>
      ) : null}
      {failure ? (
        <Alert tone="error" onDismiss={onDismissFailure}>
          {signFailure(failure)}
        </Alert>
      ) : null}
      <Button type="submit" busy={pending} busyLabel="Signing…" disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The confirmation that replaces the form once signed. */
/** `children`: what follows the confirmation (the PDF download, a note). */
export function SignedConfirmation({
  signature,
  signedAt,
  children,
}: {
  signature: string;
  signedAt: string;
  children?: ReactNode;
}) {
  return (
    <div className="signed-confirmation" role="status">
      <p className="signed-title">
        <span aria-hidden>✓</span> Agreement signed
      </p>
      <p>
        Signed by <strong>{signature}</strong> on {formatDateTime(signedAt)}.
      </p>
      {children}
    </div>
  );
}

/** A rule the server names (order not paid, wrong email) is worth showing; anything else is the spec's message. */
function signFailure(error: unknown): string {
  const status = httpStatusOf(error);
  return status !== null && status < 500 && error instanceof Error && error.message
    ? error.message
    : PAYMENT_MESSAGES.signFailed;
}
