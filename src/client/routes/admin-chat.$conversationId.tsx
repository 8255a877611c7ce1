import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ChatConsolePage } from '../features/chat/ChatConsole';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/admin-chat/$conversationId')({
  staticData: { page: browserScreen('Live chat console', 'disallow') },
  component: LiveChatConsoleRoute,
});

function LiveChatConsoleRoute() {
  const { conversationId } = Route.useParams();
  return (
    <RequireAuth admin>
      <ChatConsolePage conversationId={conversationId} />
    </RequireAuth>
  );
}
