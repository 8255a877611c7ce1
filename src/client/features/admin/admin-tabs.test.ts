import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSION_KEYS, ADMIN_TABS, adminTabsFor, DEFAULT_ADMIN_TAB } from '../../../shared/admin';
import { adminSearch } from './admin-search';
import { ADMIN_TAB_SCREENS } from './admin-tabs';

const ids = ADMIN_TABS.map((tab) => tab.id);

describe('the admin tab registry', () => {
  it('gives every tab a label and a permission the server knows', () => {
    for (const tab of ADMIN_TABS as readonly { id: string; label?: string; permission?: string }[]) {
      expect(tab.label, tab.id).toBeTruthy();
      expect(['any', ...ADMIN_PERMISSION_KEYS], `permission of ${tab.id}`).toContain(tab.permission);
    }
  });

  it('gives every tab a screen, and no screen without a tab', () => {
    expect(Object.keys(ADMIN_TAB_SCREENS).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(ADMIN_TAB_SCREENS[id].component, id).toBeTruthy();
  });

  it('has one entry per id, the default among them', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(DEFAULT_ADMIN_TAB);
  });

  it('opens every area to some tab, so no permission is granted for nothing', () => {
    const used = new Set<string>(ADMIN_TABS.map((tab) => tab.permission));
    expect(ADMIN_PERMISSION_KEYS.filter((permission) => !used.has(permission))).toEqual([]);
  });
});

describe('adminTabsFor', () => {
  it('shows an admin the tabs of their areas and those every admin has, in order', () => {
    expect(adminTabsFor(['payments', 'users']).map((tab) => tab.id)).toEqual([
      'overview',
      'users',
      'create-users',
      'admin-monitoring',
      'customers',
      'payments',
    ]);
  });
  it('shows every tab to an admin with every area', () => {
    expect(adminTabsFor(ADMIN_PERMISSION_KEYS)).toEqual(ADMIN_TABS);
  });
});

describe('adminSearch', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(adminSearch({ tab: 'payments', other: 1 })).toEqual({ tab: 'payments' });
    expect(adminSearch({ tab: 'nope' })).toEqual({});
    expect(adminSearch({ tab: 3 })).toEqual({});
    expect(adminSearch({})).toEqual({});
  });
});
