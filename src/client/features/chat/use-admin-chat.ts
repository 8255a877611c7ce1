import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef, useState } from 'react';
import { TYPING_VISIBLE_MS } from '../../../shared/chat';
import { trpc } from '../../lib/trpc';
import { useToast } from '../../ui/Toast';
import { notifyAgent, playDing } from './agent-alerts';
import {
  lineEventOf,
  mergeLines,
  presenceOf,
  readOf,
  typingOf,
  waitingOf,
  type ChatLine,
  type ChatSession,
  type FeedData,
  type LineEvent,
  type TypingSignal,
} from './chat-log';

interface FeedHandlers {
  waiting?: (sessions: ChatSession[]) => void;
  line?: (event: LineEvent, firstTime: boolean) => void;
  typing?: (signal: TypingSignal) => void;
  /** A customer has read their chat up to `lineId`. */
  read?: (sessionId: number, lineId: number) => void;
  /** A customer opened or closed their last chat window. */
  presence?: (sessionId: number, online: boolean) => void;
}

/**
 * join_admin: the admins' feed over the WebSocket. Each line event reaches `line` with
 * `firstTime` false when a reconnect replays it, so nothing is announced twice.
 */
function useAdminChatFeed(handlers: FeedHandlers) {
  const queryClient = useQueryClient();
  // A set kept for the component's life; tRPC calls the latest onData, so the handlers stay fresh.
  const [seen] = useState(() => new Set<number>());
  return useSubscription(
    trpc.chat.adminFeed.subscriptionOptions(undefined, {
      onData(data: FeedData) {
        const event = lineEventOf(data);
        if (event) {
          const firstTime = !seen.has(event.message.id);
          seen.add(event.message.id);
          handlers.line?.(event, firstTime);
          if (firstTime && event.type !== 'new_message')
            void queryClient.invalidateQueries({ queryKey: trpc.chat.queue.queryKey() });
          return;
        }
        const waiting = waitingOf(data);
        if (waiting) {
          // The feed sends the queue each time it starts. A restart that resumes from the last
          // event replays what was missed, but one that starts afresh replays nothing (CI once
          // showed a console connected again whose open chat lacked the lines sent meanwhile): the
          // open chats' histories are read again.
          void queryClient.invalidateQueries({ queryKey: trpc.chat.session.pathKey() });
          return handlers.waiting?.(waiting.sessions);
        }
        const typing = typingOf(data);
        if (typing) return handlers.typing?.(typing);
        const read = readOf(data);
        if (read) return handlers.read?.(read.sessionId, read.lineId);
        const presence = presenceOf(data);
        if (presence) handlers.presence?.(presence.sessionId, presence.online);
      },
    }),
  );
}

/**
 * Tells the agent of new chats and customers' lines: a toast (spec part 2 §9: message toasts,
 * 4000 ms), a ding and, while the page is out of sight, a desktop notification (issue 35 §7).
 * A line of the chat the agent is looking at needs none of them.
 */
function useChatAnnouncer(openSessionId: number | null) {
  const toast = useToast();
  const navigate = useNavigate();
  return (event: LineEvent, firstTime: boolean) => {
    const { session, message } = event;
    const newChat = event.type === 'new_chat_request';
    const fromCustomer = event.type === 'new_message' && message.senderType === 'customer';
    if (!firstTime || !(newChat || fromCustomer)) return;
    if (fromCustomer && session.id === openSessionId && document.visibilityState === 'visible') return;
    toast(
      'message',
      newChat ? `New chat from ${session.customerName}` : `${session.customerName}: ${message.message.slice(0, 80)}`,
    );
    playDing();
    notifyAgent({
      title:
        session.status === 'waiting' ? `New chat from ${session.customerName}` : `Message from ${session.customerName}`,
      body: newChat ? session.customerEmail : message.message,
      tag: `chat-${session.id}`,
      open: () =>
        void navigate({ to: '/admin-chat/$conversationId', params: { conversationId: session.conversationId } }),
    });
  };
}

/** The admin dashboard outside the console only announces chats. */
export function useChatAlerts() {
  const announce = useChatAnnouncer(null);
  useAdminChatFeed({ line: announce });
}

/**
 * The console's live state: the waiting queue (a chat accepted by another admin leaves it at
 * once), each chat's lines, who is typing, and unread counts for the chats not on screen.
 */
export function useAdminChat(openSessionId: number | null) {
  const [waiting, setWaiting] = useState<ChatSession[]>([]);
  const [sessions, setSessions] = useState<Record<number, ChatSession>>({});
  const [logs, setLogs] = useState<Record<number, ChatLine[]>>({});
  const [typing, setTyping] = useState<Record<number, string | null>>({});
  const [unread, setUnread] = useState<Record<number, number>>({});
  /** Read receipts and presence heard live, by chat; the history query holds them as they were on load. */
  const [customerSeen, setCustomerSeen] = useState<Record<number, number>>({});
  const [online, setOnline] = useState<Record<number, boolean>>({});
  const timers = useRef<Record<number, number>>({});
  const announce = useChatAnnouncer(openSessionId);

  const feed = useAdminChatFeed({
    waiting(queue) {
      setWaiting(queue);
      // The feed has (re)started: who came or went while it was down was never heard, so the
      // histories it reads again say who is here until the feed hears otherwise.
      setOnline({});
    },
    line(event, firstTime) {
      const { session, message } = event;
      setSessions((all) => ({ ...all, [session.id]: session }));
      setLogs((all) => ({ ...all, [session.id]: mergeLines(all[session.id] ?? [], [message]) }));
      setWaiting((queue) =>
        session.status === 'waiting'
          ? [...queue.filter((item) => item.id !== session.id), session].sort((a, b) => a.id - b.id)
          : queue.filter((item) => item.id !== session.id),
      );
      if (message.senderType === 'customer') setTyping((all) => ({ ...all, [session.id]: null }));
      if (firstTime && message.senderType === 'customer' && session.id !== openSessionId)
        setUnread((all) => ({ ...all, [session.id]: (all[session.id] ?? 0) + 1 }));
      announce(event, firstTime);
    },
    read: (sessionId, lineId) =>
      setCustomerSeen((all) => ({ ...all, [sessionId]: Math.max(all[sessionId] ?? 0, lineId) })),
    presence: (sessionId, here) => setOnline((all) => ({ ...all, [sessionId]: here })),
    typing(signal) {
      window.clearTimeout(timers.current[signal.sessionId]);
      setTyping((all) => ({ ...all, [signal.sessionId]: signal.typing ? signal.name : null }));
      if (signal.typing)
        timers.current[signal.sessionId] = window.setTimeout(
          () => setTyping((all) => ({ ...all, [signal.sessionId]: null })),
          TYPING_VISIBLE_MS,
        );
    },
  });

  useEffect(() => {
    const pending = timers.current;
    return () => Object.values(pending).forEach((timer) => window.clearTimeout(timer));
  }, []);

  /** Merges a chat's history loaded by query with the live lines; both may hold the same lines. */
  const linesOf = (sessionId: number, history: readonly ChatLine[]) => mergeLines(history, logs[sessionId] ?? []);
  const markRead = (sessionId: number) => setUnread((all) => (all[sessionId] ? { ...all, [sessionId]: 0 } : all));
  /**
   * A listed chat as the feed has heard it since the list was read: its status and the last thing
   * someone said, as the server lists it (its joins, ends and notices are the chat's own lines).
   */
  const current = <T extends Pick<ChatSession, 'id' | 'status'> & { lastMessage: ChatLine | null }>(listed: T): T => {
    const heard = logs[listed.id]?.findLast((line) => line.senderType !== 'system');
    const newer = heard && (!listed.lastMessage || heard.id > listed.lastMessage.id);
    return {
      ...listed,
      status: sessions[listed.id]?.status ?? listed.status,
      lastMessage: newer ? heard : listed.lastMessage,
    };
  };

  return {
    feedStatus: feed.status,
    waiting,
    sessions,
    typing,
    unread,
    customerSeen,
    online,
    linesOf,
    markRead,
    current,
  };
}
