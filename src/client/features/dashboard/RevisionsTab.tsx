import { useMutation } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, revisionInput } from '../../../shared/schemas/customer';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { Field, TextAreaField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { PaymentRequired, usePaidRequest } from './PaymentRequired';
import { StatusBadge } from './StatusBadge';
import type { Dashboard } from './types';
import { EmptyState } from '../../ui/EmptyState';

/** requestRevision's own checks; the attempt key is added at submit. */
const revisionForm = revisionInput.pick({ description: true, pageUrl: true });

export function RevisionsTab({ revisions }: { revisions: Dashboard['revisions'] }) {
  const toast = useToast();
  const { onSubmit, field, reset } = useSchemaForm(revisionForm, { description: '', pageUrl: '' });
  const request = useMutation(trpc.customer.requestRevision.mutationOptions());
  const {
    request: send,
    payment,
    dismissPayment,
  } = usePaidRequest(request.mutateAsync, {
    sent: (answer) => {
      toast('revision', answer.message || CUSTOMER_MESSAGES.revisionSubmitted);
    },
    recorded: reset,
    failure: CUSTOMER_MESSAGES.revisionFailed,
  });
  const submit = onSubmit(send);

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="revision-form-title">
        <h2 id="revision-form-title">Request a revision</h2>
        <form className="form-stack" onSubmit={submit} noValidate>
          <TextAreaField label="What would you like changed?" required maxLength={5000} {...field('description')} />
          {/* The site may not be online yet: a page’s name serves as well as its address. */}
          <Field
            label="Which page?"
            hint="Its address, or its name, such as “About” or “Home”."
            maxLength={500}
            {...field('pageUrl')}
          />
          {payment ? <PaymentRequired payment={payment} onDismiss={dismissPayment} /> : null}
          <Button type="submit" busy={request.isPending} busyLabel="Submitting...">
            Submit Revision Request
          </Button>
        </form>
      </section>
      <section className="dash-card" aria-labelledby="revision-history-title">
        <h2 id="revision-history-title">Revision history</h2>
        {revisions.length === 0 ? (
          <EmptyState icon="file">No revision requests yet.</EmptyState>
        ) : (
          <ul className="dash-list">
            {revisions.map((revision) => (
              <li key={revision.id} className="dash-item">
                <div className="dash-item-head">
                  <StatusBadge status={revision.status} />
                  <span className="muted">{formatDateTime(revision.createdAt)}</span>
                </div>
                <p className="dash-item-text">{revision.description}</p>
                {revision.pageUrl ? <p className="muted dash-item-text">Page: {revision.pageUrl}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
