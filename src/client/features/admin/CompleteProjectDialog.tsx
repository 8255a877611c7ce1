import { useMutation, useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES, completeProjectInput } from '../../../shared/schemas/admin';
import { formatPrice } from '../../lib/format';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/Field';
import { PageSpinner } from '../../ui/Spinner';
import { useAdminAction } from './use-admin';

/**
 * Spec part 2 §3 complete-project payload and §4: Completed at stage 4, then the upgrade workflow
 * with an optional email of the plans the customer could move up to (on by default).
 */
export function CompleteProjectDialog({ projectId, onClose }: { projectId: number | null; onClose: () => void }) {
  return (
    <Dialog open={projectId !== null} onOpenChange={(open) => !open && onClose()} title="Complete project">
      {projectId !== null ? <CompleteForm id={projectId} onDone={onClose} /> : null}
    </Dialog>
  );
}

/** What the admin chooses; the project and its customer come from the completion details. */
const completionForm = completeProjectInput.pick({ completionNotes: true, sendUpgradeEmail: true });

function CompleteForm({ id, onDone }: { id: number; onDone: () => void }) {
  const details = useQuery(trpc.admin.completionDetails.queryOptions({ id }));
  const { onSubmit, field, register, showServerErrors } = useSchemaForm(completionForm, {
    completionNotes: '',
    sendUpgradeEmail: true,
  });
  const run = useAdminAction();
  const complete = useMutation(
    trpc.admin.completeProject.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );
  if (details.isPending) return <PageSpinner label="Loading project..." />;
  if (details.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadCompletionFailed}</Alert>;
  const { project, upgradeOffers } = details.data;

  const submit = onSubmit(async (input) => {
    const result = await run(
      () => complete.mutateAsync({ ...input, projectId: project.id, customerEmail: project.email }),
      { failure: ADMIN_MESSAGES.completeProjectFailed, detail: 'prefix' },
    );
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <p>
        <strong>{project.name}</strong> ({project.email}) · {project.planName} plan · now {project.status}
      </p>
      <TextAreaField
        label="Completion notes"
        rows={4}
        maxLength={5000}
        hint="Shown to the customer and included in the email."
        {...field('completionNotes')}
      />
      <label className="check-row">
        <input type="checkbox" {...register('sendUpgradeEmail')} /> Email the customer their upgrade options
      </label>
      {upgradeOffers.length ? (
        <p className="muted">
          The email offers:{' '}
          {upgradeOffers.map((offer) => `${offer.name} for ${formatPrice(offer.priceCents)}`).join(', ')}.
        </p>
      ) : (
        <p className="muted">
          This customer is on the top plan: the email thanks them and reminds them of their 30 days of free support.
        </p>
      )}
      <DialogActions
        onCancel={onDone}
        submitLabel="Mark as Completed"
        busy={complete.isPending}
        busyLabel="Completing..."
      />
    </form>
  );
}
