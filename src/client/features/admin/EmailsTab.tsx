import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import type { RouterOutputs } from '../../lib/api-types';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner } from '../../ui/Spinner';
import { AdminSection } from './AdminSection';
import type { AdminTabProps } from './admin-tabs';
import { adminRefresh, useAdminAction, useRefreshAdmin } from './use-admin';

type OutboxEmail = RouterOutputs['email']['outbox'][number];

const VIEWS = ['All', 'Failed'] as const;

/** What each state means to the team, in words. */
function describeStatus(email: OutboxEmail): string {
  switch (email.status) {
    case 'sent':
      return 'Sent';
    case 'written':
      return 'Written to the mail folder';
    case 'failed':
      return 'Failed';
    case 'dropped':
      return 'Not sent (no longer needed)';
    case 'sending':
      return 'Sending';
    case 'queued':
      return email.attempts > 0
        ? `Retrying ${formatDateTime(email.notBefore)}`
        : `Due ${formatDateTime(email.notBefore)}`;
  }
}

/**
 * Issue 35: the outbox. Every email the site sends, with what became of it; a message that failed
 * after its last try says why and can be sent again.
 */
export function EmailsTab({ stats }: AdminTabProps) {
  const [view, setView] = useState<(typeof VIEWS)[number]>('All');
  const outbox = useQuery({
    ...trpc.email.outbox.queryOptions({ failedOnly: view === 'Failed' }),
    ...adminRefresh,
  });
  return (
    <AdminSection title="Emails">
      {stats.failedEmails > 0 ? (
        <Alert tone="error">
          {stats.failedEmails === 1
            ? '1 email could not be delivered after every try.'
            : `${stats.failedEmails} emails could not be delivered after every try.`}{' '}
          {stats.failedEmails === 1
            ? 'Check the mail server, then send it again.'
            : 'Check the mail server, then send them again.'}
        </Alert>
      ) : null}
      <FilterChips label="Show" options={VIEWS} value={view} onChange={setView} />
      {outbox.isPending ? (
        <PageSpinner label="Loading emails..." />
      ) : outbox.isError ? (
        <Alert tone="error">Failed to load the outbox.</Alert>
      ) : (
        <DataTable
          caption="Emails, newest first"
          rows={outbox.data}
          rowKey={(email) => email.id}
          empty={view === 'Failed' ? 'No email has failed.' : 'No email has been sent yet.'}
          columns={[
            { header: 'Created', cell: (email) => formatDateTime(email.createdAt) },
            { header: 'To', cell: (email) => email.to },
            { header: 'Subject', cell: (email) => email.subject },
            {
              header: 'Status',
              cell: (email) => (
                <span>
                  <span className={`badge badge-${email.status}`}>{describeStatus(email)}</span>
                  {email.error && email.status !== 'sent' && email.status !== 'written' ? (
                    <span className="cell-sub">{`Try ${email.attempts}: ${email.error}`}</span>
                  ) : null}
                </span>
              ),
            },
            // Only a failed message has something to do.
            ...(outbox.data.some((email) => email.status === 'failed')
              ? [
                  {
                    header: 'Actions',
                    actions: true,
                    cell: (email: OutboxEmail) => (email.status === 'failed' ? <ResendButton email={email} /> : null),
                  },
                ]
              : []),
          ]}
        />
      )}
    </AdminSection>
  );
}

function ResendButton({ email }: { email: OutboxEmail }) {
  const run = useAdminAction();
  const refresh = useRefreshAdmin();
  const resend = useMutation(trpc.email.resend.mutationOptions());
  return (
    <Button
      variant="secondary"
      className="btn-small"
      busy={resend.isPending}
      busyLabel="Sending..."
      aria-label={`Send "${email.subject}" to ${email.to} again`}
      onClick={() =>
        void run(() => resend.mutateAsync({ id: email.id }), { failure: 'Failed to send the email again' }).then(() =>
          refresh('emails'),
        )
      }
    >
      Send again
    </Button>
  );
}
