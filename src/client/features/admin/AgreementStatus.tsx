import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgreementState } from '../../lib/api-types';
import { voidAgreementInput } from '../../../shared/schemas/booking';
import { formatDateTime } from '../../lib/format';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
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

/** What the admin types; the signature voided is the order's. */
const voidForm = voidAgreementInput.pick({ reason: true });

/**
 * Voiding asks for the reason the customer is told, and says what happens next before it is done.
 * The reason outlives a closed dialog; its check does not.
 */
function VoidSignature({ orderId, signature, email }: { orderId: string; signature: string; email: string }) {
  const [open, setOpen] = useState(false);
  const { onSubmit, field, reset, showServerErrors } = useSchemaForm(voidForm, { reason: '' });
  const run = useAdminAction();
  const refresh = useRefreshAdmin();
  const voiding = useMutation(
    trpc.admin.voidAgreement.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  function show(next: boolean) {
    setOpen(next);
    if (!next) reset(undefined, { keepValues: true });
  }

  const submit = onSubmit(async ({ reason }) => {
    const result = await run(() => voiding.mutateAsync({ orderId, reason }), {
      failure: 'The signature could not be voided',
      detail: 'replace',
    });
    if (!result) return;
    await refresh('customers', 'projects', 'orders');
    setOpen(false);
  });

  return (
    <>
      <Button variant="danger" className="btn-small" onClick={() => show(true)}>
        Void signature…
      </Button>
      <Dialog open={open} onOpenChange={show} title="Void this signature?">
        <form className="form-stack" onSubmit={submit} noValidate>
          <p>
            The agreement signed as <strong>“{signature}”</strong> stays on record, marked void. We email{' '}
            <strong>{email}</strong> to sign again, with your reason; until they do, uploads and requests wait.
          </p>
          <TextAreaField
            label="Reason (the customer reads it)"
            rows={3}
            required
            maxLength={500}
            {...field('reason')}
          />
          <DialogActions
            onCancel={() => show(false)}
            cancelLabel="Keep the signature"
            submitLabel="Void signature"
            destructive
            busy={voiding.isPending}
            busyLabel="Voiding…"
          />
        </form>
      </Dialog>
    </>
  );
}
