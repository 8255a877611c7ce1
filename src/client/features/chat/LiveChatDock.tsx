import { lazy, Suspense, useCallback } from 'react';
import { useToast } from '../../ui/Toast';
import type { ChatLine } from './chat-log';
import { ChatLauncher, type DockState } from './ChatDock';
import { useLiveChat } from './use-live-chat';

const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

/** The live part of the dock: the chat's feed, the launcher that counts unread replies, the window. */
export function LiveChatDock({ state, onOpen }: { state: DockState; onOpen: () => void }) {
  const toast = useToast();
  const { open, setOpen, setUnread } = state;
  const onTeamLine = useCallback(
    (line: ChatLine) => {
      if (open) return;
      setUnread((count) => count + 1);
      toast('message', `${line.senderName}: ${line.message.slice(0, 80)}`);
    },
    [open, setUnread, toast],
  );
  const chat = useLiveChat(onTeamLine);
  if (open) {
    return (
      <Suspense fallback={null}>
        <ChatPanel chat={chat} onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  if (!state.showLauncher) return null;
  return (
    <ChatLauncher
      unread={state.unread}
      ongoing={chat.session !== null && chat.session.status !== 'ended'}
      onOpen={onOpen}
    />
  );
}
