import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router';

type Admin = inferRouterOutputs<AppRouter>['admin'];
export type AdminStats = Admin['stats'];
export type AdminUser = Admin['users'][number];
export type AdminCustomer = Admin['customers'][number];
export type AdminProject = Admin['projects'][number];
export type AdminMessage = Admin['messages'][number];
export type AdminFile = Admin['files'][number];
export type SocialLink = Admin['social']['links'][number];
export type AwaitingCharge = Admin['awaitingCharges'][number];
export type MonthlyRevenue = Admin['revenue'];

/** Who a message or file goes to. */
export interface Recipient {
  name: string;
  email: string;
}
