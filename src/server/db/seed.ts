import { count } from 'drizzle-orm';
import type { Config } from '../config';
import { createUser, type NewUser } from '../features/auth/service';
import type { Db } from './client';
import { users } from './schema';

// The demo accounts the README lists. Never created in production.
export const DEMO_ACCOUNTS: readonly NewUser[] = [
  { email: 'admin@example.com', name: 'Avery Admin', password: 'admin-demo-123', isAdmin: true },
  { email: 'customer@example.com', name: 'Casey Customer', password: 'customer-demo-123', plan: 'pro' },
  { email: 'visitor@example.com', name: 'Val Visitor', password: 'visitor-demo-123' },
];

/** Fills an empty database with demo content; does nothing once any account exists. */
export async function seedDemoContent(db: Db, config: Config): Promise<boolean> {
  if (config.env === 'production') return false;
  const existing = db.select({ n: count() }).from(users).get();
  if (existing && existing.n > 0) return false;
  for (const account of DEMO_ACCOUNTS) await createUser(db, account);
  return true;
}
