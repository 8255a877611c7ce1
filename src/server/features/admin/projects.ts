import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { stageLabel } from '../../../shared/admin';
import { formatUsd } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import { upgradeDifference, upgradeOptions } from '../../../shared/pricing';
import { ADMIN_MESSAGES, type completeProjectInput, type projectStatusInput } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { projects, users, type Project, type User } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import { agreementOfProject } from '../booking';
import { conversationWith, filesOf, notifyCustomer, onboardingChecklist, projectProgress } from '../customer';
import { deleteProjectsOfEmail, setProjectStatus } from '../../core/stores/project-store';
import { projectCompletedEmail, type UpgradeOffer, withMail } from '../email';
import { audit } from '../../core/audit';

/** Spec part 2 §3 Project, as the projects tab lists it. */
export function projectView(project: Project) {
  return {
    id: project.id,
    userId: project.userId,
    name: project.name,
    email: project.email,
    plan: project.plan,
    planName: PLANS[project.plan].name,
    ...projectProgress(project),
    businessName: project.businessName,
    websiteUrl: project.websiteUrl,
    logoUrl: project.logoUrl,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Projects as the admin area reads them: under the name their owner's account has now. The row's
 * own name is the buyer's at purchase and stands only for a guest without an account, so renaming
 * a user (by an admin, by the booking wizard, by anything later) renames their project too.
 */
export function projectsWithOwnerName(db: Db) {
  return db
    .select({ project: projects, ownerName: users.name })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.userId));
}
const underOwnerName = (row: { project: Project; ownerName: string | null } | undefined): Project | undefined =>
  row && { ...row.project, name: row.ownerName ?? row.project.name };

export function listProjects(db: Db) {
  return projectsWithOwnerName(db)
    .orderBy(desc(projects.id))
    .all()
    .map((row) => projectView(underOwnerName(row)!));
}

function requireProject(db: Db, id: number): Project {
  const project = underOwnerName(projectsWithOwnerName(db).where(eq(projects.id, id)).get());
  if (!project) throw notFound(ADMIN_MESSAGES.projectNotFound);
  return project;
}

/** The newest project of a customer: the one the status form and the spec's email routes change. */
function latestProjectOf(db: Db, email: string): Project {
  const project = underOwnerName(
    projectsWithOwnerName(db).where(eq(projects.email, email.toLowerCase())).orderBy(desc(projects.id)).get(),
  );
  if (!project) throw notFound(ADMIN_MESSAGES.projectNotFound);
  return project;
}

/** Project details modal (GET /admin/client/{id}/details): the project with the customer's files and messages. */
export function projectDetails(db: Db, id: number) {
  const project = requireProject(db, id);
  const customer = project.userId ? db.select().from(users).where(eq(users.id, project.userId)).get() : undefined;
  return {
    ...projectView(project),
    businessDescription: project.businessDescription,
    startDate: project.startDate,
    designReferences: project.designReferences ?? [],
    websiteContent: project.websiteContent,
    files: filesOf(db, project.email),
    messages: conversationWith(db, project.email),
    agreement: agreementOfProject(db, project),
    onboarding: customer ? onboardingChecklist(db, customer) : null,
  };
}

/**
 * Update project status modal (PUT /admin/projects/{email}/status): status, stage and notes; the customer hears of it.
 */
export function updateProjectStatus(
  deps: AppDeps,
  admin: User,
  input: z.output<typeof projectStatusInput>,
  now = Date.now(),
) {
  const project = latestProjectOf(deps.db, input.email);
  const notes = input.notes ? { adminNotes: input.notes, notesUpdatedAt: new Date(now), notesBy: admin.name } : {};
  deps.db.transaction((tx) =>
    setProjectStatus(tx, project.id, { status: input.status, stage: input.stage, ...notes }, now),
  );
  if (project.userId) {
    notifyCustomer(deps.db, project.userId, {
      type: 'info',
      title: `Project update: ${input.status}`,
      body: `${stageLabel(input.stage)}${input.notes ? `. ${input.notes}` : ''}`,
    });
  }
  audit(
    deps,
    admin,
    'update_project_status',
    `${project.email}: ${input.status}, ${stageLabel(input.stage)}${input.notes ? ', notes updated' : ''}`,
  );
  deps.events.adminChanged('projects', 'customers');
  return {
    message: `Project of ${project.name} updated to ${input.status} (${stageLabel(input.stage)})`,
    project: projectView(requireProject(deps.db, project.id)),
  };
}

/** The plans a customer could move up to, with what each costs them (the upgrade workflow). */
function upgradeOffers(project: Project): (UpgradeOffer & { slug: string; priceCents: number })[] {
  return upgradeOptions(project.plan).map((slug) => {
    const cents = upgradeDifference(project.plan, slug);
    return { slug, name: PLANS[slug].name, priceCents: cents, price: formatUsd(cents), features: PLANS[slug].features };
  });
}

/** What the complete-project modal shows before it is sent. */
export function completionDetails(db: Db, id: number) {
  const project = requireProject(db, id);
  return {
    project: projectView(project),
    upgradeOffers: upgradeOffers(project).map(({ slug, name, priceCents }) => ({ slug, name, priceCents })),
  };
}

/**
 * Complete project modal (POST /admin/projects/complete): Completed at stage 4, the customer told
 * in their dashboard, and, unless turned off, emailed the upgrade options their plan allows.
 */
export async function completeProject(
  deps: AppDeps,
  admin: User,
  input: z.output<typeof completeProjectInput>,
  now = Date.now(),
) {
  const project = requireProject(deps.db, input.projectId);
  if (input.customerEmail && input.customerEmail !== project.email) throw invalid(ADMIN_MESSAGES.customerEmailNotFound);
  const notes = input.completionNotes
    ? { adminNotes: input.completionNotes, notesUpdatedAt: new Date(now), notesBy: admin.name }
    : {};
  const offers = upgradeOffers(project);
  await withMail(deps, (tx, mail) => {
    setProjectStatus(tx, project.id, { status: 'Completed', stage: 4, ...notes }, now);
    if (input.sendUpgradeEmail)
      mail(
        projectCompletedEmail(
          project.email,
          project.name,
          input.completionNotes,
          offers,
          `${deps.config.publicUrl}/dashboard?tab=upgrade`,
        ),
      );
  });
  if (project.userId) {
    notifyCustomer(deps.db, project.userId, {
      type: 'success',
      title: 'Your project is complete',
      body: input.completionNotes ?? 'Thank you for working with us. You have 30 days of free support.',
    });
  }
  audit(
    deps,
    admin,
    'complete_project',
    `${project.email} (project #${project.id})${input.sendUpgradeEmail ? ', upgrade options emailed' : ''}`,
  );
  deps.events.adminChanged('projects', 'customers');
  const emailed = input.sendUpgradeEmail
    ? offers.length
      ? ` Upgrade options emailed to ${project.email}.`
      : ` Completion email sent to ${project.email}.`
    : '';
  return {
    message: `Project of ${project.name} marked as completed.${emailed}`,
    upgradeOffers: offers.map((offer) => offer.name),
  };
}

/** DELETE /admin/projects/{email}: the customer's project records go; the account, plan, files and messages stay. */
export function deleteProjectsOf(deps: AppDeps, admin: User, email: string) {
  const removed = deleteProjectsOfEmail(deps.db, email.toLowerCase());
  if (removed === 0) throw notFound(ADMIN_MESSAGES.projectNotFound);
  audit(deps, admin, 'delete_project', `${email.toLowerCase()} (${removed} project record(s))`);
  deps.events.adminChanged('projects', 'customers');
  return { message: ADMIN_MESSAGES.projectDeleted };
}
