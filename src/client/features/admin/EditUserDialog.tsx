import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, updateUserInput } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import type { AdminUser } from './types';
import { useAdminAction } from './use-admin';

/** Spec part 2 §5 edit user: a new username (the name shown everywhere) and/or a new password. */
export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? `Edit ${user.name}` : 'Edit user'}
      description="Fill in what should change; blank fields are left as they are."
    >
      {user ? <EditUserForm key={user.id} user={user} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { onSubmit, field, showServerErrors } = useSchemaForm(updateUserInput, {
    userEmail: user.email,
    newUsername: '',
    newPassword: '',
  });
  const run = useAdminAction();
  const update = useMutation(
    trpc.admin.updateUser.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  const submit = onSubmit(async (input) => {
    const result = await run(() => update.mutateAsync(input), {
      failure: ADMIN_MESSAGES.updateUserFailed,
      success: ADMIN_MESSAGES.userUpdated,
    });
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <p className="muted">{user.email}</p>
      <Field
        label="New username"
        maxLength={120}
        hint={`Currently "${user.name}". This is the name shown in emails and the dashboard.`}
        {...field('newUsername')}
      />
      {/* "Provide username or password" shows under the username; a password typed after it answers it too. */}
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={256}
        hint="Setting a password signs this user out of every device."
        {...field('newPassword', { deps: 'newUsername' })}
      />
      <DialogActions onCancel={onDone} submitLabel="Save Changes" busy={update.isPending} busyLabel="Saving..." />
    </form>
  );
}
