import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { PageSpinner } from '../../ui/Spinner';

const DECISION = { awaiting: 'Awaiting the customer', approved: 'Approved', changes_requested: 'Changes asked' };

/** The work posted to a project for review (issue 36 §7), and how the customer decided on each, with their comments. */
export function DeliverableHistory({
  projectId,
  label,
  empty = null,
}: {
  projectId: number;
  label: string;
  /** What shows when nothing was posted yet. */
  empty?: ReactNode;
}) {
  const history = useQuery(trpc.deliverables.ofProject.queryOptions({ projectId }));
  if (history.isPending) return <PageSpinner label="Loading deliverables..." />;
  if (history.isError) return <Alert tone="error">Failed to load the deliverables.</Alert>;
  if (history.data.length === 0) return empty;
  return (
    <ul className="dash-list" aria-label={label}>
      {history.data.map((item) => (
        <li key={item.id} className="dash-item">
          <strong>
            {item.stageLabel} · {DECISION[item.status]}
          </strong>
          <span className="muted">
            posted {formatDateTime(item.createdAt)} by {item.postedBy}
            {item.decidedAt ? ` · decided ${formatDateTime(item.decidedAt)}` : ''}
          </span>
          {item.comments ? <span className="dash-item-text">Their comments: {item.comments}</span> : null}
        </li>
      ))}
    </ul>
  );
}
