import { useMutation } from '@tanstack/react-query';
import { CUSTOMER_PLAN_SLUGS, PLANS } from '../../../shared/plans';
import { ADMIN_MESSAGES, createUserInput } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { SelectField } from '../../ui/Field';
import { AccountFields } from './AccountFields';
import { useAdminAction } from './use-admin';

/** Spec part 2 §3 create user payload: email, name, password, is_admin, plan. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Create user">
      {open ? <CreateUserForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { onSubmit, field, register, watch, showServerErrors } = useSchemaForm(createUserInput, {
    email: '',
    name: '',
    password: '',
    isAdmin: false,
    plan: null,
  });
  const isAdmin = watch('isAdmin');
  const run = useAdminAction();
  const create = useMutation(
    trpc.admin.createUser.mutationOptions({ onError: (error) => showServerErrors(fieldErrorsOf(error)) }),
  );

  const submit = onSubmit(async (input) => {
    const result = await run(() => create.mutateAsync({ ...input, plan: input.isAdmin ? null : input.plan }), {
      failure: ADMIN_MESSAGES.createUserFailed,
      detail: 'replace',
    });
    if (result) onDone();
  });

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <AccountFields field={field} />
      <label className="check-row">
        <input type="checkbox" {...register('isAdmin')} /> Make this user an admin (a standard admin with your access)
      </label>
      <SelectField
        label="Plan"
        optional
        hint="A plan given here starts a project but records no payment."
        disabled={isAdmin}
        {...register('plan', { setValueAs: (value: string | null) => value || null })}
      >
        <option value="">No plan</option>
        {CUSTOMER_PLAN_SLUGS.map((slug) => (
          <option key={slug} value={slug}>
            {PLANS[slug].name}
          </option>
        ))}
      </SelectField>
      <DialogActions onCancel={onDone} submitLabel="Create User" busy={create.isPending} busyLabel="Creating..." />
    </form>
  );
}
