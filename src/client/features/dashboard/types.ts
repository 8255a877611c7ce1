import type { CustomerDashboard } from '../../../server/features/customer/service';

export type Dashboard = CustomerDashboard;
export type DashboardFile = Dashboard['files'][number];
