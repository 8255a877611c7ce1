import { useMutation } from '@tanstack/react-query';
import { PROJECT_STATUSES } from '../../../shared/admin';
import { ADMIN_MESSAGES, projectStatusInput } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { SelectField, TextAreaField } from '../../ui/Field';
import { StageSelect } from './StageSelect';
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

/** What the admin sets; the project is the customer's, named by their email. */
const statusForm = projectStatusInput.pick({ status: true, stage: true, notes: true });

function StatusForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const { onSubmit, field, register, showServerErrors } = useSchemaForm(statusForm, {
    status: project.status,
    stage: project.stage,
    notes: '',
  });
  const run = useAdminAction();
  const update = useMutation(
    trpc.admin.updateProjectStatus.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  const submit = onSubmit(async (input) => {
    const result = await run(() => update.mutateAsync({ ...input, email: project.email }), {
      failure: ADMIN_MESSAGES.updateProjectFailed,
      detail: 'prefix',
    });
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <SelectField label="Status" {...register('status')}>
        {PROJECT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      <StageSelect {...register('stage')} />
      <TextAreaField
        label="Notes for the customer"
        rows={4}
        maxLength={5000}
        hint={
          project.adminNotes
            ? `Current notes: "${project.adminNotes}". Leave empty to keep them.`
            : 'Shown on the customer’s dashboard.'
        }
        {...field('notes')}
      />
      <DialogActions onCancel={onDone} submitLabel="Update Project" busy={update.isPending} busyLabel="Saving..." />
    </form>
  );
}
