import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, specialAccountInput } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
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
  const { onSubmit, field, showServerErrors } = useSchemaForm(specialAccountInput, {
    customerEmail: '',
    customerName: '',
    adminUsername: user?.email ?? '',
    adminPassword: '',
  });
  const run = useAdminAction();
  const create = useMutation(
    trpc.admin.specialAccount.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  const submit = onSubmit(async (input) => {
    const result = await run(() => create.mutateAsync(input), {
      failure: ADMIN_MESSAGES.specialAccountFailed,
      detail: 'replace',
    });
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <Field
        label="Customer email"
        type="email"
        required
        maxLength={254}
        autoComplete="off"
        {...field('customerEmail')}
      />
      <Field label="Customer name" required maxLength={120} autoComplete="off" {...field('customerName')} />
      <Field
        label="Your admin email"
        type="email"
        required
        maxLength={254}
        autoComplete="username"
        {...field('adminUsername')}
      />
      <Field
        label="Your admin password"
        type="password"
        required
        maxLength={256}
        autoComplete="current-password"
        hint="Re-enter your own password to confirm."
        {...field('adminPassword')}
      />
      <DialogActions
        onCancel={onDone}
        submitLabel="Create Special Account"
        busy={create.isPending}
        busyLabel="Creating..."
      />
    </form>
  );
}
