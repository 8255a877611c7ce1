import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OrderView } from '../../../server/features/payment/service';
import { contractPdfPath } from '../../../shared/content/agreement';
import { WIZARD_MESSAGES } from '../../../shared/schemas/booking';
import { PAYMENT_MESSAGES, signContractInput } from '../../../shared/schemas/payment';
import { formatDateTime } from '../../lib/format';
import { httpStatusOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';

/** Spec part 2 §2: read the agreement, sign with a typed name; a confirmation then replaces the button. */
export function AgreementSection({ order }: { order: OrderView }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const contract = useQuery(trpc.booking.contract.queryOptions({ orderId: order.orderId }));
  const sign = useMutation(
    trpc.booking.signContract.mutationOptions({
      onSuccess: async (result) => {
        toast('success', result.message);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.booking.contract.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.payment.status.queryKey() }),
        ]);
      },
    }),
  );
  const [signature, setSignature] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ signature?: string; agreed?: string }>({});
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, focus goes to the first field that needs attention.
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  // Signed here, in the booking wizard or on an earlier visit: all three count.
  const signed = sign.data ?? contract.data?.signed ?? order.contract;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signContractInput.shape.signature.safeParse(signature);
    const next = { signature: parsed.success ? undefined : parsed.error.issues[0]?.message, agreed: agreed ? undefined : WIZARD_MESSAGES.agreeRequired };
    setErrors(next);
    if (next.signature || next.agreed) return setAttempts((count) => count + 1);
    sign.mutate({ orderId: order.orderId, customerEmail: order.customerEmail, signature: signature.trim() });
  }

  return (
    <section className="pay-card" aria-labelledby="agreement-title">
      <h2 id="agreement-title" className="pay-card-title">
        2. Sign the service agreement
      </h2>
      {contract.isPending ? (
        <p className="muted inline-loading">
          <Spinner size="small" /> Loading the agreement…
        </p>
      ) : contract.isError ? (
        <Alert tone="error">Failed to load the service agreement. Please refresh the page or contact support.</Alert>
      ) : (
        <div className="agreement-box" tabIndex={0} role="region" aria-label="Service agreement text">
          <h3>{order.planName} plan service agreement</h3>
          {contract.data.sections.map((section) => (
            <section key={section.title}>
              <h4>{section.title}</h4>
              <p>{section.body}</p>
            </section>
          ))}
        </div>
      )}

      {signed ? (
        <div className="signed-confirmation" role="status">
          <p className="signed-title">
            <span aria-hidden>✓</span> Agreement signed
          </p>
          <p>
            Signed by <strong>{signed.signature}</strong> on {formatDateTime(signed.signedAt)}.
          </p>
          <a className="btn btn-secondary btn-small" href={contractPdfPath(order.orderId)} download>
            Download PDF
          </a>
        </div>
      ) : (
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
            <label htmlFor="agreement-agree">I have read and agree to the service agreement above, and my typed name is my signature.</label>
          </div>
          {errors.agreed ? (
            <p id="agreement-agree-error" className="field-error" role="alert">
              {errors.agreed}
            </p>
          ) : null}
          {sign.isError ? (
            <Alert tone="error" onDismiss={() => sign.reset()}>
              {signFailure(sign.error)}
            </Alert>
          ) : null}
          <Button type="submit" busy={sign.isPending} busyLabel="Signing…" disabled={!contract.isSuccess}>
            Sign Agreement
          </Button>
        </form>
      )}
    </section>
  );
}

/** A rule the server names (order not paid, wrong email) is worth showing; anything else is the spec's message. */
function signFailure(error: unknown): string {
  const status = httpStatusOf(error);
  return status !== null && status < 500 && error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.signFailed;
}
