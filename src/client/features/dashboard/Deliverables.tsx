import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DELIVERABLE_MESSAGES, requestChangesInput } from '../../../shared/schemas/deliverables';
import type { RouterOutputs } from '../../lib/api-types';
import { formatDateTime } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { DownloadButton } from '../../ui/DownloadButton';
import { TextAreaField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { downloadCustomerFile } from './file-transfer';
import { PaymentRequired, usePaidRequest } from './PaymentRequired';

type Deliverable = RouterOutputs['deliverables']['mine'][number];

const DECISION_LABEL = { awaiting: 'Awaiting your review', approved: 'Approved', changes_requested: 'Changes asked' };
const DECISION_TONE = { awaiting: 'waiting', approved: 'done', changes_requested: 'active' };

/**
 * Work the team posted for a stage (issue 36 §7): the customer approves it, which moves the project
 * on, or asks for changes, which counts as a revision under their plan. Nothing shows until the
 * team posts something.
 */
export function Deliverables() {
  const list = useQuery(trpc.deliverables.mine.queryOptions());
  if (!list.data?.length) return null;
  const awaiting = list.data.filter((item) => item.status === 'awaiting').length;
  return (
    <section className="dash-card" aria-labelledby="deliverables-title">
      <h2 id="deliverables-title">For your review{awaiting ? ` (${awaiting})` : ''}</h2>
      <ul className="dash-list">
        {list.data.map((deliverable) => (
          <DeliverableItem key={deliverable.id} deliverable={deliverable} />
        ))}
      </ul>
    </section>
  );
}

function DeliverableItem({ deliverable }: { deliverable: Deliverable }) {
  const [asking, setAsking] = useState(false);
  return (
    <li className="dash-item deliverable">
      <div className="dash-item-head">
        <span className={`badge dash-badge-${DECISION_TONE[deliverable.status]}`}>
          {DECISION_LABEL[deliverable.status]}
        </span>
        <strong>{deliverable.stageLabel}</strong>
        <span className="muted">
          posted {formatDateTime(deliverable.createdAt)} by {deliverable.postedBy}
          {deliverable.decidedAt ? ` · decided ${formatDateTime(deliverable.decidedAt)}` : ''}
        </span>
      </div>
      <p className="dash-item-text">{deliverable.note}</p>
      {deliverable.previewUrl ? (
        <p>
          <a href={deliverable.previewUrl} target="_blank" rel="noopener noreferrer">
            Open the preview
          </a>
        </p>
      ) : null}
      {deliverable.files.length ? (
        <div className="button-row">
          {deliverable.files.map((file) => (
            <DownloadButton
              key={file.id}
              variant="secondary"
              className="btn-small"
              download={() => downloadCustomerFile(file)}
              failure="Failed to download the file"
            >
              {file.filename}
            </DownloadButton>
          ))}
        </div>
      ) : null}
      {deliverable.comments ? <p className="muted dash-item-text">Your comments: {deliverable.comments}</p> : null}
      {deliverable.status === 'awaiting' ? (
        asking ? (
          <ChangesForm deliverable={deliverable} onClose={() => setAsking(false)} />
        ) : (
          <Decision deliverable={deliverable} onAskChanges={() => setAsking(true)} />
        )
      ) : null}
    </li>
  );
}

function useRefreshDeliverables() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.deliverables.mine.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.customer.dashboard.queryKey() }),
    ]);
}

function Decision({ deliverable, onAskChanges }: { deliverable: Deliverable; onAskChanges: () => void }) {
  const toast = useToast();
  const refresh = useRefreshDeliverables();
  const approve = useMutation(trpc.deliverables.approve.mutationOptions());
  return (
    <div className="button-row">
      <ConfirmDialog
        trigger={<Button>Approve</Button>}
        title={`Approve ${deliverable.stageLabel}?`}
        description="The team moves on to the next stage. To change something later, request a revision."
        confirmLabel="Approve"
        destructive={false}
        onConfirm={async () => {
          try {
            toast('success', (await approve.mutateAsync({ id: deliverable.id })).message);
          } catch (error) {
            toast('error', errorMessage(error, 'Failed to approve. Please try again.'));
          }
          await refresh();
        }}
      />
      <Button variant="secondary" onClick={onAskChanges}>
        Ask for Changes
      </Button>
    </div>
  );
}

const changesForm = requestChangesInput.pick({ comments: true });

function ChangesForm({ deliverable, onClose }: { deliverable: Deliverable; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefreshDeliverables();
  const requestChanges = useMutation(trpc.deliverables.requestChanges.mutationOptions());
  const { onSubmit, field, reset } = useSchemaForm(changesForm, { comments: '' });
  const {
    request: send,
    payment,
    dismissPayment,
  } = usePaidRequest<{ comments: string }>((input) => requestChanges.mutateAsync({ ...input, id: deliverable.id }), {
    sent: (answer) => toast('revision', answer.message || DELIVERABLE_MESSAGES.changesRequested),
    recorded: () => {
      reset();
      void refresh();
    },
    failure: 'Failed to send your change request. Please try again.',
  });
  return (
    <form className="form-stack" onSubmit={onSubmit(send)} noValidate>
      <TextAreaField label="What should change?" required maxLength={4000} {...field('comments')} />
      <Alert tone="info">A change request counts as one of your plan's revisions.</Alert>
      {payment ? <PaymentRequired payment={payment} onDismiss={dismissPayment} /> : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={requestChanges.isPending} busyLabel="Sending...">
          Send Change Request
        </Button>
      </div>
    </form>
  );
}
