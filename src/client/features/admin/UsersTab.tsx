import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { PLANS } from '../../../shared/plans';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { PageSpinner } from '../../ui/Spinner';
import { useAuth } from '../auth/auth-context';
import { EditUserDialog } from './EditUserDialog';
import { SearchBox, useSearchFilter } from './SearchBox';
import type { AdminUser } from './types';
import { adminRefresh, useAdminAction } from './use-admin';

/** Spec part 2 §2 users tab: every account with an Admin badge; admin accounts cannot be deleted here. */
export function UsersTab() {
  const users = useQuery({ ...trpc.admin.users.queryOptions(), ...adminRefresh });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const { query, setQuery, matches } = useSearchFilter<AdminUser>(
    (user) => `${user.name} ${user.email} ${user.plan ?? ''}`,
  );
  if (users.isPending) return <PageSpinner label="Loading users..." />;
  if (users.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadUsersFailed}</Alert>;
  const rows = users.data.filter(matches);
  return (
    <section className="admin-stack" aria-labelledby="users-title">
      <div className="admin-section-head">
        <h2 id="users-title">Users ({users.data.length})</h2>
        <SearchBox label="Search users" value={query} onChange={setQuery} />
      </div>
      <DataTable
        caption="All user accounts"
        rows={rows}
        rowKey={(user) => user.id}
        empty={query ? 'No users match your search.' : 'No users yet.'}
        columns={[
          {
            header: 'Name',
            cell: (user) => (
              <span>
                {user.name}{' '}
                {user.isAdmin ? (
                  <span className="badge admin-badge">Admin{user.adminLevel === 'super_admin' ? ' · Super' : ''}</span>
                ) : null}
              </span>
            ),
          },
          { header: 'Email', cell: (user) => user.email },
          { header: 'Plan', cell: (user) => (user.plan ? PLANS[user.plan].name : 'No plan') },
          { header: 'Project', cell: (user) => user.projectStatus ?? '—' },
          { header: 'Joined', cell: (user) => formatDate(user.createdAt) },
          {
            header: 'Actions',
            actions: true,
            cell: (user) => <UserActions user={user} onEdit={() => setEditing(user)} />,
          },
        ]}
      />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function UserActions({ user, onEdit }: { user: AdminUser; onEdit: () => void }) {
  const { user: me } = useAuth();
  const run = useAdminAction();
  const reset = useMutation(trpc.admin.sendPasswordReset.mutationOptions());
  const remove = useMutation(trpc.admin.deleteCustomer.mutationOptions());
  return (
    <div className="row-actions">
      <Button variant="secondary" className="btn-small" onClick={onEdit} aria-label={`Edit ${user.email}`}>
        Edit
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="btn-small" aria-label={`Send a password reset to ${user.email}`}>
            Reset password
          </Button>
        }
        title="Send a password reset email?"
        description={`${user.email} gets a link to choose a new password. Their current password keeps working until they use it.`}
        confirmLabel="Send Reset Email"
        destructive={false}
        onConfirm={() => run(() => reset.mutateAsync({ email: user.email }), { failure: ADMIN_MESSAGES.resetFailed })}
      />
      {user.isAdmin ? (
        <span className="muted admin-note" title={ADMIN_MESSAGES.adminNotDeletable}>
          {user.id === me?.id ? 'You' : 'Admin: cannot be deleted'}
        </span>
      ) : (
        <DeleteCustomerButton
          name={user.name}
          email={user.email}
          onDelete={() =>
            run(() => remove.mutateAsync({ email: user.email }), { failure: ADMIN_MESSAGES.deleteCustomerFailed })
          }
        />
      )}
    </div>
  );
}

/** Spec part 2 §2: deleting a customer is permanent and removes all their data; the dialog says so first. */
export function DeleteCustomerButton({
  name,
  email,
  onDelete,
}: {
  name: string;
  email: string;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" className="btn-small" aria-label={`Delete ${email}`}>
          Delete
        </Button>
      }
      title={`Delete ${name} permanently?`}
      description={`This deletes ${email}'s account and all their data: files, messages, projects, Zoom meetings and signed agreement. Payment records are kept for bookkeeping without their name or email. This cannot be undone.`}
      confirmLabel="Delete Customer"
      onConfirm={onDelete}
    />
  );
}
