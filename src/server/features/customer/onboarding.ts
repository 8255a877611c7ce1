import { and, desc, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import { PROJECT_STAGE_NUMBERS, PROJECT_STAGES } from '../../../shared/admin';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../../shared/onboarding';
import { CUSTOMER_MESSAGES, type briefInput } from '../../../shared/schemas/customer';
import type { Db } from '../../db/client';
import { files, meetings, projects, projectStageDates, type Project, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { ownedBy } from '../../core/ownership';
import { agreementState } from '../booking';
import { saveProjectBrief } from '../../core/stores/project-store';

const latestProject = (db: Db, user: User): Project | undefined =>
  db.select().from(projects).where(eq(projects.userId, user.id)).orderBy(desc(projects.id)).get();

/**
 * What a customer still has to give after buying, each ticked from the data itself (a signature,
 * the business name, an image upload, a booked call), never by a click: the customer's dashboard
 * and the team's view of that customer both read this.
 */
export function onboardingChecklist(db: Db, user: User): { step: OnboardingStep; label: string; done: boolean }[] {
  const agreement = agreementState(db, { user });
  const project = latestProject(db, user);
  const image = db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        ownedBy(user, { userId: files.userId, email: files.ownerEmail }),
        eq(files.source, 'customer'),
        like(files.contentType, 'image/%'),
      ),
    )
    .get();
  // Any booked call counts, also one already held.
  const call = db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(ownedBy(user, { userId: meetings.userId, email: meetings.email }), eq(meetings.status, 'booked')))
    .get();
  const done: Record<OnboardingStep, boolean> = {
    agreement: agreement.state === 'signed',
    brief: Boolean(project?.businessName),
    files: image !== undefined,
    kickoff: call !== undefined,
  };
  return ONBOARDING_STEPS.filter((step) => step.key !== 'agreement' || agreement.state !== 'not_required').map(
    (step) => ({ step: step.key, label: step.label, done: done[step.key] }),
  );
}

/** The business brief for a customer who bought outside the wizard (or wants to correct it). */
export function saveBrief(deps: AppDeps, user: User, input: z.output<typeof briefInput>, now = Date.now()) {
  const project = latestProject(deps.db, user);
  if (!project) throw notFound(CUSTOMER_MESSAGES.needsPlan);
  saveProjectBrief(
    deps.db,
    project.id,
    { businessName: input.businessName, businessDescription: input.businessDescription },
    now,
  );
  deps.events.adminChanged('projects');
  return { message: CUSTOMER_MESSAGES.briefSaved };
}

/** The project's four stages with the date each was reached, the next step, and what we wait for from the customer. */
export function projectTimeline(db: Db, user: User) {
  const project = latestProject(db, user);
  if (!project) return null;
  const dates = new Map(
    db
      .select()
      .from(projectStageDates)
      .where(eq(projectStageDates.projectId, project.id))
      .all()
      .map((row) => [row.stage, row.reachedAt.toISOString()]),
  );
  const completed = project.status === 'Completed';
  const stages = PROJECT_STAGE_NUMBERS.map((stage) => ({
    stage,
    label: PROJECT_STAGES[stage],
    // Stage 1 starts with the purchase, before anyone records it.
    reachedAt: dates.get(stage) ?? (stage === 1 ? project.createdAt.toISOString() : null),
    state:
      completed || stage < project.stage
        ? ('done' as const)
        : stage === project.stage
          ? ('current' as const)
          : ('upcoming' as const),
  }));
  const next = PROJECT_STAGE_NUMBERS.find((stage) => stage > project.stage);
  return {
    status: project.status,
    stages,
    nextStep: completed ? null : next ? `Stage ${next}: ${PROJECT_STAGES[next]}` : 'Completion and handover',
    waitingFor: onboardingChecklist(db, user)
      .filter((item) => !item.done)
      .map((item) => item.label),
  };
}
