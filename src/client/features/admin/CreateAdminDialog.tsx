import { useMutation } from '@tanstack/react-query';
import { ADMIN_PERMISSION_KEYS, DEFAULT_ADMIN_PERMISSIONS } from '../../../shared/admin';
import { ADMIN_MESSAGES, createAdminInput } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { useAuth } from '../auth/auth-context';
import { AccountFields } from './AccountFields';
import { AdminLevelChoice } from './AdminLevelChoice';
import { AreaCheckboxes } from './AreaCheckboxes';
import { useAdminAction } from './use-admin';

/** Spec part 2 §3 create admin payload: admin_level standard (default) or super_admin, with permissions. */
export function CreateAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Create admin">
      {open ? <CreateAdminForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function CreateAdminForm({ onDone }: { onDone: () => void }) {
  const { user } = useAuth();
  const mine = user?.adminPermissions ?? [];
  const { onSubmit, field, register, watch, showServerErrors } = useSchemaForm(createAdminInput, {
    email: '',
    name: '',
    password: '',
    adminLevel: 'standard',
    permissions: mine.filter((permission) => DEFAULT_ADMIN_PERMISSIONS.includes(permission)),
  });
  const level = watch('adminLevel');
  const run = useAdminAction();
  const create = useMutation(
    trpc.admin.createAdmin.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );
  const canMakeSuper = mine.length === ADMIN_PERMISSION_KEYS.length;

  const submit = onSubmit(async (input) => {
    const result = await run(() => create.mutateAsync(input), {
      failure: ADMIN_MESSAGES.createAdminFailed,
      detail: 'replace',
    });
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <AccountFields field={field} />
      <AdminLevelChoice binding={register('adminLevel')} superAllowed={canMakeSuper} />
      {level === 'standard' ? <AreaCheckboxes binding={register('permissions')} grantable={mine} /> : null}
      <DialogActions onCancel={onDone} submitLabel="Create Admin" busy={create.isPending} busyLabel="Creating..." />
    </form>
  );
}
