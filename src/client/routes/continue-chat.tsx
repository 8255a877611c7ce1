import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '../lib/token-search';
import { ContinueChatPage } from '../features/chat/ContinueChatPage';
import { browserScreen } from '../lib/page-table';

// The link of a chat's reply email (issue 35 §6): the conversation, to answer in.
export const Route = createFileRoute('/continue-chat')({
  staticData: { page: browserScreen('Your conversation', 'disallow') },
  validateSearch: tokenSearch,
  component: function ContinueChatRoute() {
    const { token } = Route.useSearch();
    return <ContinueChatPage token={token} />;
  },
});
