import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ADDENDUM_MAX_LENGTH, issueAddendumInput } from '../../../shared/schemas/booking';
import type { AgreementState } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { useAuth } from '../auth/auth-context';
import { AddendumText } from '../payment/SignAgreement';
import { useAdminAction, useRefreshAdmin } from './use-admin';

/**
 * Issue 36 §8: the addenda of a signed agreement, each signed or waiting, and for an admin of
 * payments the way to issue one: a change of terms the customer signs in their dashboard.
 */
export function AgreementAddenda({ agreement, email }: { agreement: AgreementState; email: string }) {
  const { user } = useAuth();
  const mayIssue = user?.adminPermissions.includes('payments') ?? false;
  if (!agreement.signed || !agreement.orderId || (agreement.addenda.length === 0 && !mayIssue)) return null;
  return (
    <>
      <h3>Addenda</h3>
      {agreement.addenda.length > 0 ? (
        <ul className="admin-list" aria-label="Addenda">
          {agreement.addenda.map((addendum) => (
            <li key={addendum.id}>
              <strong>Addendum {addendum.number}</strong>, issued {formatDateTime(addendum.issuedAt)}:{' '}
              {addendum.signed ? (
                <>
                  <span className="badge dash-badge-done">Signed</span> {formatDateTime(addendum.signed.signedAt)}
                  <span className="muted">
                    {' '}
                    by “{addendum.signed.signature}” from {addendum.signed.ip}
                  </span>
                </>
              ) : (
                <span className="badge dash-badge-waiting">Awaiting signature</span>
              )}
              <details className="addendum-details">
                <summary>Text of addendum {addendum.number}</summary>
                <AddendumText number={addendum.number} text={addendum.text} />
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No change of terms since signing.</p>
      )}
      {mayIssue ? (
        <div className="addenda-actions">
          <IssueAddendum orderId={agreement.orderId} email={email} />
        </div>
      ) : null}
    </>
  );
}

/** What the admin types; the agreement amended is the order's. */
const issueForm = issueAddendumInput.pick({ text: true });

/** Says what happens before it is done: the text cannot be changed once issued. */
function IssueAddendum({ orderId, email }: { orderId: string; email: string }) {
  const [open, setOpen] = useState(false);
  const { onSubmit, field, reset, showServerErrors } = useSchemaForm(issueForm, { text: '' });
  const run = useAdminAction();
  const refresh = useRefreshAdmin();
  const issuing = useMutation(
    trpc.admin.issueAddendum.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  function show(next: boolean) {
    setOpen(next);
    if (!next) reset(undefined, { keepValues: true });
  }

  const submit = onSubmit(async ({ text }) => {
    const result = await run(() => issuing.mutateAsync({ orderId, text }), {
      failure: 'The addendum could not be issued',
      detail: 'replace',
    });
    if (!result) return;
    await refresh('customers', 'projects');
    reset({ text: '' });
    setOpen(false);
  });

  return (
    <>
      <Button variant="secondary" className="btn-small" onClick={() => show(true)}>
        Issue addendum…
      </Button>
      <Dialog open={open} onOpenChange={show} title="Issue an addendum">
        <form className="form-stack" onSubmit={submit} noValidate>
          <p>
            An addendum changes the terms of the signed agreement. We email <strong>{email}</strong> to read and sign it
            in their dashboard. The agreement stays as signed; the PDF adds the addendum once it is signed. What you
            write here cannot be edited afterwards.
          </p>
          <TextAreaField
            label="Change of terms (the customer reads and signs it)"
            rows={6}
            required
            maxLength={ADDENDUM_MAX_LENGTH}
            {...field('text')}
          />
          <DialogActions
            onCancel={() => show(false)}
            submitLabel="Issue addendum"
            busy={issuing.isPending}
            busyLabel="Issuing…"
          />
        </form>
      </Dialog>
    </>
  );
}
