import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminTabId } from '../../../shared/admin';
import type { AdminStats } from './types';

/** What every tab's screen is given; most read their own data and take none of it. */
export interface AdminTabProps {
  stats: AdminStats;
  onOpenTab: (tab: AdminTabId) => void;
}

interface AdminTabScreen {
  component: LazyExoticComponent<ComponentType<AdminTabProps>>;
  /** The number beside the tab's label, from the overview's figures. */
  count?: (stats: AdminStats) => number;
}

// Each screen is its own chunk, loaded when its tab first opens.
const screen = (load: () => Promise<ComponentType<AdminTabProps>>) =>
  lazy(() => load().then((component) => ({ default: component })));

/**
 * The screen of each tab in ADMIN_TABS (src/shared/admin.ts, which holds its label and permission).
 * A Record, so a tab added there without a screen here does not compile.
 */
export const ADMIN_TAB_SCREENS: Record<AdminTabId, AdminTabScreen> = {
  overview: { component: screen(() => import('./OverviewTab').then((m) => m.OverviewTab)) },
  users: {
    component: screen(() => import('./UsersTab').then((m) => m.UsersTab)),
    count: (stats) => stats.totalUsers,
  },
  'create-users': { component: screen(() => import('./CreateUsersTab').then((m) => m.CreateUsersTab)) },
  'admin-monitoring': { component: screen(() => import('./MonitoringTab').then((m) => m.MonitoringTab)) },
  'social-media': { component: screen(() => import('./SocialMediaTab').then((m) => m.SocialMediaTab)) },
  'zoom-bookings': {
    component: screen(() => import('./ZoomBookingsTab').then((m) => m.ZoomBookingsTab)),
    count: (stats) => stats.upcomingZoomBookings,
  },
  customers: {
    component: screen(() => import('./CustomersTab').then((m) => m.CustomersTab)),
    count: (stats) => stats.totalCustomers,
  },
  projects: {
    component: screen(() => import('./ProjectsTab').then((m) => m.ProjectsTab)),
    count: (stats) => stats.totalProjects,
  },
  messages: {
    component: screen(() => import('./MessagesTab').then((m) => m.MessagesTab)),
    count: (stats) => stats.totalMessages,
  },
  files: {
    component: screen(() => import('./FilesTab').then((m) => m.FilesTab)),
    count: (stats) => stats.totalFiles,
  },
  payments: { component: screen(() => import('./PaymentsTab').then((m) => m.PaymentsTab)) },
  'live-chat': {
    component: screen(() => import('./LiveChatTab').then((m) => m.LiveChatTab)),
    count: (stats) => stats.waitingChats,
  },
  emails: {
    component: screen(() => import('./EmailsTab').then((m) => m.EmailsTab)),
    count: (stats) => stats.failedEmails,
  },
};
