import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_TABS, MONITORING_REFRESH_MS } from '../../../shared/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { formatDateTime } from '../../lib/format';
import { httpStatusOf, trpc } from '../../lib/trpc';
import { Alert } from '../../ui/Alert';
import { DataTable } from '../../ui/DataTable';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner } from '../../ui/Spinner';
import { AccessRestricted } from './AccessRestricted';

const live = { refetchInterval: MONITORING_REFRESH_MS, retry: false } as const;

/** Page views are most of the trail; without them, the newest 50 entries are who changed what. */
const VIEWS = ['Everything', 'Without page views'] as const;

const actionLabel = (action: string) => action.replace(/_/g, ' ');

/** A page name as recorded: the tab's label, or the page as sent. */
const pageLabel = (page: string | null) => (page ? (ADMIN_TABS.find((tab) => tab.id === page)?.label ?? page) : '—');

function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min ${seconds % 60} s` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Spec part 2 §2 admin-monitoring: the last 50 activity entries and each admin's live status, first admin only. */
export function MonitoringTab() {
  const [view, setView] = useState<(typeof VIEWS)[number]>('Everything');
  const status = useQuery({ ...trpc.admin.realtimeStatus.queryOptions(), ...live });
  const log = useQuery({
    ...trpc.admin.activityLog.queryOptions({ withoutPageViews: view === 'Without page views' }),
    ...live,
    placeholderData: (previous) => previous,
  });
  if (status.isPending || log.isPending) return <PageSpinner label="Loading admin activity..." />;
  const error = status.error ?? log.error;
  if (error) {
    return httpStatusOf(error) === 403 ? (
      <AccessRestricted message={ADMIN_MESSAGES.monitoringFirstAdminOnly} />
    ) : (
      <Alert tone="error">Failed to load admin activity.</Alert>
    );
  }
  return (
    <div className="admin-stack">
      <section aria-labelledby="admin-status-title">
        <h2 id="admin-status-title">Admins right now</h2>
        <ul className="admin-presence">
          {status.data!.map((admin) => (
            <li key={admin.adminId} className="dash-card">
              <p className="admin-presence-name">
                <span className={`presence-dot${admin.isActive ? ' presence-on' : ''}`} aria-hidden />{' '}
                <strong>{admin.adminInfo.name}</strong>
              </p>
              <p className="muted">{admin.adminInfo.email}</p>
              <p>
                {admin.isActive ? `Active on ${pageLabel(admin.currentPage)}` : 'Offline'} · chat {admin.chatStatus}
              </p>
              <p className="muted">
                Last activity: {admin.lastActivity ? formatDateTime(admin.lastActivity) : 'never'}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="activity-title">
        <h2 id="activity-title">Activity log (latest {log.data!.length})</h2>
        <FilterChips label="Which activity" options={VIEWS} value={view} onChange={setView} />
        <DataTable
          caption="Admin activity, newest first"
          rows={log.data!}
          rowKey={(entry) => entry.id}
          empty={view === 'Everything' ? 'No admin activity yet.' : 'No activity but page views yet.'}
          columns={[
            { header: 'When', cell: (entry) => formatDateTime(entry.timestamp) },
            { header: 'Admin', cell: (entry) => entry.adminEmail },
            { header: 'Action', cell: (entry) => actionLabel(entry.action) },
            {
              header: 'Details',
              cell: (entry) => entry.details ?? (entry.page ? `Page: ${pageLabel(entry.page)}` : '—'),
            },
            { header: 'Duration', cell: (entry) => formatDuration(entry.duration) },
          ]}
        />
      </section>
    </div>
  );
}
