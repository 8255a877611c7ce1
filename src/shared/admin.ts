// The admin area's constants (spec part 2 §2 Admin dashboard, §4, §6, §9).

/** Spec part 2 §4: the statuses an admin may pick, in order, and the four stages. */
export const PROJECT_STATUSES = [
  'Plan Selected',
  'Project Started',
  'In Progress',
  'Under Review',
  'Completed',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STAGES = { 1: 'Project Setup', 2: 'Initial Work', 3: 'Revisions', 4: 'Final Delivery' } as const;
type ProjectStage = keyof typeof PROJECT_STAGES;
export const PROJECT_STAGE_NUMBERS = [1, 2, 3, 4] as const;

export function stageLabel(stage: number | null | undefined): string {
  return stage && stage in PROJECT_STAGES ? `Stage ${stage}: ${PROJECT_STAGES[stage as ProjectStage]}` : 'Not started';
}

/** Spec part 2 §3 customer-level project_status, derived from the project record. */
export type CustomerProjectStatus = 'pending' | 'ongoing' | 'completed' | 'no_plan';

export function customerProjectStatus(hasPlan: boolean, projectStatus: ProjectStatus | null): CustomerProjectStatus {
  if (projectStatus === 'Completed') return 'completed';
  if (projectStatus && projectStatus !== 'Plan Selected') return 'ongoing';
  if (projectStatus || hasPlan) return 'pending';
  return 'no_plan';
}

export const CUSTOMER_STATUS_LABELS: Record<CustomerProjectStatus, string> = {
  pending: 'Pending',
  ongoing: 'Ongoing',
  completed: 'Completed',
  no_plan: 'Registered (No Plan)',
};

export const ADMIN_LEVELS = ['standard', 'super_admin'] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

/**
 * What a standard admin may be allowed to do, area by area. A super admin may do everything; so
 * may admins from before levels existed (the command-line and demo admins).
 */
export const ADMIN_PERMISSIONS = {
  users: 'Users and accounts',
  projects: 'Projects',
  messages: 'Messages',
  files: 'Files',
  bookings: 'Zoom bookings',
  chat: 'Live chat',
  social: 'Social media',
  payments: 'Payments and refunds',
  email: 'Email outbox',
} as const;
export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;
export const ADMIN_PERMISSION_KEYS = Object.keys(ADMIN_PERMISSIONS) as AdminPermission[];
/**
 * What a new standard admin gets unless told otherwise: every area but the outbox, which holds
 * every customer's mail and is granted on purpose (super admins have it).
 */
export const DEFAULT_ADMIN_PERMISSIONS: readonly AdminPermission[] = ADMIN_PERMISSION_KEYS.filter(
  (permission) => permission !== 'email',
);

/**
 * What an admin may do outside the admin area's own calls, inside calls anyone may make, and the
 * permission each takes: seeing and buying the admin-only plan, booking over a taken slot,
 * refunding someone else's order.
 */
const ADMIN_CAPABILITIES = {
  adminSpecialPlan: 'users',
  slotOverride: 'bookings',
  refundAnyOrder: 'payments',
} as const satisfies Record<string, AdminPermission>;
export type AdminCapability = keyof typeof ADMIN_CAPABILITIES;

export interface AdminRights {
  isAdmin: boolean;
  adminLevel: AdminLevel | null;
  permissions: readonly string[] | null;
}

export const effectiveLevel = (admin: AdminRights): AdminLevel => admin.adminLevel ?? 'super_admin';

/** The areas a stored or sent list names, in their usual order: unknown names and repeats drop out. */
export const areasIn = (permissions: readonly string[] | null): AdminPermission[] =>
  ADMIN_PERMISSION_KEYS.filter((permission) => permissions?.includes(permission));

export function hasPermission(admin: AdminRights, permission: AdminPermission): boolean {
  if (!admin.isAdmin) return false;
  if (effectiveLevel(admin) === 'super_admin') return true;
  return admin.permissions?.includes(permission) ?? false;
}

export const can = (user: AdminRights | null, capability: AdminCapability): boolean =>
  user !== null && hasPermission(user, ADMIN_CAPABILITIES[capability]);

/** The same question asked of the user a client knows: the areas the server says they have. */
export const canWith = (
  adminPermissions: readonly AdminPermission[] | undefined,
  capability: AdminCapability,
): boolean => adminPermissions?.includes(ADMIN_CAPABILITIES[capability]) ?? false;

/** Spec part 2 §4 and §9: refresh intervals, the heartbeat and the list sizes. */
export const ADMIN_REFRESH_MS = 30_000;
export const MONITORING_REFRESH_MS = 30_000;
export const ADMIN_HEARTBEAT_MS = 30_000;
export const CHAT_REFRESH_MS = 10_000;
export const ACTIVITY_LOG_SIZE = 50;
export const RECENT_CHAT_SESSIONS = 10;
/** An admin counts as active while heartbeats keep arriving: two missed beats and a little slack. */
export const ADMIN_ACTIVE_WINDOW_MS = 75_000;
export const RECENT_ITEMS = 5;

/** The area a screen or call needs: one of the permissions, or 'any' for what every admin has. */
export type AdminArea = AdminPermission | 'any';

interface AdminTabEntry {
  /** Its place in the address: /admin?tab=<id>; also the page name the monitoring tab records. */
  id: string;
  label: string;
  /** Required, so a new tab cannot show to everyone by omission: 'any' says so on purpose. */
  permission: AdminArea;
}

/**
 * The tabs of /admin (spec part 2 §2), in order: the one list the tab bar, the address and the
 * monitoring tab read. Each tab's screen is in the client's ADMIN_TAB_SCREENS (admin/admin-tabs.ts),
 * whose type asks for one per id here. The permission only hides the tab; the server checks every
 * call the screen makes against the same areas (docs/decisions/018).
 */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview', permission: 'any' },
  { id: 'users', label: 'Users', permission: 'users' },
  { id: 'create-users', label: 'Create Users', permission: 'users' },
  // Spec part 2 §6: every admin sees the tab; the server answers only the first admin.
  { id: 'admin-monitoring', label: 'Admin Monitoring', permission: 'any' },
  { id: 'social-media', label: 'Social Media', permission: 'social' },
  { id: 'zoom-bookings', label: 'Zoom Bookings', permission: 'bookings' },
  { id: 'customers', label: 'Customers', permission: 'users' },
  { id: 'projects', label: 'Projects', permission: 'projects' },
  { id: 'messages', label: 'Messages', permission: 'messages' },
  { id: 'files', label: 'Files', permission: 'files' },
  { id: 'payments', label: 'Payments', permission: 'payments' },
  { id: 'live-chat', label: 'Live Chat', permission: 'chat' },
  { id: 'emails', label: 'Emails', permission: 'email' },
] as const satisfies readonly AdminTabEntry[];
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTabId = 'overview';

export const isAdminTabId = (value: unknown): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);

/** The tabs an admin sees, from the areas the server says they have (`adminPermissions`). */
export const adminTabsFor = (permissions: readonly AdminPermission[]): AdminTab[] =>
  ADMIN_TABS.filter((tab) => tab.permission === 'any' || permissions.includes(tab.permission));

export const CHAT_STATUSES = ['available', 'away', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
