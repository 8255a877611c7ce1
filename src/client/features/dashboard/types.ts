import type { RouterOutputs } from '../../lib/api-types';

export type Dashboard = RouterOutputs['customer']['dashboard'];
export type DashboardFile = Dashboard['files'][number];
