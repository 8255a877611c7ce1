import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { httpStatusOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { HomeAndLogout } from '../auth/HomeAndLogout';
import { VerifyEmailBanner } from '../auth/VerifyEmailBanner';
import { useChatDock } from '../chat/ChatDock';
import { BillingTab } from './BillingTab';
import { ContactTab } from './ContactTab';
import { FilesTab } from './FilesTab';
import { dashboardLoadError } from './helpers';
import { visibleTab, type DashboardTab } from './search';
import { MessagesTab } from './MessagesTab';
import { OverviewTab } from './OverviewTab';
import { PagesTab } from './PagesTab';
import { PlansTab } from './PlansTab';
import { useNotificationToasts } from './use-notification-toasts';
import { RevisionsTab } from './RevisionsTab';
import { SignAddendumSteps } from './SignAddendumStep';
import { SignAgreementStep } from './SignAgreementStep';
import './dashboard.css';

export function DashboardPage() {
  const navigate = useNavigate();
  const query = useQuery(trpc.customer.dashboard.queryOptions());
  const { unread } = useChatDock();
  const search = useSearch({ from: '/dashboard' });
  // The tab lives in the address (/dashboard?tab=billing), a history entry each: Back and Forward
  // move between tabs, and a reload or a shared link keeps it.
  const openTab = (next: DashboardTab) =>
    void navigate({ to: '/dashboard', search: next === 'overview' ? {} : { tab: next } });
  useNotificationToasts(query.data?.notifications);
  // Checkouts opened before purchases returned to /payment-success still come back here.
  if (search.order_id || search.session_id)
    return (
      <Navigate to="/payment-success" search={{ order_id: search.order_id, session_id: search.session_id }} replace />
    );
  if (query.isPending) return <PageSpinner label="Loading your dashboard..." />;
  if (query.isError)
    return (
      <section className="page narrow">
        <Alert tone="error">{dashboardLoadError(httpStatusOf(query.error))}</Alert>
        <Button onClick={() => void query.refetch()}>Retry</Button>
      </section>
    );
  const data = query.data;
  const current = visibleTab(search.tab, data.hasPlan);
  return (
    <section className="page dash-page">
      <header className="dash-header">
        <h1>Welcome, {data.user.name}</h1>
        <div className="dash-actions">
          <HomeAndLogout />
        </div>
      </header>
      <VerifyEmailBanner />
      <SignAgreementStep agreement={data.agreement} />
      <SignAddendumSteps addenda={data.agreement.addenda} />
      {data.hasPlan ? null : (
        <Alert tone="info">
          You have no plan yet. <a href="/#pricing">View pricing</a>
        </Alert>
      )}
      <Tabs
        label="Dashboard sections"
        value={current}
        onValueChange={(value) => openTab(value as DashboardTab)}
        items={[
          {
            value: 'overview',
            label: 'Overview',
            content: <OverviewTab data={data} onOpenTab={openTab} />,
          },
          { value: 'files', label: 'Files', content: <FilesTab files={data.files} /> },
          { value: 'revisions', label: 'Revisions', content: <RevisionsTab revisions={data.revisions} /> },
          { value: 'pages', label: 'Pages', content: <PagesTab requests={data.extraPages} /> },
          data.hasPlan
            ? { value: 'upgrade', label: 'Upgrade', content: <PlansTab currentPlan={data.user.plan} /> }
            : { value: 'select-plan', label: 'Select Plan', content: <PlansTab currentPlan={null} /> },
          { value: 'billing', label: 'Billing', content: <BillingTab /> },
          {
            value: 'messages',
            label: 'Messages',
            content: <MessagesTab messages={data.messages} onContact={() => openTab('contact')} />,
          },
          { value: 'contact', label: 'Contact', count: unread || undefined, content: <ContactTab /> },
        ]}
      />
    </section>
  );
}
