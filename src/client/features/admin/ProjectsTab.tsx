import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROJECT_STATUSES, stageLabel } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ActionMenu } from '../../ui/ActionMenu';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner } from '../../ui/Spinner';
import { notesPreview } from '../dashboard/helpers';
import { CompleteProjectDialog } from './CompleteProjectDialog';
import { DeliverableDialog } from './DeliverableDialog';
import { ProjectDetailsDialog } from './ProjectDetailsDialog';
import { ProjectStatusDialog } from './ProjectStatusDialog';
import { SearchBox, useSearchFilter } from './SearchBox';
import type { AdminProject } from './types';
import { adminRefresh, useAdminAction } from './use-admin';
import { AdminSection } from './AdminSection';

const FILTERS = ['All', ...PROJECT_STATUSES] as const;

/** Spec part 2 §2 projects tab: status and stage with notes, details, completion and delete (the account stays). */
export function ProjectsTab() {
  const projects = useQuery({ ...trpc.admin.projects.queryOptions(), ...adminRefresh });
  const [filter, setFilter] = useState<string>('All');
  const [editing, setEditing] = useState<AdminProject | null>(null);
  const [details, setDetails] = useState<number | null>(null);
  const [completing, setCompleting] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState<AdminProject | null>(null);
  const { query, setQuery, matches } = useSearchFilter<AdminProject>(
    (project) => `${project.name} ${project.email} ${project.businessName ?? ''}`,
  );
  if (projects.isPending) return <PageSpinner label="Loading projects..." />;
  if (projects.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadFailed}</Alert>;
  const rows = projects.data.filter((project) => (filter === 'All' || project.status === filter) && matches(project));
  return (
    <AdminSection
      title={`Projects (${projects.data.length})`}
      actions={<SearchBox label="Search projects" value={query} onChange={setQuery} />}
    >
      <FilterChips label="Project status" options={FILTERS} value={filter} onChange={setFilter} />
      <DataTable
        caption="Projects"
        rows={rows}
        rowKey={(project) => project.id}
        empty={
          projects.data.length ? 'No projects match.' : 'No projects yet. A project starts when a customer buys a plan.'
        }
        columns={[
          {
            header: 'Customer',
            cell: (project) => (
              <span>
                {project.name}
                <span className="cell-sub">{project.email}</span>
              </span>
            ),
          },
          { header: 'Plan', cell: (project) => project.planName },
          {
            header: 'Status',
            cell: (project) => (
              <span className={`badge ${project.status === 'Completed' ? 'dash-badge-done' : 'dash-badge-active'}`}>
                {project.status}
              </span>
            ),
          },
          { header: 'Stage', cell: (project) => stageLabel(project.stage) },
          { header: 'Notes', cell: (project) => (project.adminNotes ? notesPreview(project.adminNotes).text : '—') },
          { header: 'Updated', cell: (project) => formatDateTime(project.updatedAt ?? project.createdAt) },
          {
            header: 'Actions',
            actions: true,
            cell: (project) => (
              <div className="row-actions">
                <Button
                  variant="secondary"
                  className="btn-small"
                  onClick={() => setEditing(project)}
                  aria-label={`Update the status of ${project.name}'s project`}
                >
                  Update Status
                </Button>
                <ProjectMenu
                  project={project}
                  onDetails={() => setDetails(project.id)}
                  onComplete={() => setCompleting(project.id)}
                  onDeliverable={() => setReviewing(project)}
                />
              </div>
            ),
          },
        ]}
      />
      <ProjectStatusDialog project={editing} onClose={() => setEditing(null)} />
      <ProjectDetailsDialog projectId={details} onClose={() => setDetails(null)} />
      <CompleteProjectDialog projectId={completing} onClose={() => setCompleting(null)} />
      <DeliverableDialog project={reviewing} onClose={() => setReviewing(null)} />
    </AdminSection>
  );
}

function ProjectMenu({
  project,
  onDetails,
  onComplete,
  onDeliverable,
}: {
  project: AdminProject;
  onDetails: () => void;
  onComplete: () => void;
  onDeliverable: () => void;
}) {
  const run = useAdminAction();
  const remove = useMutation(trpc.admin.deleteProject.mutationOptions());
  return (
    <ActionMenu
      label={`More actions for ${project.name}'s project`}
      items={[
        { label: 'Details', name: `Details of ${project.name}'s project`, onSelect: onDetails },
        ...(project.userId
          ? [{ label: 'Post for review', name: `Post a deliverable to ${project.name}`, onSelect: onDeliverable }]
          : []),
        ...(project.status === 'Completed'
          ? []
          : [{ label: 'Complete', name: `Complete ${project.name}'s project`, onSelect: onComplete }]),
        {
          label: 'Delete',
          name: `Delete ${project.name}'s project`,
          destructive: true,
          confirm: {
            title: 'Delete this project?',
            description: `The project record of ${project.name} (status, stage and notes) is deleted. Their account, plan, files and messages are kept.`,
            confirmLabel: 'Delete Project',
          },
          onSelect: () =>
            run(() => remove.mutateAsync({ email: project.email }), {
              failure: ADMIN_MESSAGES.deleteProjectFailed,
              success: ADMIN_MESSAGES.projectDeleted,
            }),
        },
      ]}
    />
  );
}
