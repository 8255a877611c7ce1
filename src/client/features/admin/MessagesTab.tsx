import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ActionMenu } from '../../ui/ActionMenu';
import { Alert } from '../../ui/Alert';
import { EmptyState } from '../../ui/EmptyState';
import { Button } from '../../ui/Button';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner } from '../../ui/Spinner';
import { SendMessageDialog, type ReplyTarget } from './SendMessageDialog';
import type { AdminMessage, Recipient } from './types';
import { adminRefresh, useAdminAction } from './use-admin';

const FILTERS = ['Pending', 'All'] as const;

/** Spec part 2 §2 messages tab: mark as read (toggles responded), reply (email plus dashboard), delete. */
export function MessagesTab() {
  const messages = useQuery({ ...trpc.admin.messages.queryOptions(), ...adminRefresh });
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('Pending');
  const [reply, setReply] = useState<{ recipient: Recipient; target: ReplyTarget } | null>(null);
  if (messages.isPending) return <PageSpinner label="Loading messages..." />;
  if (messages.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadFailed}</Alert>;
  const pending = messages.data.filter((message) => !message.responded).length;
  const rows = filter === 'All' ? messages.data : messages.data.filter((message) => !message.responded);
  return (
    <section className="admin-stack" aria-labelledby="messages-title">
      <h2 id="messages-title">
        Messages ({messages.data.length}, {pending} pending)
      </h2>
      <FilterChips label="Which messages" options={FILTERS} value={filter} onChange={setFilter} />
      {rows.length === 0 ? (
        <EmptyState
          icon="chat"
          action={
            filter === 'Pending' && messages.data.length ? (
              <Button variant="secondary" onClick={() => setFilter('All')}>
                Show all messages
              </Button>
            ) : null
          }
        >
          {filter === 'Pending' ? 'Nothing waiting for an answer.' : 'No messages from customers yet.'}
        </EmptyState>
      ) : (
        <ul className="dash-list">
          {rows.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onReply={() =>
                setReply({ recipient: { name: message.customerName, email: message.userEmail }, target: message })
              }
            />
          ))}
        </ul>
      )}
      <SendMessageDialog
        recipient={reply?.recipient ?? null}
        replyTo={reply?.target ?? null}
        onClose={() => setReply(null)}
      />
    </section>
  );
}

function MessageItem({ message, onReply }: { message: AdminMessage; onReply: () => void }) {
  const run = useAdminAction();
  const toggle = useMutation(trpc.admin.toggleResponded.mutationOptions());
  const remove = useMutation(trpc.admin.deleteMessage.mutationOptions());
  return (
    <li className="dash-card admin-message">
      <div className="dash-item-head">
        <span className={`badge ${message.responded ? 'dash-badge-done' : 'dash-badge-waiting'}`}>
          {message.responded ? 'Responded' : 'Pending'}
        </span>
        <strong>{message.subject}</strong>
      </div>
      <p className="muted">
        From {message.customerName} &lt;{message.userEmail}&gt; · {formatDateTime(message.createdAt)}
        {message.hasAccount ? null : ' · visitor without an account: the reply goes by email'}
      </p>
      <p className="dash-item-text">{message.message}</p>
      <div className="row-actions message-actions">
        <Button
          className="btn-small"
          onClick={onReply}
          aria-label={`Reply to ${message.customerName}: ${message.subject}`}
        >
          Reply
        </Button>
        <Button
          variant="secondary"
          className="btn-small"
          busy={toggle.isPending}
          onClick={() =>
            void run(() => toggle.mutateAsync({ id: message.id }), { failure: ADMIN_MESSAGES.markReadFailed })
          }
          aria-label={`${message.responded ? 'Mark as not responded' : 'Mark as read'}: ${message.subject} from ${message.customerName}`}
        >
          {message.responded ? 'Mark as not responded' : 'Mark as read'}
        </Button>
        <ActionMenu
          label={`More actions for the message ${message.subject} from ${message.customerName}`}
          items={[
            {
              label: 'Delete',
              name: `Delete the message ${message.subject} from ${message.customerName}`,
              destructive: true,
              confirm: {
                title: 'Delete this message?',
                description: `"${message.subject}" from ${message.customerName} is deleted for good. It also disappears from the customer's dashboard.`,
                confirmLabel: 'Delete Message',
              },
              onSelect: () =>
                run(() => remove.mutateAsync({ id: message.id }), { failure: ADMIN_MESSAGES.deleteMessageFailed }),
            },
          ]}
        />
      </div>
    </li>
  );
}
