import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AgreementSection } from '../../../shared/content/agreement';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking';
import { PAYMENT_MESSAGES, signContractInput } from '../../../shared/schemas/payment';
import { formatDateTime } from '../../lib/format';
import { httpStatusOf } from '../../lib/trpc';
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
 * The typed-name signature and the agree box of the wizard's step 5 (spec part 1 §2), checked
 * with the same rules and messages before anything is sent.
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
  const [signature, setSignature] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ signature?: string; agreed?: string }>({});
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, focus goes to the first field that needs attention.
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signContractInput.shape.signature.safeParse(signature);
    const next = {
      signature: parsed.success ? undefined : parsed.error.issues[0]?.message,
      agreed: agreed ? undefined : WIZARD_MESSAGES.agreeRequired,
    };
    setErrors(next);
    if (next.signature || next.agreed) return setAttempts((count) => count + 1);
    onSign(signature.trim());
  }

  return (
    <form ref={form} className="form-stack sign-form" onSubmit={submit} noValidate>
      <Field
        label="Type your full name to sign"
        name="signature"
        autoComplete="name"
        required
        placeholder="Your full name"
        value={signature}
        error={errors.signature}
        onChange={(event) => {
          setSignature(event.target.value);
          setErrors((current) => ({ ...current, signature: undefined }));
        }}
      />
      <div className={`check-field${errors.agreed ? ' field-invalid' : ''}`}>
        <input
          id="agreement-agree"
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            setErrors((current) => ({ ...current, agreed: undefined }));
          }}
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? 'agreement-agree-error' : undefined}
        />
        <label htmlFor="agreement-agree">
          I have read and agree to the service agreement above, and my typed name is my signature.
        </label>
      </div>
      {errors.agreed ? (
        <p id="agreement-agree-error" className="field-error" role="alert">
          {errors.agreed}
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
