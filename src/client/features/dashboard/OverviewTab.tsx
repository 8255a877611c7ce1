import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ZoomBookingDialog } from '../schedule/ZoomBookingDialog';
import { stageLabel } from '../../../shared/admin';
import { AgreementPdfButton } from '../payment/AgreementPdfButton';
import { Deliverables } from './Deliverables';
import { notesPreview } from './helpers';
import { BusinessBrief, OnboardingChecklist, ProjectTimeline } from './OnboardingChecklist';
import type { DashboardTab } from './search';
import type { Dashboard } from './types';

/** Spec part 2 §2 Overview: account, quick actions, the Zoom card, project status and notes, completion. */
export function OverviewTab({ data, onOpenTab }: { data: Dashboard; onOpenTab: (tab: DashboardTab) => void }) {
  const { user, project, planDetails, notifications } = data;
  const briefDone = data.onboarding.some((item) => item.step === 'brief' && item.done);
  return (
    <div className="dash-stack">
      <Deliverables />
      <OnboardingChecklist items={data.onboarding} onOpenTab={onOpenTab} />
      {data.timeline ? <ProjectTimeline timeline={data.timeline} /> : null}
      {data.hasPlan && data.project && !briefDone ? <BusinessBrief /> : null}
      <section className="dash-card">
        <h2>Account details</h2>
        <dl className="dash-details">
          <div>
            <dt>Name</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>{planDetails?.name ?? 'None'}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
          {data.agreement.signed && data.agreement.orderId ? (
            <div>
              <dt>Service agreement</dt>
              <dd>
                Signed {formatDate(data.agreement.signed.signedAt)}
                {signedAddenda(data.agreement.addenda)} ·{' '}
                <AgreementPdfButton orderId={data.agreement.orderId} variant="ghost" />
              </dd>
            </div>
          ) : null}
        </dl>
        <p>
          <Link to="/account">Password and signed-in devices</Link>
        </p>
      </section>

      <section className="dash-card">
        <h2>Quick actions</h2>
        <div className="dash-quick">
          <Button variant="secondary" onClick={() => onOpenTab('files')}>
            Upload files
          </Button>
          <Button variant="secondary" onClick={() => onOpenTab('revisions')}>
            Request a revision
          </Button>
          <Button variant="secondary" onClick={() => onOpenTab('contact')}>
            Contact us
          </Button>
          <Button variant="secondary" onClick={() => onOpenTab(data.hasPlan ? 'upgrade' : 'select-plan')}>
            {data.hasPlan ? 'Upgrade plan' : 'Choose a plan'}
          </Button>
        </div>
      </section>

      {project?.status === 'Completed' ? (
        <section className="dash-card dash-completed">
          <h2>Your project is complete</h2>
          <p>
            Thank you for working with us. You have 30 days of free support; write to us any time from the Contact tab.
          </p>
        </section>
      ) : null}

      {project ? (
        <section className="dash-card">
          <h2>Project status</h2>
          <p>
            <strong>{project.status}</strong> · {stageLabel(project.stage)}
          </p>
          <progress
            className="dash-stage"
            max={4}
            value={project.stage}
            aria-label={`Project progress: ${stageLabel(project.stage)}`}
          />
          {project.adminNotes ? (
            <AdminNotes notes={project.adminNotes} updatedAt={project.notesUpdatedAt} />
          ) : (
            <p className="muted">No notes from the team yet.</p>
          )}
        </section>
      ) : null}

      <section className="dash-card" id="zoom-meeting">
        <h2>Your Zoom meeting</h2>
        <ZoomBookingDialog />
      </section>

      {notifications.length > 0 ? (
        <section className="dash-card">
          <h2>Recent updates</h2>
          <ul className="dash-updates">
            {notifications.slice(0, 5).map((note) => (
              <li key={note.id}>
                <strong>{note.title}</strong>
                {note.body ? <span> {note.body}</span> : null}
                <span className="muted"> · {formatDate(note.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function AdminNotes({ notes, updatedAt }: { notes: string; updatedAt: string | null }) {
  const [open, setOpen] = useState(false);
  const preview = notesPreview(notes);
  return (
    <div className="dash-notes">
      <h3>Latest notes from the team{updatedAt ? <span className="muted"> ({formatDate(updatedAt)})</span> : null}</h3>
      <p>{open ? notes : preview.text}</p>
      {preview.truncated ? (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}

/** ", with 2 signed addenda" once the terms changed after signing. */
function signedAddenda(addenda: Dashboard['agreement']['addenda']) {
  const count = addenda.filter((addendum) => addendum.signed !== null).length;
  return count === 0 ? null : `, with ${count} signed ${count === 1 ? 'addendum' : 'addenda'}`;
}
