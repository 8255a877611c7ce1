import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AgreementState } from '../../lib/api-types';
import { AGREEMENT_MESSAGES, voidAgreementInput } from '../../../shared/schemas/booking';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { useAuth } from '../auth/auth-context';
import { AgreementPdfButton } from '../payment/AgreementPdfButton';
import { useAdminAction, useRefreshAdmin } from './use-admin';

/**
 * Whether a customer signed their service agreement, and the evidence: name typed, time, IP, PDF.
 * In the detailed view an admin of payments may void a signature made in someone else's name.
 */
export function AgreementStatus({
  agreement,
  email,
  detailed = false,
}: {
  agreement: AgreementState;
  email: string;
  detailed?: boolean;
}) {
  const { user } = useAuth();
  if (agreement.state === 'not_required') return <span className="muted">Not needed (plan given by the team)</span>;
  if (!agreement.signed || !agreement.orderId) return <span className="badge dash-badge-waiting">Not signed</span>;
  const { signed } = agreement;
  const mayVoid = detailed && (user?.adminPermissions.includes('payments') ?? false);
  return (
    <span className="agreement-status">
      <span className="badge dash-badge-done">Signed</span> {formatDateTime(signed.signedAt)}
      <span className="muted">
        {' '}
        by “{signed.signature}” from {signed.ip}
      </span>
      {detailed ? (
        <span className="agreement-hash">
          SHA-256 <code>{signed.textSha256}</code>
        </span>
      ) : null}{' '}
      <AgreementPdfButton
        orderId={agreement.orderId}
        label="PDF"
        variant="ghost"
        ariaLabel={`Download the signed agreement of ${email} (PDF)`}
      />
      {mayVoid ? <VoidSignature orderId={agreement.orderId} signature={signed.signature} email={email} /> : null}
    </span>
  );
}

/** Voiding asks for the reason the customer is told, and says what happens next before it is done. */
function VoidSignature({ orderId, signature, email }: { orderId: string; signature: string; email: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useAdminAction();
  const refresh = useRefreshAdmin();
  const voiding = useMutation(trpc.admin.voidAgreement.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = voidAgreementInput.shape.reason.safeParse(reason);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? AGREEMENT_MESSAGES.reasonRequired);
    const result = await run(() => voiding.mutateAsync({ orderId, reason: parsed.data }), {
      failure: 'The signature could not be voided',
      detail: 'replace',
    });
    if (!result) return;
    await refresh('customers', 'projects', 'orders');
    setOpen(false);
  }

  return (
    <>
      <Button variant="danger" className="btn-small" onClick={() => setOpen(true)}>
        Void signature…
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setProblem(null);
        }}
        title="Void this signature?"
      >
        <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
          <p>
            The agreement signed as <strong>“{signature}”</strong> stays on record, marked void. We email{' '}
            <strong>{email}</strong> to sign again, with your reason; until they do, uploads and requests wait.
          </p>
          <TextAreaField
            label="Reason (the customer reads it)"
            rows={3}
            required
            maxLength={500}
            value={reason}
            error={problem ?? undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
          <div className="dialog-actions">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Keep the signature
            </Button>
            <Button type="submit" variant="danger" busy={voiding.isPending} busyLabel="Voiding…">
              Void signature
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
