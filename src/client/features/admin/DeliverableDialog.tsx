import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DELIVERABLE_MESSAGES, deliverableForm } from '../../../shared/schemas/deliverables';
import { trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Field, TextAreaField } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { DeliverableHistory } from './DeliverableHistory';
import { StageSelect } from './StageSelect';
import type { AdminProject } from './types';
import { useAdminAction } from './use-admin';

/**
 * Posting work for the customer to approve (issue 36 §7): a note, a preview link and files the team
 * already sent them; with what was posted before and how the customer decided.
 */
export function DeliverableDialog({ project, onClose }: { project: AdminProject | null; onClose: () => void }) {
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Deliverables for review"
      description={project ? `${project.name} · ${project.planName} plan` : undefined}
      wide
    >
      {project ? <DeliverableForm key={project.id} project={project} onDone={onClose} /> : null}
    </Dialog>
  );
}

function DeliverableForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const queryClient = useQueryClient();
  const run = useAdminAction();
  const details = useQuery(trpc.admin.projectDetails.queryOptions({ id: project.id }));
  const post = useMutation(trpc.deliverables.post.mutationOptions());
  const [fileIds, setFileIds] = useState<number[]>([]);
  const { onSubmit, field, register, setError, formError } = useSchemaForm(deliverableForm, {
    stage: project.stage,
    note: '',
    previewUrl: '',
  });
  const teamFiles = details.data?.files.filter((file) => file.source === 'admin') ?? [];

  const submit = onSubmit(async (input) => {
    if (!input.previewUrl && fileIds.length === 0) {
      setError('root', { message: DELIVERABLE_MESSAGES.needsSomething });
      return;
    }
    const previewUrl = input.previewUrl ?? undefined;
    const result = await run(() => post.mutateAsync({ ...input, previewUrl, projectId: project.id, fileIds }), {
      failure: 'Failed to post the deliverable',
      detail: 'prefix',
    });
    if (!result) return;
    await queryClient.invalidateQueries({ queryKey: trpc.deliverables.ofProject.queryKey({ projectId: project.id }) });
    onDone();
  });

  return (
    <div className="form-stack">
      <DeliverableHistory projectId={project.id} label="Posted before" />
      <form className="form-stack" onSubmit={submit} noValidate>
        <StageSelect {...register('stage')} />
        <TextAreaField label="What to review" rows={4} maxLength={4000} required {...field('note')} />
        <Field label="Preview link" type="url" placeholder="https://" maxLength={500} {...field('previewUrl')} />
        <fieldset className="field">
          <legend className="field-label">Files sent to them</legend>
          {details.isPending ? (
            <PageSpinner label="Loading files..." />
          ) : teamFiles.length === 0 ? (
            <p className="muted">None yet: send files from the Files tab first, or give a preview link.</p>
          ) : (
            teamFiles.map((file) => (
              <label key={file.id} className="check-row">
                <input
                  type="checkbox"
                  checked={fileIds.includes(file.id)}
                  onChange={(event) =>
                    setFileIds((ids) => (event.target.checked ? [...ids, file.id] : ids.filter((id) => id !== file.id)))
                  }
                />
                <span>{file.filename}</span>
              </label>
            ))
          )}
        </fieldset>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <DialogActions onCancel={onDone} submitLabel="Post for Review" busy={post.isPending} busyLabel="Posting..." />
      </form>
    </div>
  );
}
