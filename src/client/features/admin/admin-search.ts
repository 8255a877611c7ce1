import { ADMIN_TABS, type AdminTab } from '../../../shared/admin';

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  users: 'Users',
  'create-users': 'Create Users',
  'admin-monitoring': 'Admin Monitoring',
  'social-media': 'Social Media',
  'zoom-bookings': 'Zoom Bookings',
  customers: 'Customers',
  projects: 'Projects',
  messages: 'Messages',
  files: 'Files',
  payments: 'Payments',
  'live-chat': 'Live Chat',
};

/** A page name as the monitoring tab shows it: the tab's label, or the page as sent. */
export const pageLabel = (page: string | null) => (page ? (ADMIN_TAB_LABELS[page as AdminTab] ?? page) : '—');

export interface AdminSearch {
  tab?: AdminTab;
}

/** The open tab lives in the address (/admin?tab=projects) so a reload or a shared link keeps it. */
export function adminSearch(search: Record<string, unknown>): AdminSearch {
  const tab = typeof search.tab === 'string' ? search.tab : '';
  return (ADMIN_TABS as readonly string[]).includes(tab) ? { tab: tab as AdminTab } : {};
}
