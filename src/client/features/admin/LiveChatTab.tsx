import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CHAT_REFRESH_MS } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { PageSpinner } from '../../ui/Spinner';
import { CONSOLE_HOME } from '../chat/ChatConsole';
import { RecentSessions, WaitingList } from '../chat/ChatQueue';
import { AdminSection } from './AdminSection';

/** Spec part 2 §2 live-chat tab: the queue and the recent conversations, refreshed every 10 s (§4). */
export function LiveChatTab() {
  const queue = useQuery({ ...trpc.chat.queue.queryOptions(), refetchInterval: CHAT_REFRESH_MS });
  if (queue.isPending) return <PageSpinner label="Loading chat conversations..." />;
  if (queue.isError) return <Alert tone="error">{ADMIN_MESSAGES.loadChatsFailed}</Alert>;
  return (
    <AdminSection
      title="Live chat"
      actions={
        <Link to="/admin-chat/$conversationId" params={{ conversationId: CONSOLE_HOME }} className="btn btn-primary">
          Open the live chat console
        </Link>
      }
    >
      <WaitingList waiting={queue.data.waiting} />
      <RecentSessions sessions={queue.data.recent} />
    </AdminSection>
  );
}
