import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CUSTOMER_MESSAGES } from '../../../shared/schemas/customer';
import { formatDateTime } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Field, TextAreaField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useAttemptKey } from '../payment/use-attempt-key';
import { PaymentRequired, paymentNeeded, type PaymentNeeded } from './PaymentRequired';
import { StatusBadge } from './StatusBadge';
import type { Dashboard } from './types';
import { useRefreshDashboard } from './use-refresh';
import { EmptyState } from '../../ui/EmptyState';

export function RevisionsTab({ revisions }: { revisions: Dashboard['revisions'] }) {
  const toast = useToast();
  const refresh = useRefreshDashboard();
  const [description, setDescription] = useState('');
  const [pageUrl, setPageUrl] = useState('');
  const [error, setError] = useState<string>();
  const [payment, setPayment] = useState<PaymentNeeded | null>(null);
  const attempt = useAttemptKey();
  const request = useMutation(trpc.customer.requestRevision.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!description.trim()) return setError(CUSTOMER_MESSAGES.revisionDetails);
    setError(undefined);
    try {
      const result = await request.mutateAsync({
        description: description.trim(),
        pageUrl: pageUrl.trim() || undefined,
        attemptKey: attempt.key,
      });
      const needed = paymentNeeded(result);
      setPayment(needed);
      attempt.renew();
      if (!needed) toast('revision', result.message || CUSTOMER_MESSAGES.revisionSubmitted);
      setDescription('');
      setPageUrl('');
      await refresh();
    } catch (failure) {
      attempt.renew();
      toast('error', errorMessage(failure, CUSTOMER_MESSAGES.revisionFailed));
    }
  }

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="revision-form-title">
        <h2 id="revision-form-title">Request a revision</h2>
        <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
          <TextAreaField
            label="What would you like changed?"
            required
            value={description}
            error={error}
            maxLength={5000}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Field
            label="Page URL"
            type="url"
            value={pageUrl}
            maxLength={500}
            placeholder="https://"
            onChange={(event) => setPageUrl(event.target.value)}
          />
          {payment ? <PaymentRequired payment={payment} onDismiss={() => setPayment(null)} /> : null}
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
