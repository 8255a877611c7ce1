import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ChatConsole } from '../features/chat/ChatConsole';

export const Route = createFileRoute('/admin-chat/$conversationId')({ component: LiveChatConsoleRoute });

function LiveChatConsoleRoute() {
  const { conversationId } = Route.useParams();
  return (
    <RequireAuth admin>
      <ChatConsole conversationId={conversationId} />
    </RequireAuth>
  );
}
