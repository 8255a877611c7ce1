import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CUSTOMER_STATUS_LABELS } from '../../../shared/admin';
import { PLANS } from '../../../shared/plans';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { formatDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { PageSpinner } from '../../ui/Spinner';
import { ProjectDetailsDialog } from './ProjectDetailsDialog';
import { ProjectStatusDialog } from './ProjectStatusDialog';
import { SearchBox, useSearchFilter } from './SearchBox';
import { SendFileDialog } from './SendFileDialog';
import { SendMessageDialog } from './SendMessageDialog';
import type { AdminCustomer, AdminProject, Recipient } from './types';
import { adminRefresh, useAdminAction } from './use-admin';
import { deleteCustomerAction } from './UsersTab';
import { AgreementStatus } from './AgreementStatus';
import { AdminSection } from './AdminSection';

/** Spec part 2 §2 customers tab: paying and registered customers, with message, file, status, details and delete. */
export function CustomersTab() {
  const customers = useQuery({ ...trpc.admin.customers.queryOptions(), ...adminRefresh });
  const projects = useQuery({ ...trpc.admin.projects.queryOptions(), ...adminRefresh });
  const [messaging, setMessaging] = useState<Recipient | null>(null);
  const [sendingFile, setSendingFile] = useState<Recipient | null>(null);
  const [editing, setEditing] = useState<AdminProject | null>(null);
  const [details, setDetails] = useState<number | null>(null);
  const run = useAdminAction();
  const remove = useMutation(trpc.admin.deleteCustomer.mutationOptions());
  const { query, setQuery, matches } = useSearchFilter<AdminCustomer>(
    (customer) => `${customer.name} ${customer.email} ${customer.plan ?? ''}`,
  );
  if (customers.isPending) return <PageSpinner label="Loading customers..." />;
  if (customers.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadFailed}</Alert>;
  const projectOf = (customer: AdminCustomer) =>
    projects.data?.find((project) => project.id === customer.projectId) ?? null;
  return (
    <AdminSection
      title={`Customers (${customers.data.length})`}
      actions={<SearchBox label="Search customers" value={query} onChange={setQuery} />}
    >
      <DataTable
        caption="Customers"
        rows={customers.data.filter(matches)}
        rowKey={(customer) => customer.email}
        empty={query ? 'No customers match your search.' : 'No customers yet.'}
        columns={[
          { header: 'Name', cell: (customer) => customer.name },
          { header: 'Email', cell: (customer) => customer.email },
          { header: 'Plan', cell: (customer) => (customer.plan ? PLANS[customer.plan].name : '—') },
          {
            header: 'Status',
            cell: (customer) => (
              <span className={`badge customer-${customer.projectStatus}`}>
                {CUSTOMER_STATUS_LABELS[customer.projectStatus]}
              </span>
            ),
          },
          {
            header: 'Record',
            cell: (customer) =>
              (customer.clientRecord ? 'Paying customer' : 'Registered user') +
              (customer.userId === null ? ' (no account)' : ''),
          },
          {
            header: 'Agreement',
            cell: (customer) =>
              customer.plan ? <AgreementStatus agreement={customer.agreement} email={customer.email} /> : '—',
          },
          { header: 'Joined', cell: (customer) => formatDate(customer.createdAt) },
          {
            header: 'Actions',
            actions: true,
            cell: (customer) => {
              const recipient = { name: customer.name, email: customer.email };
              const project = projectOf(customer);
              const hasAccount = customer.userId !== null;
              const more: ActionMenuItem[] = [
                ...(hasAccount
                  ? [
                      {
                        label: 'Send File',
                        name: `Send a file to ${customer.email}`,
                        onSelect: () => setSendingFile(recipient),
                      },
                    ]
                  : []),
                ...(project
                  ? [
                      {
                        label: 'Project Status',
                        name: `Update the project status of ${customer.email}`,
                        onSelect: () => setEditing(project),
                      },
                      {
                        label: 'Details',
                        name: `Project details of ${customer.email}`,
                        onSelect: () => setDetails(project.id),
                      },
                    ]
                  : []),
                deleteCustomerAction({
                  name: customer.name,
                  email: customer.email,
                  onDelete: () =>
                    run(() => remove.mutateAsync({ email: customer.email }), {
                      failure: ADMIN_MESSAGES.deleteCustomerFailed,
                    }),
                }),
              ];
              return (
                <div className="row-actions">
                  {hasAccount ? (
                    <Button
                      variant="secondary"
                      className="btn-small"
                      onClick={() => setMessaging(recipient)}
                      aria-label={`Send a message to ${customer.email}`}
                    >
                      Message
                    </Button>
                  ) : null}
                  <ActionMenu label={`More actions for ${customer.email}`} items={more} />
                </div>
              );
            },
          },
        ]}
      />
      <SendMessageDialog recipient={messaging} onClose={() => setMessaging(null)} />
      <SendFileDialog open={sendingFile !== null} recipient={sendingFile} onClose={() => setSendingFile(null)} />
      <ProjectStatusDialog project={editing} onClose={() => setEditing(null)} />
      <ProjectDetailsDialog projectId={details} onClose={() => setDetails(null)} />
    </AdminSection>
  );
}
