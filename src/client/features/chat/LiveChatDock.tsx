import { lazy, Suspense, useCallback, type Ref } from 'react';
import { useToast } from '../../ui/Toast';
import type { ChatLine } from './chat-log';
import { ChatLauncher, type DockState } from './ChatDock';
import { useLiveChat } from './use-live-chat';

const ChatPanel = lazy(() => import('./ChatPanel').then((module) => ({ default: module.ChatPanel })));

/** The live part of the dock: the chat's feed, the launcher that counts unread replies, the window. */
export function LiveChatDock({
  state,
  onOpen,
  launcher,
}: {
  state: DockState;
  onOpen: () => void;
  launcher: Ref<HTMLButtonElement>;
}) {
  const toast = useToast();
  const { open, setUnread } = state;
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
        <ChatPanel chat={chat} onClose={state.close} />
      </Suspense>
    );
  }
  if (!state.showLauncher) return null;
  return (
    <ChatLauncher
      ref={launcher}
      unread={state.unread}
      ongoing={chat.session !== null && chat.session.status !== 'ended'}
      onOpen={onOpen}
    />
  );
}
