import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { formatDateTime, formatPrice } from '../../lib/format';
import { Button } from '../../ui/Button';
import { CONSOLE_HOME } from '../chat/ChatConsole';
import { describeDate } from '../schedule/calendar';
import { pacificLabel } from '../schedule/MeetingPicker';
import type { AdminTabProps } from './admin-tabs';
import { EmptyState } from '../../ui/EmptyState';
import { useAuth } from '../auth/auth-context';
import { adminTabsFor, type AdminTabId } from '../../../shared/admin';

const QUICK_ACTIONS = [
  { label: 'Create a user', tab: 'create-users' },
  { label: 'Message a customer', tab: 'customers' },
  { label: 'Update a project', tab: 'projects' },
  { label: 'Answer messages', tab: 'messages' },
  { label: 'Zoom bookings', tab: 'zoom-bookings' },
] as const satisfies readonly { label: string; tab: AdminTabId }[];

/**
 * Spec part 2 §2 Overview: four cards, quick actions; revenue and recent activity from real orders.
 * The recent lists name customers: each shows to the admins of its area (the server sends no other).
 * Revenue shows when the server sent it, to admins of payments only (docs/decisions/051).
 */
export function OverviewTab({ stats, onOpenTab }: AdminTabProps) {
  const areas = useAuth().user?.adminPermissions ?? [];
  // A card or action leads only to a tab the admin has; the figures themselves are no one's data.
  const opens = (tab: AdminTabId) => adminTabsFor(areas).some((entry) => entry.id === tab);
  const cards = [
    { label: 'Upcoming Zoom meetings', value: stats.upcomingZoomBookings, tab: 'zoom-bookings' as const },
    { label: 'Total customers', value: stats.totalCustomers, tab: 'customers' as const },
    { label: 'Active projects', value: stats.activeProjects, tab: 'projects' as const },
    { label: 'Pending messages', value: stats.pendingMessages, tab: 'messages' as const },
  ];
  return (
    <div className="admin-stack">
      <ul className="admin-cards" aria-label="Summary">
        {cards.map((card) => {
          const figure = (
            <>
              <span className="admin-stat-value">{card.value}</span>
              <span className="admin-stat-label">{card.label}</span>
            </>
          );
          return (
            <li key={card.label}>
              {opens(card.tab) ? (
                <button type="button" className="admin-stat" onClick={() => onOpenTab(card.tab)}>
                  {figure}
                </button>
              ) : (
                <div className="admin-stat">{figure}</div>
              )}
            </li>
          );
        })}
      </ul>

      <section className="dash-card" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title">Quick actions</h2>
        <div className="dash-quick">
          {QUICK_ACTIONS.filter((action) => opens(action.tab)).map((action) => (
            <Button key={action.tab} variant="secondary" onClick={() => onOpenTab(action.tab)}>
              {action.label}
            </Button>
          ))}
          {areas.includes('chat') ? (
            <Link
              to="/admin-chat/$conversationId"
              params={{ conversationId: CONSOLE_HOME }}
              className="btn btn-secondary"
            >
              Live chat console
            </Link>
          ) : null}
          <Link to="/account" className="btn btn-secondary">
            Account security
          </Link>
        </div>
      </section>

      <div className="admin-grid">
        {stats.totalRevenueCents === null ? null : (
          <section className="dash-card" aria-labelledby="revenue-title">
            <h2 id="revenue-title">Revenue</h2>
            <p className="admin-revenue">{formatPrice(stats.totalRevenueCents)}</p>
            <p className="muted">From {stats.paidOrders} paid order(s); refunded orders are not counted.</p>
            <h3 className="admin-subhead">Recent orders</h3>
            <RecentList
              items={stats.recentOrders}
              empty="No paid orders yet."
              render={(order) => (
                <li key={order.orderId}>
                  <strong>{formatPrice(order.amountCents)}</strong> {order.description} · {order.name}
                  <span className="muted"> · {order.paidAt ? formatDateTime(order.paidAt) : ''}</span>
                </li>
              )}
            />
          </section>
        )}

        {areas.includes('messages') ? (
          <RecentCard
            title="Recent messages"
            items={stats.recentMessages}
            empty="No messages from customers yet."
            render={(message) => (
              <li key={message.id}>
                <span className={`badge ${message.responded ? 'dash-badge-done' : 'dash-badge-waiting'}`}>
                  {message.responded ? 'Responded' : 'Pending'}
                </span>{' '}
                {message.subject}
                <span className="muted">
                  {' '}
                  · {message.userEmail} · {formatDateTime(message.createdAt)}
                </span>
              </li>
            )}
          />
        ) : null}
        {areas.includes('bookings') ? (
          <RecentCard
            title="Next Zoom meetings"
            items={stats.recentBookings}
            empty="No upcoming meetings."
            render={(booking) => (
              <li key={booking.id}>
                <strong>{booking.name}</strong> · {describeDate(booking.date)},{' '}
                {pacificLabel(booking.date, booking.time)}
              </li>
            )}
          />
        ) : null}
        {areas.includes('projects') ? (
          <RecentCard
            title="Recently updated projects"
            items={stats.recentProjects}
            empty="No projects yet."
            render={(project) => (
              <li key={project.id}>
                <strong>{project.name}</strong> · {project.status} (stage {project.stage})
                <span className="muted"> · {formatDateTime(project.updatedAt)}</span>
              </li>
            )}
          />
        ) : null}
      </div>
    </div>
  );
}

function RecentList<T>({
  items,
  empty,
  render,
}: {
  items: readonly T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  return items.length === 0 ? (
    <EmptyState icon="inbox">{empty}</EmptyState>
  ) : (
    <ul className="admin-list">{items.map(render)}</ul>
  );
}

function RecentCard<T>({
  title,
  ...list
}: {
  title: string;
  items: readonly T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  const id = useId();
  return (
    <section className="dash-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <RecentList {...list} />
    </section>
  );
}
