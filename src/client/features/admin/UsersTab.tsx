import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PERMISSIONS, areasIn } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { PLANS } from '../../../shared/plans';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { PageSpinner } from '../../ui/Spinner';
import { useAuth } from '../auth/auth-context';
import { ChangeAccessDialog } from './ChangeAccessDialog';
import { EditUserDialog } from './EditUserDialog';
import { SearchBox, useSearchFilter } from './SearchBox';
import type { AdminUser } from './types';
import { adminRefresh, useAdminAction } from './use-admin';
import { AdminSection } from './AdminSection';

/** Spec part 2 §2 users tab: every account with an Admin badge; admin accounts cannot be deleted here. */
export function UsersTab() {
  const users = useQuery({ ...trpc.admin.users.queryOptions(), ...adminRefresh });
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [changingAccess, setChangingAccess] = useState<AdminUser | null>(null);
  const { query, setQuery, matches } = useSearchFilter<AdminUser>(
    (user) => `${user.name} ${user.email} ${user.plan ?? ''}`,
  );
  if (users.isPending) return <PageSpinner label="Loading users..." />;
  if (users.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadUsersFailed}</Alert>;
  const rows = users.data.filter(matches);
  return (
    <AdminSection
      title={`Users (${users.data.length})`}
      actions={<SearchBox label="Search users" value={query} onChange={setQuery} />}
    >
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
                  <span className="badge badge-brand">Admin{user.adminLevel === 'super_admin' ? ' · Super' : ''}</span>
                ) : null}
                {user.adminLevel === 'standard' ? (
                  <span className="cell-sub">Areas: {areasLabel(user.permissions)}</span>
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
            cell: (user) => (
              <UserActions user={user} onEdit={() => setEditing(user)} onChangeAccess={() => setChangingAccess(user)} />
            ),
          },
        ]}
      />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ChangeAccessDialog user={changingAccess} onClose={() => setChangingAccess(null)} />
    </AdminSection>
  );
}

/** A standard admin's areas in words, in their usual order. */
const areasLabel = (permissions: readonly string[] | null) =>
  areasIn(permissions)
    .map((permission) => ADMIN_PERMISSIONS[permission])
    .join(', ') || 'none (the overview only)';

function UserActions({
  user,
  onEdit,
  onChangeAccess,
}: {
  user: AdminUser;
  onEdit: () => void;
  onChangeAccess: () => void;
}) {
  const { user: me } = useAuth();
  const run = useAdminAction();
  const reset = useMutation(trpc.admin.sendPasswordReset.mutationOptions());
  const remove = useMutation(trpc.admin.deleteCustomer.mutationOptions());
  const resetFactors = useMutation(trpc.auth.resetSecondFactors.mutationOptions());
  return (
    <div className="row-actions">
      <Button
        variant="secondary"
        className="btn-small"
        onClick={onEdit}
        disabled={!user.editable}
        title={user.editable ? undefined : ADMIN_MESSAGES.editAdminOnlySuper}
        aria-label={user.editable ? `Edit ${user.email}` : `Edit ${user.email}: ${ADMIN_MESSAGES.editAdminOnlySuper}`}
      >
        Edit
      </Button>
      <ActionMenu
        label={`More actions for ${user.email}`}
        items={[
          // Only a super admin may, never for themselves, a customer or the site owner: the server says which rows.
          ...(user.accessEditable
            ? [{ label: 'Change access', name: `Change the access of ${user.email}`, onSelect: onChangeAccess }]
            : []),
          {
            label: 'Reset password',
            name: `Send a password reset to ${user.email}`,
            confirm: {
              title: 'Send a password reset email?',
              description: `${user.email} gets a link to choose a new password. Their current password keeps working until they use it.`,
              confirmLabel: 'Send Reset Email',
              destructive: false,
            },
            onSelect: () =>
              run(() => reset.mutateAsync({ email: user.email }), { failure: ADMIN_MESSAGES.resetFailed }),
          },
          ...(user.secondFactor && !user.isAdmin
            ? [
                {
                  label: 'Reset two-factor',
                  name: `Remove the second factors of ${user.email}`,
                  confirm: {
                    title: 'Remove their two-factor authentication?',
                    description: `Only when ${user.email} has lost their authenticator app and recovery codes, and you have checked it is them. They can then sign in with their password alone, and we email them.`,
                    confirmLabel: 'Remove Second Factors',
                  },
                  onSelect: () =>
                    run(() => resetFactors.mutateAsync({ userId: user.id }), {
                      failure: ADMIN_MESSAGES.resetSecondFactorsFailed,
                    }),
                },
              ]
            : []),
          user.isAdmin
            ? {
                // Spec part 2 §2: admin accounts cannot be deleted here; the item says why instead.
                label: user.id === me?.id ? 'You: cannot be deleted' : 'Admin: cannot be deleted',
                disabled: true,
                destructive: true,
                onSelect: () => undefined,
              }
            : deleteCustomerAction({
                name: user.name,
                email: user.email,
                onDelete: () =>
                  run(() => remove.mutateAsync({ email: user.email }), {
                    failure: ADMIN_MESSAGES.deleteCustomerFailed,
                  }),
              }),
        ]}
      />
    </div>
  );
}

/** Spec part 2 §2: deleting a customer is permanent and removes all their data; the dialog says so first. */
export function deleteCustomerAction({
  name,
  email,
  onDelete,
}: {
  name: string;
  email: string;
  onDelete: () => Promise<unknown>;
}): ActionMenuItem {
  return {
    label: 'Delete',
    name: `Delete ${email}`,
    destructive: true,
    confirm: {
      title: `Delete ${name} permanently?`,
      description: `This deletes ${email}'s account and all their data: files, messages, projects, chats and Zoom meetings. Payment records and signed agreements stay for the books, detached and without their name or email (a typed signature stays part of its agreement). This cannot be undone.`,
      confirmLabel: 'Delete Customer',
    },
    onSelect: onDelete,
  };
}
