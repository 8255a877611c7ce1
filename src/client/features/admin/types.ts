import type { RouterOutputs, Yielded } from '../../lib/api-types';

type Admin = RouterOutputs['admin'];
export type AdminStats = Admin['stats'];
export type AdminUser = Admin['users'][number];
export type AdminCustomer = Admin['customers'][number];
export type AdminProject = Admin['projects'][number];
export type AdminMessage = Admin['messages'][number];
export type AdminFile = Admin['files'][number];
export type SocialLink = Admin['social']['links'][number];
export type AwaitingCharge = Admin['awaitingCharges'][number];
export type MonthlyRevenue = Admin['revenue'];
export type ReceivedPayment = Admin['receivedPayments'][number];
/** What changed, as the change feed names it, so open screens refetch just that. */
export type AdminTopic = Yielded<Admin['changes']>['topics'][number];

/** Who a message or file goes to. */
export interface Recipient {
  name: string;
  email: string;
}
