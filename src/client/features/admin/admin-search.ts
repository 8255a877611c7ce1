import { isAdminTabId, type AdminTabId } from '../../../shared/admin';

export interface AdminSearch {
  tab?: AdminTabId;
}

/**
 * The open tab lives in the address (/admin?tab=projects): Back and Forward move between tabs, and
 * a reload or a shared link keeps it. Hand-written, not zod, to keep zod out of the route bundle
 * (route options are not code-split, decision 008); an unknown tab is dropped.
 */
export function adminSearch(search: Record<string, unknown>): AdminSearch {
  return isAdminTabId(search.tab) ? { tab: search.tab } : {};
}
