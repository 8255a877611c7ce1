import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_VISIBLE_MS } from '../../../shared/chat';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../auth/auth-context';
import { lineEventOf, mergeLines, readOf, typingOf, type ChatLine, type ChatSession, type FeedData } from './chat-log';
import { storedVisitorToken, storeVisitorToken } from './visitor-token';

const TYPING_REFRESH_MS = 2_000;

/**
 * The customer's (or visitor's) side of a live chat: it resumes the chat still open after a
 * reload, follows the chat's feed over the WebSocket (which replays whatever a dropped socket
 * missed), and sends messages, typing, read receipts and the end. `onTeamLine` hears each new line
 * from the team. With `linkToken` (a reply email's link) it opens that conversation instead.
 */
export function useLiveChat(onTeamLine?: (line: ChatLine) => void, linkToken?: string) {
  const { user, status: authStatus } = useAuth();
  const queryClient = useQueryClient();
  const [visitorToken, setVisitorToken] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : storedVisitorToken(),
  );
  const token = linkToken ?? (user ? null : visitorToken);
  const [session, setSession] = useState<ChatSession | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  // A fresh object per signal, so the fade-out timer below restarts with each keystroke report.
  const [teamTyping, setTeamTyping] = useState<{ name: string } | null>(null);
  const [teamSeen, setTeamSeen] = useState(0);
  const lastTypingSent = useRef(0);
  const [announced] = useState(() => new Set<number>());

  const ready = linkToken !== undefined || (authStatus !== 'loading' && (user !== null || token !== null));
  const open = useQuery({
    ...trpc.chat.mine.queryOptions(ready ? { visitorToken: token } : skipToken),
    staleTime: Infinity,
  });
  const resumed = open.data?.session ?? null;
  const current = session ?? resumed;

  const feed = useSubscription(
    trpc.chat.feed.subscriptionOptions(current ? { sessionId: current.id, visitorToken: token } : skipToken, {
      onData(data: FeedData) {
        const event = lineEventOf(data);
        if (event) {
          setSession(event.session);
          setLines((log) => mergeLines(log, [event.message]));
          // Nobody types in an ended chat, whatever the last signal said.
          if (event.session.status === 'ended') setTeamTyping(null);
          // A replay after a reconnect repeats lines: the team's are announced once.
          if (event.message.senderType === 'admin' && !announced.has(event.message.id)) {
            announced.add(event.message.id);
            setTeamTyping(null);
            onTeamLine?.(event.message);
          }
          return;
        }
        const typing = typingOf(data);
        if (typing) setTeamTyping(typing.typing ? { name: typing.name } : null);
        const read = readOf(data);
        if (read) setTeamSeen((seen) => Math.max(seen, read.lineId));
      },
    }),
  );
  useEffect(() => {
    if (!teamTyping) return;
    const timer = window.setTimeout(() => setTeamTyping(null), TYPING_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [teamTyping]);

  const startMutation = useMutation(trpc.chat.start.mutationOptions());
  const sendMutation = useMutation(trpc.chat.send.mutationOptions());
  const endMutation = useMutation(trpc.chat.end.mutationOptions());
  const transcriptMutation = useMutation(trpc.chat.emailTranscript.mutationOptions());
  const typingMutation = useMutation(trpc.chat.typing.mutationOptions());
  // `mutate` keeps its identity across renders, so the receipt callback below does too.
  const { mutate: sendRead } = useMutation(trpc.chat.read.mutationOptions());

  /** Opens the chat with its first message; visitors give their name and email. */
  const start = useCallback(
    async (firstMessage: string, visitor?: { name: string; email: string }) => {
      const started = await startMutation.mutateAsync({
        name: visitor?.name,
        email: visitor?.email,
        visitorToken: token,
      });
      if (started.visitorToken && started.visitorToken !== token) {
        storeVisitorToken(started.visitorToken);
        setVisitorToken(started.visitorToken);
      }
      setLines([]);
      setSession(started.session);
      await sendMutation.mutateAsync({
        sessionId: started.session.id,
        message: firstMessage,
        visitorToken: started.visitorToken ?? token,
      });
    },
    [startMutation, sendMutation, token],
  );

  const send = useCallback(
    async (message: string) => {
      if (!current) return;
      lastTypingSent.current = 0;
      const line = await sendMutation.mutateAsync({ sessionId: current.id, message, visitorToken: token });
      setLines((log) => mergeLines(log, [line]));
    },
    [current, sendMutation, token],
  );

  /** Tells the team the customer is typing, at most every 2 s while keys keep coming. */
  const typing = useCallback(() => {
    if (!current || current.status === 'ended' || Date.now() - lastTypingSent.current < TYPING_REFRESH_MS) return;
    lastTypingSent.current = Date.now();
    typingMutation.mutate({ sessionId: current.id, typing: true, visitorToken: token });
  }, [current, typingMutation, token]);

  const end = useCallback(async () => {
    if (current) setSession(await endMutation.mutateAsync({ sessionId: current.id, visitorToken: token }));
  }, [current, endMutation, token]);

  /** A copy of the conversation so far to the chat's address; the chat itself says it was sent. */
  const emailCopy = useCallback(async () => {
    if (current) return transcriptMutation.mutateAsync({ sessionId: current.id, visitorToken: token });
  }, [current, transcriptMutation, token]);

  /** The customer has seen the team's lines up to `lineId`; a receipt that fails is only a receipt. */
  const read = useCallback(
    (lineId: number) => {
      if (current) sendRead({ sessionId: current.id, lineId, visitorToken: token });
    },
    [current, sendRead, token],
  );

  /** After an ended chat, back to the start form. */
  const reset = useCallback(() => {
    queryClient.setQueryData(trpc.chat.mine.queryKey({ visitorToken: token }), null);
    setSession(null);
    setLines([]);
  }, [queryClient, token]);

  return {
    session: current,
    lines,
    teamTyping: teamTyping?.name ?? null,
    teamSeen: Math.max(teamSeen, current?.adminReadId ?? 0),
    /** Opened from a reply email: an ended conversation takes new lines, which reopen it. */
    fromEmail: linkToken !== undefined,
    loadFailed: open.isError,
    signedIn: user !== null,
    loading: authStatus === 'loading' || (ready && open.isPending),
    feedStatus: feed.status,
    starting: startMutation.isPending,
    sending: sendMutation.isPending,
    start,
    send,
    typing,
    read,
    end,
    emailCopy,
    emailingCopy: transcriptMutation.isPending,
    /** The studio emails a copy only to a proven address: a confirmed account's, or a reply email's. */
    canEmailCopy: linkToken !== undefined || (user?.emailVerified ?? false),
    reset,
  };
}
export type LiveChat = ReturnType<typeof useLiveChat>;
