import { and, eq } from 'drizzle-orm';
import { PROJECT_STAGE_NUMBERS } from '../../../shared/admin';
import type { PlanSlug } from '../../../shared/plans';
import type { DbOrTx } from '../../db/client';
import { projects, projectStageDates, type Order, type Project, type User } from '../../db/schema';
import { recordsOf, type RecordOwner } from '../ownership';

// The one module that writes the projects and project_stage_dates tables (decision 020).
// Functions take the caller's transaction when the change must land together with others.

/** A paid plan starts its project at 'Plan Selected', once per order. */
export function startProjectOfOrder(db: DbOrTx, order: Order, now: number) {
  db.insert(projects)
    .values({
      userId: order.userId,
      orderId: order.id,
      email: order.email,
      name: order.name,
      plan: order.plan,
      updatedAt: new Date(now),
    })
    .onConflictDoNothing()
    .run();
}

/** A plan the team gives (sold in person, say) starts a project like a paid one, without an order. */
export function startGivenProject(db: DbOrTx, user: User, plan: PlanSlug) {
  db.insert(projects)
    .values({ userId: user.id, email: user.email, name: user.name, plan, updatedAt: new Date() })
    .run();
}

/**
 * Status, stage and (when given) the team's notes, with the date each stage up to `stage` was
 * first reached; run it in a transaction so the two stay together.
 */
export function setProjectStatus(
  db: DbOrTx,
  projectId: number,
  change: Pick<Project, 'status' | 'stage'> & Partial<Pick<Project, 'adminNotes' | 'notesUpdatedAt' | 'notesBy'>>,
  now: number,
) {
  db.update(projects)
    .set({ ...change, updatedAt: new Date(now) })
    .where(eq(projects.id, projectId))
    .run();
  recordStagesReached(db, projectId, change.stage, now);
}

/**
 * Records when a project first reached each stage up to `stage`; a stage skipped over counts as
 * reached now, and a date once recorded is kept when the stage is set again or moved back.
 */
function recordStagesReached(db: DbOrTx, projectId: number, stage: number, now: number) {
  for (const reached of PROJECT_STAGE_NUMBERS.filter((n) => n <= stage)) {
    db.insert(projectStageDates)
      .values({ projectId, stage: reached, reachedAt: new Date(now) })
      .onConflictDoNothing()
      .run();
  }
}

/** The business brief from the dashboard. */
export function saveProjectBrief(
  db: DbOrTx,
  projectId: number,
  brief: Pick<Project, 'businessName' | 'businessDescription'>,
  now: number,
) {
  db.update(projects)
    .set({ ...brief, updatedAt: new Date(now) })
    .where(eq(projects.id, projectId))
    .run();
}

/** The wizard's last step: the business details of the project its order started. */
export function saveBookingDetails(
  db: DbOrTx,
  orderId: number,
  details: Partial<
    Pick<Project, 'businessName' | 'businessDescription' | 'startDate' | 'designReferences' | 'websiteContent'>
  >,
  now: number,
) {
  db.update(projects)
    .set({ ...details, updatedAt: new Date(now) })
    .where(eq(projects.orderId, orderId))
    .run();
}

/** A paid upgrade moves every project of the account to the new plan. */
export function upgradeProjectsOf(db: DbOrTx, userId: number, plan: PlanSlug, now: number) {
  db.update(projects)
    .set({ plan, updatedAt: new Date(now) })
    .where(eq(projects.userId, userId))
    .run();
}

/** A refunded upgrade: the account's projects on the plan it bought go back to the plan before. */
export function revertProjectsPlan(db: DbOrTx, userId: number, from: PlanSlug, to: PlanSlug, now: number) {
  db.update(projects)
    .set({ plan: to, updatedAt: new Date(now) })
    .where(and(eq(projects.userId, userId), eq(projects.plan, from)))
    .run();
}

/** Signup with an order id: the project the order started becomes the new account's. */
export function assignProjectOfOrder(db: DbOrTx, orderId: number, userId: number) {
  db.update(projects).set({ userId }).where(eq(projects.orderId, orderId)).run();
}

/** A refunded plan's project record goes. */
export function deleteProjectOfOrder(db: DbOrTx, orderId: number) {
  db.delete(projects).where(eq(projects.orderId, orderId)).run();
}

/** Every project record of an email (stage dates cascade); how many there were. */
export function deleteProjectsOfEmail(db: DbOrTx, email: string): number {
  return db.delete(projects).where(eq(projects.email, email)).returning({ id: projects.id }).all().length;
}

/** A person's projects (stage dates cascade); how many there were. */
export function deleteProjectsOf(db: DbOrTx, owner: RecordOwner): number {
  return db
    .delete(projects)
    .where(recordsOf(owner, { userId: projects.userId, email: projects.email }))
    .run().changes;
}
