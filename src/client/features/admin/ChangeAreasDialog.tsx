import { useMutation } from '@tanstack/react-query';
import { ADMIN_PERMISSION_KEYS } from '../../../shared/admin';
import { ADMIN_MESSAGES, setAdminAreasInput } from '../../../shared/schemas/admin';
import { serverDetail, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { AreaCheckboxes } from './AreaCheckboxes';
import type { AdminUser } from './types';
import { useRefreshAdmin } from './use-admin';

/** A super admin changes a standard admin's areas, with the create admin modal's checkboxes (decision 050). */
export function ChangeAreasDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? `Change areas of ${user.name}` : 'Change areas'}
      description="They get exactly the areas ticked, from their next click on; a tab they lose closes for them."
    >
      {user ? <ChangeAreasForm key={user.id} user={user} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ChangeAreasForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const toast = useToast();
  const refresh = useRefreshAdmin();
  const { onSubmit, register, setError, formError } = useSchemaForm(setAdminAreasInput, {
    userEmail: user.email,
    permissions: ADMIN_PERMISSION_KEYS.filter((permission) => user.permissions?.includes(permission)),
  });
  const change = useMutation(trpc.admin.setAdminAreas.mutationOptions());

  // The server's refusal stays in the dialog, beside the choice it refused.
  const submit = onSubmit(async (input) => {
    try {
      const { message } = await change.mutateAsync(input);
      toast('success', message);
      void refresh('users');
      onDone();
    } catch (error) {
      setError('root', { message: serverDetail(error) ?? ADMIN_MESSAGES.changeAreasFailed });
    }
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <p className="muted">{user.email}</p>
      <AreaCheckboxes binding={register('permissions')} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <DialogActions onCancel={onDone} submitLabel="Save Areas" busy={change.isPending} busyLabel="Saving..." />
    </form>
  );
}
