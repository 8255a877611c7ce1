import { useMutation } from '@tanstack/react-query';
import { areasIn, DEFAULT_ADMIN_PERMISSIONS } from '../../../shared/admin';
import { ADMIN_MESSAGES, setAdminAccessInput } from '../../../shared/schemas/admin';
import { serverDetail, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Alert } from '../../ui/Alert';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { AdminLevelChoice } from './AdminLevelChoice';
import { AreaCheckboxes } from './AreaCheckboxes';
import type { AdminUser } from './types';
import { useRefreshAdmin } from './use-admin';

/**
 * A super admin changes another admin's level and a standard admin's areas, with the create admin
 * modal's radios and checkboxes (decisions 050, 053).
 */
export function ChangeAccessDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? `Change access of ${user.name}` : 'Change access'}
      description="It holds from their next click on; a tab they lose closes for them."
    >
      {user ? <ChangeAccessForm key={user.id} user={user} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ChangeAccessForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const toast = useToast();
  const refresh = useRefreshAdmin();
  const { onSubmit, register, watch, setError, formError } = useSchemaForm(setAdminAccessInput, {
    userEmail: user.email,
    adminLevel: user.adminLevel ?? 'standard',
    // A super admin made standard starts from the areas a new admin gets.
    permissions: user.adminLevel === 'standard' ? areasIn(user.permissions) : [...DEFAULT_ADMIN_PERMISSIONS],
  });
  const level = watch('adminLevel');
  const change = useMutation(trpc.admin.setAdminAccess.mutationOptions());

  // The server's refusal stays in the dialog, beside the choice it refused.
  const submit = onSubmit(async (input) => {
    try {
      const { message } = await change.mutateAsync(input);
      toast('success', message);
      void refresh('users');
      onDone();
    } catch (error) {
      setError('root', { message: serverDetail(error) ?? ADMIN_MESSAGES.changeAccessFailed });
    }
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <p className="muted">{user.email}</p>
      <AdminLevelChoice binding={register('adminLevel')} />
      {level === 'standard' ? <AreaCheckboxes binding={register('permissions')} /> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <DialogActions onCancel={onDone} submitLabel="Save Access" busy={change.isPending} busyLabel="Saving..." />
    </form>
  );
}
