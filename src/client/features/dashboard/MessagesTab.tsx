import { formatDateTime } from '../../lib/format';
import type { Dashboard } from './types';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

type Message = Pick<Dashboard['messages'][number], 'id' | 'subject' | 'message' | 'fromAdmin' | 'createdAt'>;

/** Messages between a customer and the team, each labelled by its side (spec part 2 §2: Admin or You). */
export function MessageList({ messages, customerLabel }: { messages: readonly Message[]; customerLabel: string }) {
  return (
    <ul className="dash-list">
      {messages.map((message) => (
        <li key={message.id} className={`dash-message${message.fromAdmin ? ' dash-message-admin' : ''}`}>
          <div className="dash-item-head">
            <span className={`badge ${message.fromAdmin ? 'dash-badge-active' : 'dash-badge-neutral'}`}>
              {message.fromAdmin ? 'Admin' : customerLabel}
            </span>
            <strong>{message.subject}</strong>
            <span className="muted">{formatDateTime(message.createdAt)}</span>
          </div>
          <p className="dash-item-text">{message.message}</p>
        </li>
      ))}
    </ul>
  );
}

export function MessagesTab({ messages, onContact }: { messages: Dashboard['messages']; onContact: () => void }) {
  return (
    <section className="dash-card" aria-labelledby="messages-title">
      <h2 id="messages-title">Messages</h2>
      {messages.length === 0 ? (
        <EmptyState
          icon="chat"
          action={
            <Button variant="secondary" onClick={onContact}>
              Write to us
            </Button>
          }
        >
          No messages yet. Use the Contact tab to write to us.
        </EmptyState>
      ) : (
        <MessageList messages={messages} customerLabel="You" />
      )}
    </section>
  );
}
