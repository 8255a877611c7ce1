import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { ADMIN_PERMISSIONS, CHAT_REFRESH_MS } from '../../../shared/admin';
import { CHAT_MESSAGES } from '../../../shared/chat';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { errorMessage, httpStatusOf, trpc } from '../../lib/trpc';
import { downloadWithSession } from '../../lib/rest';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DownloadButton } from '../../ui/DownloadButton';
import { PageSpinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { AccessRestricted } from '../admin/AccessRestricted';
import { useActivityTracking } from '../admin/use-activity-tracking';
import { useAuth } from '../auth/auth-context';
import { ChatStatusBadge, RecentSessions, useAcceptChat, WaitingList } from './ChatQueue';
import type { ChatHistory } from './chat-log';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { attentionCount, useAlertSound, useDesktopAlerts, useTitleCount } from './agent-alerts';
import { SocketStatus } from './SocketStatus';
import { useAdminChat } from './use-admin-chat';
import { useChatDraft } from './use-chat-draft';
import { useReadReceipt } from './use-read-receipt';
import '../admin/admin.css';
import './chat.css';
import { EmptyState } from '../../ui/EmptyState';

/** The console's address when no conversation is open. */
export const CONSOLE_HOME = 'inbox';
const TYPING_REFRESH_MS = 2_000;

/** The console, for admins whose account has Live chat; the others are told so, with the way back. */
export function ChatConsolePage({ conversationId }: { conversationId: string }) {
  const { user } = useAuth();
  if (!user?.adminPermissions.includes('chat'))
    return (
      <section className="page admin-page">
        <h1>Live Chat Console</h1>
        <AccessRestricted message={ADMIN_MESSAGES.noPermission(ADMIN_PERMISSIONS.chat)}>
          <Link to="/admin" className="btn btn-secondary">
            Back to the dashboard
          </Link>
        </AccessRestricted>
      </section>
    );
  return <ChatConsole conversationId={conversationId} />;
}

/**
 * Spec part 2 §2 Admin live-chat console: connection indicator, waiting customers with Accept
 * Chat, the open conversation with its history, a reply box (Enter sends), End Chat, and the 10
 * most recent sessions. The conversation comes from the address, so a chat can be linked to.
 */
function ChatConsole({ conversationId }: { conversationId: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queue = useQuery({ ...trpc.chat.queue.queryOptions(), refetchInterval: CHAT_REFRESH_MS });
  const selected = conversationId === CONSOLE_HOME ? null : conversationId;
  const open = useQuery({
    ...trpc.chat.session.queryOptions(selected ? { conversationId: selected } : skipToken),
    retry: false,
  });
  const openId = selected && open.data ? open.data.session.id : null;
  const live = useAdminChat(openId);
  useActivityTracking('live-chat');
  const waiting = live.feedStatus === 'pending' || live.waiting.length ? live.waiting : (queue.data?.waiting ?? []);
  useTitleCount(attentionCount(waiting, live.unread));

  // Spec part 2 §4: the console clears the conversation on chat_ended.
  const status = openId ? (live.sessions[openId]?.status ?? open.data?.session.status) : null;
  const wasOpen = useRef(false);
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!openId) return;
    if (status === 'ended' && wasOpen.current) {
      toast('message', `The chat with ${open.data?.session.customerName ?? 'the customer'} has ended`);
      // End Chat and the reply box go with the conversation: the waiting customers, the next
      // thing to do, take focus unless it is elsewhere.
      void navigate({ to: '/admin-chat/$conversationId', params: { conversationId: CONSOLE_HOME } }).then(() => {
        if (!document.activeElement || document.activeElement === document.body) waitingHeading.current?.focus();
      });
    }
    wasOpen.current = status !== 'ended';
  }, [openId, status, navigate, toast, open.data?.session.customerName]);
  useEffect(() => {
    if (openId) live.markRead(openId);
  });

  return (
    <section className="page admin-page chat-console">
      <header className="admin-header">
        <div>
          <p className="eyebrow">Admin</p>
          <h1>Live Chat Console</h1>
          <p className="muted">
            <SocketStatus />
          </p>
        </div>
        <div className="admin-header-actions">
          <AlertSwitches />
          <Link to="/admin" search={{ tab: 'live-chat' }} className="btn btn-secondary">
            Back to the dashboard
          </Link>
        </div>
      </header>
      <div className="console-grid">
        <div className="admin-stack">
          <WaitingList waiting={waiting} headingRef={waitingHeading} />
          {queue.isError ? (
            <Alert tone="error">{ADMIN_MESSAGES.loadChatsFailed}</Alert>
          ) : (
            <RecentSessions
              sessions={(queue.data?.recent ?? []).map(live.current)}
              unread={live.unread}
              openId={openId}
              onDeleted={(session) => {
                if (session.id === openId)
                  void navigate({ to: '/admin-chat/$conversationId', params: { conversationId: CONSOLE_HOME } });
              }}
            />
          )}
        </div>
        <div className="dash-card console-chat">
          {!selected ? (
            <EmptyState icon="chat">Choose a waiting customer or a recent chat.</EmptyState>
          ) : open.isPending ? (
            <PageSpinner label="Loading the conversation..." />
          ) : open.isError ? (
            <Alert tone="error">
              {httpStatusOf(open.error) === 404
                ? 'This chat no longer exists.'
                : errorMessage(open.error, ADMIN_MESSAGES.loadChatsFailed)}
            </Alert>
          ) : (
            <OpenChat key={open.data.session.id} history={open.data} live={live} />
          )}
        </div>
      </div>
    </section>
  );
}

/** Issue 35 §7: the agent's say over the ding and the desktop notifications. */
function AlertSwitches() {
  const sound = useAlertSound();
  const desktop = useDesktopAlerts();
  return (
    <>
      <Button variant="secondary" className="btn-small" aria-pressed={sound.on} onClick={sound.toggle}>
        {sound.on ? 'Sound on' : 'Sound off'}
      </Button>
      {desktop.permission === 'unsupported' ? null : (
        // A live region from the start, so the answer to the request is read out where the button was.
        <span role="status" className="console-alert-status">
          {desktop.permission === 'default' ? (
            <Button variant="secondary" className="btn-small" onClick={desktop.turnOn}>
              Turn on desktop alerts
            </Button>
          ) : desktop.permission === 'granted' ? (
            'Desktop alerts on'
          ) : (
            'Desktop alerts are blocked in your browser settings'
          )}
        </span>
      )}
    </>
  );
}

function OpenChat({ history, live }: { history: ChatHistory; live: ReturnType<typeof useAdminChat> }) {
  const session = live.sessions[history.session.id] ?? history.session;
  const lines = live.linesOf(session.id, history.messages);
  const accept = useAcceptChat();
  const toast = useToast();
  const typing = useTypingSignal(session.id);
  const send = useMutation(trpc.chat.send.mutationOptions());
  const end = useMutation(trpc.chat.end.mutationOptions());
  const draft = useChatDraft(async (message) => {
    await send.mutateAsync({ sessionId: session.id, message });
    typing.sent();
  });
  const { mutate: markRead } = useMutation(trpc.chat.read.mutationOptions());
  const reportRead = useCallback(
    (lineId: number) => markRead({ sessionId: session.id, lineId }),
    [markRead, session.id],
  );
  useReadReceipt(lines, 'customer', session.adminReadId, reportRead);
  const customerOnline = live.online[session.id] ?? history.customerOnline;
  const accepted = useRouterState({ select: (router) => router.location.state.chatAccepted === true });

  return (
    <div className="console-conversation">
      <header className="console-chat-head">
        <div>
          <h2>
            {session.customerName} <ChatStatusBadge status={session.status} />
          </h2>
          <p className="muted">
            {session.customerEmail}
            {session.isVisitor ? ' · visitor without an account' : ''}
            {session.adminName ? ` · with ${session.adminName}` : ''}
          </p>
          {session.status === 'ended' ? null : (
            <p className={`console-presence${customerOnline ? ' console-presence-online' : ''}`}>
              {customerOnline
                ? `${session.customerName} is online`
                : `${session.customerName} is away: replies also go by email`}
            </p>
          )}
        </div>
        {session.status === 'waiting' ? (
          <Button busy={accept.pending} onClick={() => void accept.run(session)}>
            Accept Chat
          </Button>
        ) : session.status === 'active' ? (
          <Button
            variant="danger"
            busy={end.isPending}
            onClick={() =>
              void end
                .mutateAsync({ sessionId: session.id })
                .catch((error: unknown) => toast('error', errorMessage(error, CHAT_MESSAGES.unavailable)))
            }
          >
            End Chat
          </Button>
        ) : null}
        <ExportButtons conversationId={session.conversationId} />
      </header>
      <ChatThread
        lines={lines}
        me="admin"
        typing={live.typing[session.id] ?? null}
        label={`Chat with ${session.customerName}`}
        seenUpTo={Math.max(live.customerSeen[session.id] ?? 0, session.customerReadId)}
      />
      {session.status === 'active' ? (
        <ChatComposer
          draft={draft}
          id="console-reply"
          label={`Reply to ${session.customerName}`}
          placeholder="Type a reply and press Enter…"
          onTyping={typing.typed}
          sending={send.isPending}
          autoFocus={accepted}
        />
      ) : (
        <p className="muted console-note">
          {session.status === 'waiting' ? 'Accept the chat to reply.' : 'This chat has ended.'}
        </p>
      )}
    </div>
  );
}

/** Tells the customer the admin is typing, at most every 2 s while keys keep coming; a sent reply starts over. */
function useTypingSignal(sessionId: number) {
  const { mutate } = useMutation(trpc.chat.typing.mutationOptions());
  const lastTyping = useRef(0);
  return {
    typed: () => {
      if (Date.now() - lastTyping.current > TYPING_REFRESH_MS) {
        lastTyping.current = Date.now();
        mutate({ sessionId, typing: true });
      }
    },
    sent: () => {
      lastTyping.current = 0;
    },
  };
}

/** Issue 35 §8: the conversation for the team's records, as text or JSON (each export is audited). */
function ExportButtons({ conversationId }: { conversationId: string }) {
  const failure = 'Failed to export the conversation';
  return (
    <div className="row-actions">
      {(['txt', 'json'] as const).map((format) => (
        <DownloadButton
          key={format}
          download={() =>
            downloadWithSession(
              `/api/admin/chat/session/${encodeURIComponent(conversationId)}/export?format=${format}`,
              `chat-${conversationId}.${format}`,
              failure,
            )
          }
          failure={failure}
          done="Conversation exported"
          busyLabel="Exporting..."
          className="btn-small"
        >
          {format === 'txt' ? 'Export as text' : 'Export as JSON'}
        </DownloadButton>
      ))}
    </div>
  );
}
