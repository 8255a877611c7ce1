import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PROJECT_STAGE_NUMBERS, PROJECT_STAGES, PROJECT_STATUSES, type ProjectStatus } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import type { AdminProject } from './types';
import { useAdminAction } from './use-admin';

/**
 * Spec part 2 §3 project status form: status (Plan Selected … Completed), stage 1-4 and notes.
 * Any status may be picked; the customer sees the change and the notes in their dashboard.
 */
export function ProjectStatusDialog({ project, onClose }: { project: AdminProject | null; onClose: () => void }) {
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Update project status"
      description={project ? `${project.name} · ${project.planName} plan` : undefined}
    >
      {project ? <StatusForm key={project.id} project={project} onDone={onClose} /> : null}
    </Dialog>
  );
}

function StatusForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const [status, setStatus] = useState<ProjectStatus>(project.status);
  const [stage, setStage] = useState(project.stage);
  const [notes, setNotes] = useState('');
  const run = useAdminAction();
  const update = useMutation(trpc.admin.updateProjectStatus.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await run(
      () => update.mutateAsync({ email: project.email, status, stage, notes: notes.trim() || null }),
      { failure: ADMIN_MESSAGES.updateProjectFailed, detail: 'prefix' },
    );
    if (result) onDone();
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor="project-status" className="field-label">
          Status
        </label>
        <select
          id="project-status"
          className="field-input"
          value={status}
          onChange={(event) => setStatus(event.target.value as ProjectStatus)}
        >
          {PROJECT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="project-stage" className="field-label">
          Stage
        </label>
        <select
          id="project-stage"
          className="field-input"
          value={stage}
          onChange={(event) => setStage(Number(event.target.value))}
        >
          {PROJECT_STAGE_NUMBERS.map((value) => (
            <option key={value} value={value}>
              {value}: {PROJECT_STAGES[value]}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label="Notes for the customer"
        rows={4}
        value={notes}
        maxLength={5000}
        onChange={(event) => setNotes(event.target.value)}
        hint={
          project.adminNotes
            ? `Current notes: "${project.adminNotes}". Leave empty to keep them.`
            : 'Shown on the customer’s dashboard.'
        }
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending} busyLabel="Saving...">
          Update Project
        </Button>
      </div>
    </form>
  );
}
