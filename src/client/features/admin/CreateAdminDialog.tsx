import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_PERMISSION_KEYS, ADMIN_PERMISSIONS, type AdminLevel, type AdminPermission } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useAuth } from '../auth/auth-context';
import { AccountFields, useAccountFields } from './AccountFields';
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
  const account = useAccountFields();
  const [level, setLevel] = useState<AdminLevel>('standard');
  const [permissions, setPermissions] = useState<AdminPermission[]>(mine);
  const run = useAdminAction();
  const create = useMutation(
    trpc.admin.createAdmin.mutationOptions({ onError: (error) => account.setErrors(fieldErrorsOf(error)) }),
  );
  const canMakeSuper = mine.length === ADMIN_PERMISSION_KEYS.length;

  const toggle = (permission: AdminPermission, on: boolean) =>
    setPermissions((current) => (on ? [...current, permission] : current.filter((item) => item !== permission)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account.check()) return;
    const result = await run(() => create.mutateAsync({ ...account.values, adminLevel: level, permissions }), {
      failure: ADMIN_MESSAGES.createAdminFailed,
      detail: 'replace',
    });
    if (result) onDone();
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <AccountFields {...account} />
      <fieldset className="admin-fieldset">
        <legend className="field-label">Admin level</legend>
        <label className="check-row">
          <input type="radio" name="admin-level" checked={level === 'standard'} onChange={() => setLevel('standard')} />{' '}
          Standard: only the areas ticked below
        </label>
        <label className="check-row">
          <input
            type="radio"
            name="admin-level"
            checked={level === 'super_admin'}
            disabled={!canMakeSuper}
            onChange={() => setLevel('super_admin')}
          />{' '}
          Super admin: every area, and may create other admins
        </label>
      </fieldset>
      {level === 'standard' ? (
        <fieldset className="admin-fieldset">
          <legend className="field-label">Permissions</legend>
          {ADMIN_PERMISSION_KEYS.map((permission) => (
            <label key={permission} className="check-row">
              <input
                type="checkbox"
                checked={permissions.includes(permission)}
                disabled={!mine.includes(permission)}
                onChange={(event) => toggle(permission, event.target.checked)}
              />{' '}
              {ADMIN_PERMISSIONS[permission]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending} busyLabel="Creating...">
          Create Admin
        </Button>
      </div>
    </form>
  );
}
