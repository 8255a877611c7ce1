import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { EXTRA_PAGES_MAX, EXTRA_PAGES_MIN } from '../../../shared/pricing';
import { CUSTOMER_MESSAGES, extraPagesInput, extraPagesSuccess } from '../../../shared/schemas/customer';
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

/** requestExtraPages' own checks; the attempt key is added at submit. */
const pagesForm = extraPagesInput.pick({ pageCount: true, description: true });

export function PagesTab({ requests }: { requests: Dashboard['extraPages'] }) {
  const toast = useToast();
  const { onSubmit, field, reset } = useSchemaForm(pagesForm, { pageCount: '1', description: '' });
  const request = useMutation(trpc.customer.requestExtraPages.mutationOptions());
  const {
    request: send,
    payment,
    dismissPayment,
  } = usePaidRequest(request.mutateAsync, {
    sent: (answer, input: z.output<typeof pagesForm>) => {
      toast('success', answer.message || extraPagesSuccess(input.pageCount));
    },
    recorded: reset,
    failure: CUSTOMER_MESSAGES.extraPagesFailed,
  });
  const submit = onSubmit(send);

  return (
    <div className="dash-stack">
      <section className="dash-card" aria-labelledby="pages-form-title">
        <h2 id="pages-form-title">Request extra pages</h2>
        <p className="muted">Extra pages are $50 each, unless your plan includes unlimited pages.</p>
        <form className="form-stack" onSubmit={submit} noValidate>
          <Field
            label="Number of pages"
            type="number"
            inputMode="numeric"
            min={EXTRA_PAGES_MIN}
            max={EXTRA_PAGES_MAX}
            step={1}
            required
            {...field('pageCount')}
          />
          <TextAreaField label="Describe the pages" maxLength={5000} {...field('description')} />
          {payment ? <PaymentRequired payment={payment} onDismiss={dismissPayment} /> : null}
          <Button type="submit" busy={request.isPending} busyLabel="Requesting...">
            Request Pages
          </Button>
        </form>
      </section>
      <section className="dash-card" aria-labelledby="pages-history-title">
        <h2 id="pages-history-title">Your page requests</h2>
        {requests.length === 0 ? (
          <EmptyState icon="file">No extra page requests yet.</EmptyState>
        ) : (
          <ul className="dash-list">
            {requests.map((item) => (
              <li key={item.id} className="dash-item">
                <div className="dash-item-head">
                  <strong>
                    {item.pagesRequested} page{item.pagesRequested === 1 ? '' : 's'}
                  </strong>
                  <StatusBadge status={item.status} />
                  <span className="muted">{formatDateTime(item.createdAt)}</span>
                </div>
                {item.description ? <p className="dash-item-text">{item.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
