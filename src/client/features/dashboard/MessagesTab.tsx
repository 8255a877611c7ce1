import { formatDateTime } from '../../lib/format';
import type { Dashboard } from './types';

export function MessagesTab({ messages }: { messages: Dashboard['messages'] }) {
  return (
    <section className="dash-card" aria-labelledby="messages-title">
      <h2 id="messages-title">Messages</h2>
      {messages.length === 0 ? (
        <p className="empty-state">No messages yet. Use the Contact tab to write to us.</p>
      ) : (
        <ul className="dash-list">
          {messages.map((message) => (
            <li key={message.id} className={`dash-message${message.fromAdmin ? ' dash-message-admin' : ''}`}>
              <div className="dash-item-head">
                <span className={`badge ${message.fromAdmin ? 'dash-badge-active' : 'dash-badge-neutral'}`}>{message.fromAdmin ? 'Admin' : 'You'}</span>
                <strong>{message.subject}</strong>
                <span className="muted">{formatDateTime(message.createdAt)}</span>
              </div>
              <p className="dash-item-text">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
