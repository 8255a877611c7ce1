import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { useAuth } from '../auth/auth-context';
import { useAdminAction } from './use-admin';

/**
 * Spec part 2 §3 admin special account: the customer gets the Admin Special plan (Elite features,
 * never charged), replacing any plan they had; the admin confirms with their own email and password.
 */
export function SpecialAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Admin special account"
      description="Elite features at no charge. An existing customer's plan is replaced."
    >
      {open ? <SpecialAccountForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function SpecialAccountForm({ onDone }: { onDone: () => void }) {
  const { user } = useAuth();
  const [form, setForm] = useState({
    customerEmail: '',
    customerName: '',
    adminUsername: user?.email ?? '',
    adminPassword: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const run = useAdminAction();
  const create = useMutation(trpc.admin.specialAccount.mutationOptions());
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.customerEmail.trim() || !form.customerName.trim() || !form.adminUsername.trim() || !form.adminPassword)
      return setProblem(ADMIN_MESSAGES.specialRequired);
    setProblem(null);
    const result = await run(() => create.mutateAsync(form), {
      failure: ADMIN_MESSAGES.specialAccountFailed,
      detail: 'replace',
    });
    if (result) onDone();
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label="Customer email"
        type="email"
        required
        value={form.customerEmail}
        onChange={set('customerEmail')}
        maxLength={254}
        autoComplete="off"
      />
      <Field
        label="Customer name"
        required
        value={form.customerName}
        onChange={set('customerName')}
        maxLength={120}
        autoComplete="off"
      />
      <Field
        label="Your admin email"
        type="email"
        required
        value={form.adminUsername}
        onChange={set('adminUsername')}
        maxLength={254}
        autoComplete="username"
      />
      <Field
        label="Your admin password"
        type="password"
        required
        value={form.adminPassword}
        onChange={set('adminPassword')}
        maxLength={256}
        autoComplete="current-password"
        hint="Re-enter your own password to confirm."
      />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending} busyLabel="Creating...">
          Create Special Account
        </Button>
      </div>
    </form>
  );
}
