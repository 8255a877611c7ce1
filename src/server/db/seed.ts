import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { PLANS } from '../../shared/plans';
import type { Config } from '../config';
import { createUser, type NewUser } from '../features/auth';
import { grantPlan } from '../core/stores/user-store';
import { signContract } from '../features/booking';
import { saveCustomerMessage } from '../core/stores/message-store';
import { recordOrder } from '../core/stores/order-store';
import type { Db } from './client';
import { projects, projectStageDates, users } from './schema';

// The demo accounts the README lists. Never created in production.
const DEMO_ACCOUNTS: readonly NewUser[] = [
  {
    email: 'admin@example.com',
    name: 'Avery Admin',
    password: 'admin-demo-123',
    isAdmin: true,
    adminLevel: 'super_admin',
    emailVerified: true,
  },
  {
    email: 'customer@example.com',
    name: 'Casey Customer',
    password: 'customer-demo-123',
    plan: 'pro',
    emailVerified: true,
  },
  { email: 'visitor@example.com', name: 'Val Visitor', password: 'visitor-demo-123', emailVerified: true },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fills an empty database with demo content; does nothing once any account exists. */
export async function seedDemoContent(db: Db, config: Config, now = Date.now()): Promise<boolean> {
  if (config.env === 'production') return false;
  const existing = db.select({ n: count() }).from(users).get();
  if (existing && existing.n > 0) return false;
  for (const account of DEMO_ACCOUNTS) await createUser(db, account);
  seedDemoProject(db, 'customer@example.com', now);
  return true;
}

/**
 * The Pro customer's paid and signed order, a project under way and a question for the team, so the admin area has
 * something to show.
 */
function seedDemoProject(db: Db, email: string, now: number) {
  const customer = db.select().from(users).where(eq(users.email, email)).get()!;
  const paidAt = new Date(now - 3 * DAY_MS);
  db.transaction((tx) => {
    const order = recordOrder(tx, {
      publicId: `ord_demo_${randomBytes(8).toString('hex')}`,
      kind: 'plan',
      plan: 'pro',
      description: `${PLANS.pro.name} plan`,
      userId: customer.id,
      email: customer.email,
      name: customer.name,
      amountCents: PLANS.pro.priceCents,
      paymentMethod: 'stripe',
      provider: 'test',
      status: 'paid',
      receiptId: `rcpt_demo_${randomBytes(8).toString('hex')}`,
      receiptSentAt: paidAt,
      paidAt,
      createdAt: paidAt,
    });
    grantPlan(tx, customer.id, 'pro', order.publicId);
    signContract(tx, order, customer.name, { ip: '127.0.0.1', userAgent: 'demo seed' }, paidAt.getTime() + 60_000);
    // A fixture: a project well under way, which no purchase path makes in one step.
    const project = tx
      .insert(projects)
      .values({
        userId: customer.id,
        orderId: order.id,
        email: customer.email,
        name: customer.name,
        plan: 'pro',
        status: 'In Progress',
        stage: 2,
        businessName: 'Casey’s Coffee Cart',
        businessDescription: 'A mobile espresso bar for markets and private events.',
        adminNotes: 'Home page layout approved. Working on the menu and events pages next.',
        notesUpdatedAt: new Date(now - DAY_MS),
        notesBy: 'Avery Admin',
        createdAt: paidAt,
        updatedAt: new Date(now - DAY_MS),
      })
      .returning()
      .get();
    tx.insert(projectStageDates)
      .values([
        { projectId: project.id, stage: 1, reachedAt: paidAt },
        { projectId: project.id, stage: 2, reachedAt: new Date(now - DAY_MS) },
      ])
      .run();
    saveCustomerMessage(tx, {
      userId: customer.id,
      email: customer.email,
      subject: 'Customer Support Message',
      message: 'Could we add a small gallery of our events to the home page?',
      createdAt: new Date(now - 2 * 60 * 60 * 1000),
    });
  });
}
