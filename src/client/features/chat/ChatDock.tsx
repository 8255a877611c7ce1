import { useRouterState } from '@tanstack/react-router';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import type { ChatLine } from './chat-log';
import { useLiveChat, type LiveChat } from './use-live-chat';

// The chat window's code loads on first open: the public pages stay light until someone chats.
const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

interface ChatDock {
  openChat(): void;
  /** Lines from the team that arrived while the window was closed. */
  unread: number;
}

const DockContext = createContext<ChatDock>({ openChat: () => undefined, unread: 0 });
export const useChatDock = () => useContext(DockContext);

/** Pages with their own way to talk to the team (the dashboard's Contact tab) or none (admins). */
const NO_LAUNCHER = /^\/(dashboard|admin|admin-chat|test-checkout)(\/|$)/;

/**
 * One live chat for the whole site: the floating launcher on public pages, the dashboard's Contact
 * tab, and the window itself. It stays connected while the window is closed, so replies from the
 * team are announced (a toast and an unread count) wherever the customer is.
 */
export function ChatDockProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.isAdmin) return <>{children}</>;
  return <CustomerDock>{children}</CustomerDock>;
}

function CustomerDock({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const onTeamLine = useCallback(
    (line: ChatLine) => {
      if (open) return;
      setUnread((count) => count + 1);
      toast('message', `${line.senderName}: ${line.message.slice(0, 80)}`);
    },
    [open, toast],
  );
  const chat = useLiveChat(onTeamLine);
  const openChat = useCallback(() => {
    setOpen(true);
    setUnread(0);
  }, []);
  const dock = useMemo(() => ({ openChat, unread }), [openChat, unread]);
  return (
    <DockContext.Provider value={dock}>
      {children}
      <Dock chat={chat} open={open} unread={unread} onOpen={openChat} onClose={() => setOpen(false)} />
    </DockContext.Provider>
  );
}

function Dock({ chat, open, unread, onOpen, onClose }: { chat: LiveChat; open: boolean; unread: number; onOpen(): void; onClose(): void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (open) {
    return (
      <Suspense fallback={null}>
        <ChatPanel chat={chat} onClose={onClose} />
      </Suspense>
    );
  }
  if (NO_LAUNCHER.test(pathname)) return null;
  return (
    <button type="button" className="chat-launcher" onClick={onOpen} aria-label={unread ? `Chat with us, ${unread} unread message(s)` : 'Chat with us'}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
      </svg>
      <span>{chat.session && chat.session.status !== 'ended' ? 'Continue chat' : 'Chat with us'}</span>
      {unread ? <span className="chat-launcher-badge">{unread}</span> : null}
    </button>
  );
}
