import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { adminTabsFor, DEFAULT_ADMIN_TAB, type AdminTabId } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { HomeAndLogout } from '../auth/HomeAndLogout';
import { ADMIN_TAB_SCREENS } from './admin-tabs';
import { useActivityTracking } from './use-activity-tracking';
import { adminRefresh, useAdminLiveUpdates } from './use-admin';
import { useChatAlerts } from '../chat/use-admin-chat';
import './admin.css';

export function AdminPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const search = useSearch({ from: '/admin' });
  const queryClient = useQueryClient();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const stats = useQuery({ ...trpc.admin.stats.queryOptions(), ...adminRefresh });
  // The client only hides what the server would refuse anyway; an unknown or forbidden tab in the
  // address shows the overview.
  const allowed = adminTabsFor(user?.adminPermissions ?? []);
  const tab = allowed.find((entry) => entry.id === search.tab)?.id ?? DEFAULT_ADMIN_TAB;
  useActivityTracking(tab);
  useAdminLiveUpdates();

  // A new history entry per tab, so Back and Forward move between them.
  const openTab = (next: AdminTabId) =>
    void navigate({ to: '/admin', search: next === DEFAULT_ADMIN_TAB ? {} : { tab: next } });

  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: trpc.admin.pathKey(), type: 'active' }, { throwOnError: true });
      await queryClient.refetchQueries(
        { queryKey: trpc.schedule.adminBookings.queryKey(), type: 'active' },
        { throwOnError: true },
      );
      toast('success', ADMIN_MESSAGES.refreshed);
    } catch {
      toast('error', ADMIN_MESSAGES.refreshFailed);
    } finally {
      setRefreshing(false);
    }
  }

  if (stats.isPending) return <PageSpinner label="Loading the admin dashboard..." />;
  if (stats.isError)
    return (
      <section className="page narrow">
        <Alert tone="error">{ADMIN_MESSAGES.loadFailed}</Alert>
        <Button onClick={() => void stats.refetch()}>Try Again</Button>
      </section>
    );

  const data = stats.data;
  const items: TabItem[] = allowed.map(({ id, label }) => {
    const { component: Screen, count } = ADMIN_TAB_SCREENS[id];
    return {
      value: id,
      label,
      count: count?.(data),
      content:
        id === tab ? (
          <Suspense fallback={<PageSpinner label={`Loading ${label}...`} />}>
            <Screen stats={data} onOpenTab={openTab} />
          </Suspense>
        ) : null,
    };
  });

  return (
    <section className="page admin-page">
      {user?.adminPermissions.includes('chat') ? <ChatAlerts /> : null}
      <header className="admin-header">
        <div>
          <p className="eyebrow">Admin</p>
          <h1>Admin Dashboard</h1>
          <p className="muted">
            Signed in as {user?.name} ({user?.email})
          </p>
        </div>
        <div className="admin-header-actions">
          <BackButton />
          <Button variant="secondary" busy={refreshing} busyLabel="Refreshing..." onClick={() => void refresh()}>
            Refresh Data
          </Button>
          <HomeAndLogout />
        </div>
      </header>
      <Tabs label="Admin sections" value={tab} onValueChange={(value) => openTab(value as AdminTabId)} items={items} />
    </section>
  );
}

/** New chats and customers' chat messages are announced on every tab (spec part 2 §9: message toasts). */
function ChatAlerts() {
  useChatAlerts();
  return null;
}
