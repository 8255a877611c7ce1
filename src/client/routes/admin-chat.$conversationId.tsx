import { createFileRoute } from '@tanstack/react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/admin-chat/$conversationId')({ component: LiveChatConsoleRoute });

function LiveChatConsoleRoute() {
  return (
    <RequireAuth admin>
      <ComingSoon title="Live Chat Console" />
    </RequireAuth>
  );
}
