import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CUSTOMER_PLAN_SLUGS, PLANS, type CustomerPlanSlug } from '../../../shared/plans';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { fieldErrorsOf, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { AccountFields, useAccountFields } from './AccountFields';
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
  const account = useAccountFields();
  const [isAdmin, setIsAdmin] = useState(false);
  const [plan, setPlan] = useState<CustomerPlanSlug | ''>('');
  const run = useAdminAction();
  const create = useMutation(
    trpc.admin.createUser.mutationOptions({ onError: (error) => account.setErrors(fieldErrorsOf(error)) }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account.check()) return;
    const result = await run(
      () => create.mutateAsync({ ...account.values, isAdmin, plan: isAdmin || !plan ? null : plan }),
      { failure: ADMIN_MESSAGES.createUserFailed, detail: 'replace' },
    );
    if (result) onDone();
  }

  return (
    <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <AccountFields {...account} />
      <label className="check-row">
        <input type="checkbox" checked={isAdmin} onChange={(event) => setIsAdmin(event.target.checked)} /> Make this
        user an admin (a standard admin with your access)
      </label>
      <div className="field">
        <label htmlFor="create-user-plan" className="field-label">
          Plan <span className="field-optional">(optional)</span>
        </label>
        <select
          id="create-user-plan"
          className="field-input"
          value={plan}
          disabled={isAdmin}
          onChange={(event) => setPlan(event.target.value as CustomerPlanSlug | '')}
        >
          <option value="">No plan</option>
          {CUSTOMER_PLAN_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {PLANS[slug].name}
            </option>
          ))}
        </select>
        <p className="field-hint">A plan given here starts a project but records no payment.</p>
      </div>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending} busyLabel="Creating...">
          Create User
        </Button>
      </div>
    </form>
  );
}
