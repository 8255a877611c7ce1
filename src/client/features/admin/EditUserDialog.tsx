import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/rules';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
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
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useAdminAction();
  const update = useMutation(trpc.admin.updateUser.mutationOptions());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const newUsername = name.trim();
    const newPassword = password.trim();
    if (!newUsername && !newPassword) return setProblem(ADMIN_MESSAGES.usernameOrPassword);
    if (newPassword && newPassword.length < PASSWORD_MIN_LENGTH) return setProblem(AUTH_MESSAGES.passwordTooShort);
    setProblem(null);
    const result = await run(
      () =>
        update.mutateAsync({
          userEmail: user.email,
          newUsername: newUsername || null,
          newPassword: newPassword || null,
        }),
      { failure: ADMIN_MESSAGES.updateUserFailed, success: ADMIN_MESSAGES.userUpdated },
    );
    if (result) onDone();
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <p className="muted">{user.email}</p>
      <Field
        label="New username"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={120}
        hint={`Currently "${user.name}". This is the name shown in emails and the dashboard.`}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        maxLength={256}
        hint="Setting a password signs this user out of every device."
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending} busyLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
