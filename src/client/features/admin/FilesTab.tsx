import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ActionMenu } from '../../ui/ActionMenu';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { PageSpinner } from '../../ui/Spinner';
import { formatFileSize } from '../payment/upload';
import { FileDownloadButton } from './FileDownloadButton';
import { SearchBox, useSearchFilter } from './SearchBox';
import { SendFileDialog } from './SendFileDialog';
import type { AdminFile } from './types';
import { adminRefresh, useAdminAction } from './use-admin';
import { AdminSection } from './AdminSection';

/** Spec part 2 §2 files tab: every file with download and delete, and sending a file to a customer. */
export function FilesTab() {
  const files = useQuery({ ...trpc.admin.files.queryOptions(), ...adminRefresh });
  const [sending, setSending] = useState(false);
  const { query, setQuery, matches } = useSearchFilter<AdminFile>(
    (file) => `${file.filename} ${file.customerName} ${file.customerEmail}`,
  );
  if (files.isPending) return <PageSpinner label="Loading files..." />;
  if (files.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadFailed}</Alert>;
  return (
    <AdminSection
      title={`Files (${files.data.length})`}
      actions={
        <div className="toolbar">
          <SearchBox label="Search files" value={query} onChange={setQuery} />
          <Button onClick={() => setSending(true)}>Send File to Customer</Button>
        </div>
      }
    >
      <DataTable
        caption="All files"
        rows={files.data.filter(matches)}
        rowKey={(file) => file.id}
        empty={query ? 'No files match your search.' : 'No files yet.'}
        emptyAction={
          query ? null : (
            <Button variant="secondary" onClick={() => setSending(true)}>
              Send a file
            </Button>
          )
        }
        columns={[
          { header: 'File', cell: (file) => <span className="admin-filename">{file.filename}</span> },
          {
            header: 'Customer',
            cell: (file) => (
              <span>
                {file.customerName}
                <span className="cell-sub">{file.customerEmail}</span>
              </span>
            ),
          },
          { header: 'Size', numeric: true, cell: (file) => formatFileSize(file.size) },
          { header: 'From', cell: (file) => (file.source === 'admin' ? `Team (${file.uploadedByName})` : 'Customer') },
          { header: 'Uploaded', cell: (file) => formatDateTime(file.uploadedAt) },
          { header: 'Notes', cell: (file) => file.notes ?? '—' },
          {
            header: 'Actions',
            actions: true,
            cell: (file) => (
              <div className="row-actions">
                <FileDownloadButton file={file} />
                <FileMenu file={file} />
              </div>
            ),
          },
        ]}
      />
      <SendFileDialog open={sending} recipient={null} onClose={() => setSending(false)} />
    </AdminSection>
  );
}

function FileMenu({ file }: { file: AdminFile }) {
  const run = useAdminAction();
  const remove = useMutation(trpc.admin.deleteFile.mutationOptions());
  return (
    <ActionMenu
      label={`More actions for ${file.filename}`}
      items={[
        {
          label: 'Delete',
          name: `Delete ${file.filename}`,
          destructive: true,
          confirm: {
            title: 'Delete this file?',
            description: `"${file.filename}" of ${file.customerName} is deleted for good, from the customer's dashboard too.`,
            confirmLabel: 'Delete File',
          },
          onSelect: () => run(() => remove.mutateAsync({ id: file.id }), { failure: ADMIN_MESSAGES.deleteFileFailed }),
        },
      ]}
    />
  );
}
