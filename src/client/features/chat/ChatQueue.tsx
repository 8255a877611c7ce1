import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Ref } from 'react';
import { CHAT_MESSAGES } from '../../../shared/chat';
import { formatDateTime } from '../../lib/format';
import { errorMessage, trpc } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { lineTime, type ChatSession, type QueueSession } from './chat-log';
import { EmptyState } from '../../ui/EmptyState';

const STATUS_LABELS = { waiting: 'Waiting', active: 'Active', ended: 'Ended' } as const;
const STATUS_TONES = { waiting: 'dash-badge-waiting', active: 'dash-badge-active', ended: 'dash-badge-done' } as const;

export function ChatStatusBadge({ status }: { status: ChatSession['status'] }) {
  return <span className={`badge ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The conversation was opened by Accept Chat: its reply box takes focus as it shows. */
    chatAccepted?: boolean;
  }
}

/** admin_accept_chat, then the console opens the conversation; another admin may have been quicker. */
export function useAcceptChat() {
  const toast = useToast();
  const navigate = useNavigate();
  const accept = useMutation(trpc.chat.accept.mutationOptions());
  return {
    pending: accept.isPending,
    async run(session: ChatSession) {
      try {
        await accept.mutateAsync({ sessionId: session.id });
        // The Accept Chat button goes with the wait, so focus would fall to the page's body.
        await navigate({
          to: '/admin-chat/$conversationId',
          params: { conversationId: session.conversationId },
          state: (state) => ({ ...state, chatAccepted: true }),
        });
      } catch (error) {
        toast('error', errorMessage(error, CHAT_MESSAGES.alreadyAccepted));
      }
    },
  };
}

/** Waiting customers with Accept Chat (spec part 2 §2 console), oldest first. */
export function WaitingList({
  waiting,
  headingRef,
}: {
  waiting: readonly ChatSession[];
  /** The console gives the heading focus when the open chat ends (decision 039). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const accept = useAcceptChat();
  return (
    <section className="dash-card" aria-labelledby="waiting-title">
      <h2 id="waiting-title" ref={headingRef} tabIndex={-1}>
        Waiting customers ({waiting.length})
      </h2>
      {waiting.length === 0 ? (
        <EmptyState icon="chat">Nobody is waiting.</EmptyState>
      ) : (
        <ul className="chat-queue">
          {waiting.map((session) => (
            <li key={session.id}>
              <div>
                <strong>{session.customerName}</strong>
                <span className="muted">
                  {' '}
                  {session.customerEmail}
                  {session.isVisitor ? ' · visitor' : ''} · since {lineTime(session.createdAt)}
                  {session.escalated ? ' · sent to the inbox' : ''}
                </span>
              </div>
              <Button
                className="btn-small"
                busy={accept.pending}
                onClick={() => void accept.run(session)}
                aria-label={`Accept Chat with ${session.customerName}`}
              >
                Accept Chat
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The 10 most recent sessions with a status badge and delete (spec part 2 §2, §9). */
export function RecentSessions({
  sessions,
  unread = {},
  openId = null,
  onDeleted,
}: {
  sessions: readonly QueueSession[];
  unread?: Record<number, number>;
  openId?: number | null;
  onDeleted?: (session: QueueSession) => void;
}) {
  const toast = useToast();
  const remove = useMutation(trpc.chat.deleteSession.mutationOptions());
  return (
    <section className="dash-card" aria-labelledby="recent-chats-title">
      <h2 id="recent-chats-title">Recent sessions</h2>
      {sessions.length === 0 ? (
        <EmptyState icon="chat">No chats yet.</EmptyState>
      ) : (
        <ul className="chat-queue">
          {sessions.map((session) => (
            <li key={session.id} className={session.id === openId ? 'chat-queue-open' : undefined}>
              <Link
                to="/admin-chat/$conversationId"
                params={{ conversationId: session.conversationId }}
                className="chat-queue-link"
                aria-label={`Open the chat with ${session.customerName}`}
              >
                <span className="chat-queue-name">
                  {session.customerName} <ChatStatusBadge status={session.status} />
                  {unread[session.id] ? <span className="chat-unread">{unread[session.id]} new</span> : null}
                </span>
                <span className="muted chat-queue-last">
                  {session.lastMessage
                    ? `${session.lastMessage.senderName}: ${session.lastMessage.message}`
                    : formatDateTime(session.createdAt)}
                </span>
              </Link>
              {session.status === 'active' ? null : (
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      className="btn-small"
                      aria-label={`Delete the chat with ${session.customerName}`}
                    >
                      Delete
                    </Button>
                  }
                  title="Delete this chat session?"
                  description={`The conversation with ${session.customerName} (${session.customerEmail}) is deleted for good.`}
                  confirmLabel="Delete Chat"
                  onConfirm={async () => {
                    try {
                      const result = await remove.mutateAsync({ id: session.id });
                      toast('success', result.message);
                      onDeleted?.(session);
                    } catch (error) {
                      toast('error', errorMessage(error, 'Failed to delete chat session'));
                    }
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
