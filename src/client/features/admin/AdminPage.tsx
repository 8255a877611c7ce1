import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_TABS, type AdminPermission, type AdminTab } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { useToast } from '../../ui/Toast';
import { useAuth } from '../auth/auth-context';
import { ADMIN_TAB_LABELS } from './admin-search';
import { CreateUsersTab } from './CreateUsersTab';
import { CustomersTab } from './CustomersTab';
import { FilesTab } from './FilesTab';
import { LiveChatTab } from './LiveChatTab';
import { MessagesTab } from './MessagesTab';
import { MonitoringTab } from './MonitoringTab';
import { OverviewTab } from './OverviewTab';
import { PaymentsTab } from './PaymentsTab';
import { ProjectsTab } from './ProjectsTab';
import { SocialMediaTab } from './SocialMediaTab';
import { useActivityTracking } from './use-activity-tracking';
import { adminRefresh, useAdminLiveUpdates } from './use-admin';
import { UsersTab } from './UsersTab';
import { ZoomBookingsTab } from './ZoomBookingsTab';
import { useChatAlerts } from '../chat/use-admin-chat';
import './admin.css';

/** The area each tab belongs to; an admin without it does not see the tab (the server refuses anyway). */
const TAB_PERMISSION: Partial<Record<AdminTab, AdminPermission>> = {
  users: 'users',
  'create-users': 'users',
  customers: 'users',
  'social-media': 'social',
  'zoom-bookings': 'bookings',
  projects: 'projects',
  messages: 'messages',
  files: 'files',
  payments: 'payments',
  'live-chat': 'chat',
};

export function AdminPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const search = useSearch({ from: '/admin' });
  const queryClient = useQueryClient();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const stats = useQuery({ ...trpc.admin.stats.queryOptions(), ...adminRefresh });
  const allowed = ADMIN_TABS.filter(
    (tab) => !TAB_PERMISSION[tab] || user?.adminPermissions.includes(TAB_PERMISSION[tab]),
  );
  const tab = search.tab && allowed.includes(search.tab) ? search.tab : 'overview';
  useActivityTracking(tab);
  useAdminLiveUpdates();

  const openTab = (next: AdminTab) =>
    void navigate({ to: '/admin', search: next === 'overview' ? {} : { tab: next }, replace: true });

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
  const counts: Partial<Record<AdminTab, number>> = {
    users: data.totalUsers,
    'zoom-bookings': data.upcomingZoomBookings,
    customers: data.totalCustomers,
    projects: data.totalProjects,
    messages: data.totalMessages,
    files: data.totalFiles,
    'live-chat': data.waitingChats,
  };
  const content: Record<AdminTab, React.ReactNode> = {
    overview: <OverviewTab stats={data} onOpenTab={openTab} />,
    users: <UsersTab />,
    'create-users': <CreateUsersTab counts={data.userCounts} />,
    'admin-monitoring': <MonitoringTab />,
    'social-media': <SocialMediaTab />,
    'zoom-bookings': <ZoomBookingsTab />,
    customers: <CustomersTab />,
    projects: <ProjectsTab />,
    messages: <MessagesTab />,
    files: <FilesTab />,
    payments: <PaymentsTab />,
    'live-chat': <LiveChatTab />,
  };
  const items: TabItem[] = allowed.map((value) => ({
    value,
    label: ADMIN_TAB_LABELS[value],
    count: counts[value],
    content: value === tab ? content[value] : null,
  }));

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
          <Link to="/" className="btn btn-secondary">
            Home
          </Link>
          <Button variant="secondary" onClick={() => void signOut().then(() => navigate({ to: '/' }))}>
            Logout
          </Button>
        </div>
      </header>
      <Tabs label="Admin sections" value={tab} onValueChange={(value) => openTab(value as AdminTab)} items={items} />
    </section>
  );
}

/** New chats and customers' chat messages are announced on every tab (spec part 2 §9: message toasts). */
function ChatAlerts() {
  useChatAlerts();
  return null;
}
