import { orderSearch, type OrderSearch } from '../payment/order-search';

// The dashboard's address (spec part 2 §2 tabs). Apart from helpers.ts because the route's
// validateSearch runs it, and route options are not code-split: nothing heavy may come in here.

const DASHBOARD_TABS = [
  'overview',
  'files',
  'revisions',
  'pages',
  'upgrade',
  'select-plan',
  'billing',
  'messages',
  'contact',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export interface DashboardSearch extends OrderSearch {
  tab?: DashboardTab;
}

/** Hand-written so zod stays out of the route bundle; unknown values are dropped. */
export function dashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const tab = typeof search.tab === 'string' ? search.tab.trim() : '';
  return {
    ...((DASHBOARD_TABS as readonly string[]).includes(tab) ? { tab: tab as DashboardTab } : {}),
    // Back from a dashboard checkout: the same ids as the payment return pages.
    ...orderSearch(search),
  };
}

/** The tab to show: upgrade only with a plan, select-plan only without one. */
export function visibleTab(tab: DashboardTab | undefined, hasPlan: boolean): DashboardTab {
  if (!tab) return 'overview';
  if (tab === 'upgrade' && !hasPlan) return 'select-plan';
  if (tab === 'select-plan' && hasPlan) return 'upgrade';
  return tab;
}
