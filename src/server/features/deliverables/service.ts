import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { stageLabel } from '../../../shared/admin';
import {
  DELIVERABLE_MESSAGES,
  type deliverableIdInput,
  type postDeliverableInput,
  type requestChangesInput,
} from '../../../shared/schemas/deliverables';
import { audit, recordActivity } from '../../core/audit';
import { setProjectStatus } from '../../core/stores/project-store';
import { deliverables, files, projects, users, type Deliverable, type Project, type User } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound } from '../../errors';
import { noticeToAdmins, plainEmail, deliverableReadyEmail, withMail } from '../email';
import { notifyCustomer, requestRevision } from '../customer';

// Issue 36 §7: the team posts a deliverable for a stage; the customer approves it (the stage
// advances) or asks for changes (a revision under the plan's rules). Each step is dated on the
// deliverable, written to the audit trail and emailed to the other side.

const LAST_STAGE = 4;

/** A deliverable as both sides see it, with the names of the files it shows. */
function described(db: Db, rows: Deliverable[]) {
  const ids = [...new Set(rows.flatMap((row) => row.fileIds))];
  const names = new Map(
    (ids.length
      ? db.select({ id: files.id, filename: files.filename }).from(files).where(inArray(files.id, ids)).all()
      : []
    ).map((file) => [file.id, file.filename]),
  );
  return rows.map((row) => ({
    id: row.id,
    stage: row.stage,
    stageLabel: stageLabel(row.stage),
    note: row.note,
    previewUrl: row.previewUrl,
    files: row.fileIds.flatMap((id) => (names.has(id) ? [{ id, filename: names.get(id)! }] : [])),
    postedBy: row.postedBy,
    status: row.status,
    comments: row.comments,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

const ofProject = (db: Db, projectId: number) =>
  db.select().from(deliverables).where(eq(deliverables.projectId, projectId)).orderBy(desc(deliverables.id)).all();

/** The deliverables of one project, newest first (admins of projects). */
export function projectDeliverables(deps: Pick<AppDeps, 'db'>, projectId: number) {
  return described(deps.db, ofProject(deps.db, projectId));
}

/** The signed-in customer's deliverables, across their projects, newest first. */
export function myDeliverables(deps: Pick<AppDeps, 'db'>, user: User) {
  const rows = deps.db
    .select({ deliverable: deliverables })
    .from(deliverables)
    .innerJoin(projects, eq(deliverables.projectId, projects.id))
    .where(eq(projects.userId, user.id))
    .orderBy(desc(deliverables.id))
    .all()
    .map((row) => row.deliverable);
  return described(deps.db, rows);
}

/** Posts a deliverable; the files must be ones the team sent this customer. The customer is emailed. */
export async function postDeliverable(deps: AppDeps, admin: User, input: z.output<typeof postDeliverableInput>) {
  const project = deps.db.select().from(projects).where(eq(projects.id, input.projectId)).get();
  if (!project) throw notFound(DELIVERABLE_MESSAGES.projectNotFound);
  const customer = project.userId ? deps.db.select().from(users).where(eq(users.id, project.userId)).get() : undefined;
  if (!customer) throw invalid('This project has no customer account to review it yet.');
  const attached = input.fileIds.length
    ? deps.db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, input.fileIds), eq(files.userId, customer.id), eq(files.source, 'admin')))
        .all()
    : [];
  if (attached.length !== new Set(input.fileIds).size) throw invalid(DELIVERABLE_MESSAGES.fileNotTheirs);
  const dashboardUrl = `${deps.config.publicUrl}/dashboard`;
  const label = stageLabel(input.stage);
  await withMail(deps, (tx, mail) => {
    tx.insert(deliverables)
      .values({
        projectId: project.id,
        stage: input.stage,
        note: input.note,
        previewUrl: input.previewUrl,
        fileIds: [...new Set(input.fileIds)],
        postedBy: admin.name,
      })
      .run();
    mail(
      deliverableReadyEmail(customer.email, {
        name: customer.name,
        stage: label,
        note: input.note,
        previewUrl: input.previewUrl,
        dashboardUrl,
      }),
    );
  });
  notifyCustomer(deps.db, customer.id, { type: 'info', title: `Ready for your review: ${label}`, body: input.note });
  audit(deps, admin, 'post_deliverable', `${label} for ${customer.email}`);
  deps.events.adminChanged('projects');
  return { message: DELIVERABLE_MESSAGES.posted(customer.name) };
}

/** The customer's own deliverable that still awaits a decision, with its project. */
function awaitingOf(deps: Pick<AppDeps, 'db'>, user: User, id: number): { row: Deliverable; project: Project } {
  const found = deps.db
    .select({ row: deliverables, project: projects })
    .from(deliverables)
    .innerJoin(projects, eq(deliverables.projectId, projects.id))
    .where(and(eq(deliverables.id, id), eq(projects.userId, user.id)))
    .get();
  if (!found) throw notFound(DELIVERABLE_MESSAGES.notFound);
  if (found.row.status !== 'awaiting') throw conflict(DELIVERABLE_MESSAGES.decided);
  return found;
}

/** Tells the admins of projects what the customer decided. */
const tellTeam = (deps: AppDeps, user: User, subject: string, body: string) =>
  noticeToAdmins(deps, 'projects', {
    summary: `${subject}: ${user.name} <${user.email}>`,
    link: `${deps.config.publicUrl}/admin?tab=projects`,
    message: (to) => plainEmail(to, `${subject}: ${user.name}`, `${user.name} <${user.email}>\n\n${body}`),
  });

/**
 * Approval: the deliverable is approved and the project moves to the next stage (the last stays
 * the last), both in one transaction; the decision is audited and the team told.
 */
export async function approveDeliverable(deps: AppDeps, user: User, input: z.output<typeof deliverableIdInput>) {
  const { row, project } = awaitingOf(deps, user, input.id);
  const now = Date.now();
  deps.db.transaction((tx) => {
    const decided = tx
      .update(deliverables)
      .set({ status: 'approved', decidedAt: new Date(now) })
      .where(and(eq(deliverables.id, row.id), eq(deliverables.status, 'awaiting')))
      .run().changes;
    if (!decided) throw conflict(DELIVERABLE_MESSAGES.decided);
    const stage = Math.max(project.stage, Math.min(row.stage + 1, LAST_STAGE));
    setProjectStatus(tx, project.id, { status: project.status, stage }, now);
    recordActivity(tx, user, 'approve_deliverable', { details: `${stageLabel(row.stage)} (#${row.id})` });
  });
  deps.events.adminChanged('projects', 'activity');
  await tellTeam(deps, user, `Deliverable approved (${stageLabel(row.stage)})`, row.note);
  return { message: DELIVERABLE_MESSAGES.approved };
}

/**
 * A change request is a revision under the plan's rules (an extra one is paid for first, and its
 * checkout is returned); the deliverable records the comments and the date.
 */
export async function requestDeliverableChanges(
  deps: AppDeps,
  user: User,
  input: z.output<typeof requestChangesInput>,
) {
  const { row } = awaitingOf(deps, user, input.id);
  const revision = await requestRevision(deps, user, {
    description: `Changes to ${stageLabel(row.stage)}: ${input.comments}`,
    pageUrl: row.previewUrl,
    notes: null,
    attemptKey: input.attemptKey,
  });
  deps.db.transaction((tx) => {
    tx.update(deliverables)
      .set({ status: 'changes_requested', comments: input.comments, decidedAt: new Date() })
      .where(and(eq(deliverables.id, row.id), eq(deliverables.status, 'awaiting')))
      .run();
    recordActivity(tx, user, 'request_deliverable_changes', { details: `${stageLabel(row.stage)} (#${row.id})` });
  });
  deps.events.adminChanged('projects', 'activity');
  return { ...revision, message: revision.requiresPayment ? revision.message : DELIVERABLE_MESSAGES.changesRequested };
}
