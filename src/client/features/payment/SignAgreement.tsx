import type { ReactNode } from 'react';
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

/**
 * The typed-name signature and the agree box of the wizard's step 5 (spec part 1 §2). Both its uses
 * check it with the dashboard's sign schema: signContract takes the same signature but not the box.
 */
export function SignatureForm({
  onSign,
  pending,
  failure,
  onDismissFailure,
  disabled = false,
}: {
  onSign: (signature: string) => void;
  pending: boolean;
  failure: unknown;
  onDismissFailure: () => void;
  disabled?: boolean;
}) {
  const { onSubmit, field, register, formState } = useSchemaForm(signAgreementInput, { signature: '' });
  const agreeError = formState.errors.agreed?.message;

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
          id="agreement-agree"
          type="checkbox"
          aria-invalid={agreeError ? true : undefined}
          aria-describedby={agreeError ? 'agreement-agree-error' : undefined}
          {...register('agreed')}
        />
        <label htmlFor="agreement-agree">
          I have read and agree to the service agreement above, and my typed name is my signature.
        </label>
      </div>
      {agreeError ? (
        <p id="agreement-agree-error" className="field-error" role="alert">
          {agreeError}
        </p>
      ) : null}
      {failure ? (
        <Alert tone="error" onDismiss={onDismissFailure}>
          {signFailure(failure)}
        </Alert>
      ) : null}
      <Button type="submit" busy={pending} busyLabel="Signing…" disabled={disabled}>
        Sign Agreement
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
