import { useQuery } from '@tanstack/react-query';
import { stageLabel } from '../../../shared/admin';
import { formatDateTime } from '../../lib/format';
import { AgreementAddenda } from './AgreementAddenda';
import { AgreementStatus } from './AgreementStatus';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { formatFileSize } from '../payment/upload';
import { MessageList } from '../dashboard/MessagesTab';
import { DeliverableHistory } from './DeliverableHistory';
import { FileDownloadButton } from './FileDownloadButton';
import { EmptyState } from '../../ui/EmptyState';

/** Spec part 2 §2 project details modal: the project, the business brief, the customer's files and messages. */
export function ProjectDetailsDialog({ projectId, onClose }: { projectId: number | null; onClose: () => void }) {
  return (
    <Dialog open={projectId !== null} onOpenChange={(open) => !open && onClose()} title="Project details" wide>
      {projectId !== null ? <Details id={projectId} /> : null}
    </Dialog>
  );
}

function Details({ id }: { id: number }) {
  const details = useQuery(trpc.admin.projectDetails.queryOptions({ id }));
  if (details.isPending) return <PageSpinner label="Loading project details..." />;
  if (details.isError) return <Alert tone="error">Failed to load project details.</Alert>;
  const project = details.data;
  const content = project.websiteContent;
  return (
    <div className="admin-details">
      <dl className="dash-details">
        <div>
          <dt>Customer</dt>
          <dd>
            {project.name} ({project.email})
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{project.planName}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {project.status} · {stageLabel(project.stage)}
          </dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>{formatDateTime(project.createdAt)}</dd>
        </div>
        <div>
          <dt>Business</dt>
          <dd>{project.businessName ?? '—'}</dd>
        </div>
        <div>
          <dt>Preferred start</dt>
          <dd>{project.startDate ?? '—'}</dd>
        </div>
        <div>
          <dt>Service agreement</dt>
          <dd>
            <AgreementStatus agreement={project.agreement} email={project.email} detailed />
          </dd>
        </div>
      </dl>
      <AgreementAddenda agreement={project.agreement} email={project.email} />
      {project.onboarding ? (
        <>
          <h3>Onboarding checklist</h3>
          <ul className="admin-list" aria-label="Onboarding checklist">
            {project.onboarding.map((item) => (
              <li key={item.step}>
                {item.done ? '✓ Done' : '○ Waiting'}: {item.label}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {project.adminNotes ? (
        <p>
          <strong>Notes</strong> ({project.notesBy ?? 'team'},{' '}
          {project.notesUpdatedAt ? formatDateTime(project.notesUpdatedAt) : ''}): {project.adminNotes}
        </p>
      ) : null}
      {project.businessDescription ? <p>{project.businessDescription}</p> : null}
      {project.designReferences.length ? (
        <>
          <h3>Design references</h3>
          <ul className="admin-list">
            {project.designReferences.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </ul>
        </>
      ) : null}
      {content && (content.about || content.services || content.contact) ? (
        <>
          <h3>Website content</h3>
          {content.about ? <p>About: {content.about}</p> : null}
          {content.services ? <p>Services: {content.services}</p> : null}
          {content.contact ? <p>Contact: {content.contact}</p> : null}
        </>
      ) : null}
      <h3>Deliverables for review</h3>
      <DeliverableHistory
        projectId={project.id}
        label="Deliverables for review"
        empty={<EmptyState icon="file">Nothing posted for review yet.</EmptyState>}
      />
      <h3>Files ({project.files.length})</h3>
      {project.files.length === 0 ? (
        <EmptyState icon="file">No files yet.</EmptyState>
      ) : (
        <ul className="admin-list">
          {project.files.map((file) => (
            <li key={file.id} className="admin-file-row">
              <span>
                {file.filename}{' '}
                <span className="muted">
                  ({formatFileSize(file.size)}, {file.source === 'admin' ? 'from the team' : 'from the customer'})
                </span>
              </span>
              <FileDownloadButton file={file} />
            </li>
          ))}
        </ul>
      )}
      <h3>Messages ({project.messages.length})</h3>
      {project.messages.length === 0 ? (
        <EmptyState icon="file">No messages yet.</EmptyState>
      ) : (
        <MessageList messages={project.messages} customerLabel="Customer" />
      )}
    </div>
  );
}
