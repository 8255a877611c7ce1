import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { AdminPermission } from '../../../shared/admin';
import { formatUsd } from '../../../shared/money';
import { PLANS, type PlanSlug } from '../../../shared/plans';
import { extraPagesCost, revisionCost, upgradeDifference, upgradeOptions } from '../../../shared/pricing';
import {
  CUSTOMER_MESSAGES,
  extraPagesSuccess,
  type extraPagesInput,
  type revisionInput,
  type selectPlanInput,
  type sendMessageInput,
  type upgradeInput,
} from '../../../shared/schemas/customer';
import { contentVersion, preparedQuery, versionedCache, type Db } from '../../db/client';
import {
  customerMessages,
  extraPageRequests,
  files,
  notifications,
  orders,
  projects,
  revisions,
  type CustomerMessage,
  type Project,
  type Notification,
  type StoredFile,
  type User,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { forbidden, invalid, notFound } from '../../errors';
import { ownedBy, ownedByPlaceholders, ownerParams, type OwnedColumns } from '../../core/ownership';
import { plainEmail, noticeToAdmins } from '../email';
import { agreementState, requireSignedAgreement } from '../booking';
import { storeFiles, type IncomingFile } from '../files';
import { deleteFileRows } from '../../core/stores/file-store';
import { recordExtraPagesRequest, recordRevisionRequest } from '../../core/stores/extras-store';
import { saveCustomerMessage } from '../../core/stores/message-store';
import { onboardingChecklist, projectTimeline } from './onboarding';
import { openCheckout, startPlanCheckout, type CheckoutResult } from '../payment';
import { ownUpcomingBooking, bookingView } from '../schedule';
import { latestConversation } from '../chat';

/** A file as its owner sees it; stored names and checksums stay on the server. */
const fileView = (file: StoredFile) => ({
  id: file.id,
  filename: file.filename,
  size: file.size,
  contentType: file.contentType,
  notes: file.notes,
  source: file.source,
  uploadedAt: file.createdAt.toISOString(),
});

// The dashboard's reads, prepared once: it is the customer's busiest call. The team's views of a
// customer read by email; the customer's own read by ownership (issue 18 §7: an unproven address
// shows only what the account made itself).
/** A table's rows filed under an address, and those a customer owns, in one order. */
function addressedAndOwned<T extends SQLiteTable>(table: T, columns: OwnedColumns, order: SQL[]) {
  return {
    byEmail: preparedQuery((db: Db) =>
      db
        .select()
        .from(table)
        .where(eq(columns.email, sql.placeholder('email')))
        .orderBy(...order)
        .prepare(),
    ),
    owned: preparedQuery((db: Db) =>
      db
        .select()
        .from(table)
        .where(ownedByPlaceholders(columns))
        .orderBy(...order)
        .prepare(),
    ),
  };
}
const fileReads = addressedAndOwned(files, { userId: files.userId, email: files.ownerEmail }, [
  desc(files.createdAt),
  desc(files.id),
]);
const messageReads = addressedAndOwned(
  customerMessages,
  { userId: customerMessages.userId, email: customerMessages.email },
  [asc(customerMessages.createdAt), asc(customerMessages.id)],
);
/** An account's newest rows of a table (the placeholder `userId`); SQLite reads a limit of -1 as none. */
function newestOfAccount<T extends SQLiteTable & { userId: SQLiteColumn; id: SQLiteColumn }>(table: T, limit = -1) {
  return preparedQuery((db: Db) =>
    db
      .select()
      .from(table)
      .where(eq(table.userId, sql.placeholder('userId')))
      .orderBy(desc(table.id))
      .limit(limit)
      .prepare(),
  );
}
const latestProjectOf = newestOfAccount(projects, 1);
const revisionsOf = newestOfAccount(revisions);
const extraPagesOf = newestOfAccount(extraPageRequests);
const recentNotificationsOf = newestOfAccount(notifications, 20);

/** Everything filed under an address, newest first: the team's view of a customer. */
export function filesOf(db: Db, email: string) {
  return fileReads.byEmail(db).all({ email }).map(fileView);
}

/** Where a project stands and the team's note on it, as its customer and the admin area both show it. */
export const projectProgress = (project: Project) => ({
  status: project.status,
  stage: project.stage,
  adminNotes: project.adminNotes,
  notesUpdatedAt: project.notesUpdatedAt?.toISOString() ?? null,
  notesBy: project.notesBy,
});

/** A revision or extra pages asked for, as the customer's dashboard lists it. */
const extraWorkView = <
  R extends { id: number; description: string | null; status: string; requiresPayment: boolean; createdAt: Date },
>(
  request: R,
): Pick<R, 'id' | 'description' | 'status' | 'requiresPayment'> & { createdAt: string } => ({
  id: request.id,
  description: request.description,
  status: request.status,
  requiresPayment: request.requiresPayment,
  createdAt: request.createdAt.toISOString(),
});

const messageView = (m: CustomerMessage) => ({
  id: m.id,
  subject: m.subject,
  message: m.message,
  fromAdmin: m.fromAdmin,
  responded: m.responded,
  createdAt: m.createdAt.toISOString(),
});

/** The messages between an address and the team, oldest first: the team's view of a customer. */
export function conversationWith(db: Db, email: string) {
  return messageReads.byEmail(db).all({ email }).map(messageView);
}

/** A customer's file by id, or 404 for anything that is not theirs (no hint that it exists). */
export function ownFile(db: Db, user: User, id: number): StoredFile {
  const file = db
    .select()
    .from(files)
    .where(and(eq(files.id, id), ownedBy(user, { userId: files.userId, email: files.ownerEmail })))
    .get();
  if (!file) throw notFound(CUSTOMER_MESSAGES.fileNotFound);
  return file;
}

/** The spec's download and delete calls name the file; the newest of the owner's files with that name. */
export function ownFileByName(db: Db, user: User, filename: string): StoredFile {
  const file = db
    .select()
    .from(files)
    .where(and(ownedBy(user, { userId: files.userId, email: files.ownerEmail }), eq(files.filename, filename)))
    .orderBy(desc(files.id))
    .get();
  if (!file) throw notFound(CUSTOMER_MESSAGES.fileNotFound);
  return file;
}

/** The paid plan order that customer uploads attach to; without a plan there is nothing to attach to. */
function activeOrderId(db: Db, user: User): number | null {
  if (!user.orderId) return null;
  return db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, user.orderId)).get()?.id ?? null;
}

/** A customer uploads once they hold a plan and have signed its agreement. */
export function assertMayUpload(deps: AppDeps, user: User) {
  if (!user.plan) throw forbidden(CUSTOMER_MESSAGES.uploadNeedsOrder);
  requireSignedAgreement(deps.db, user);
}

export async function uploadCustomerFiles(deps: AppDeps, user: User, incoming: IncomingFile[], note: string | null) {
  assertMayUpload(deps, user);
  if (incoming.length === 0) throw invalid(CUSTOMER_MESSAGES.selectFiles);
  const orderId = activeOrderId(deps.db, user);
  const stored = await storeFiles(deps, { email: user.email, userId: user.id, orderId }, incoming, {
    notes: note,
    source: 'customer',
    uploadedBy: user.email,
  });
  deps.events.adminChanged('files');
  return stored;
}

/**
 * The row goes first, then the bytes: a failure in between leaves an orphan file and never a row
 * pointing at nothing. Bytes already gone are no failure, so deleting again is safe.
 */
export async function deleteCustomerFile(deps: AppDeps, file: StoredFile) {
  deleteFileRows(deps.db, [file.id]);
  await deps.storage
    .remove(file.storedName)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, storedName: file.storedName }, 'file row deleted, bytes left behind'),
    );
  deps.events.adminChanged('files');
}

function requirePlan(user: User): PlanSlug {
  if (!user.plan) throw forbidden(CUSTOMER_MESSAGES.needsPlan);
  return user.plan;
}

/** Revisions and extras are work under the agreement: a plan, and for a bought one its signature. */
function requireSignedPlan(db: Db, user: User): PlanSlug {
  const plan = requirePlan(user);
  requireSignedAgreement(db, user);
  return plan;
}

/** The buyer of an extra or an upgrade: the signed-in customer, brought back to their dashboard. */
const boughtFromTheDashboard = (user: User) =>
  ({ userId: user.id, email: user.email, name: user.name, returnTo: 'dashboard' }) as const;

/** What a request for extra work records: at once when free, or waiting for its order's payment. */
type AwaitingPayment = { status: 'awaiting_payment'; requiresPayment: true; orderId: number };

interface ExtraWork {
  kind: 'revision' | 'extra_pages';
  /** The order's line. */
  description: string;
  quantity?: number;
  cost: number;
  attemptKey: string | undefined;
  record: (payment?: AwaitingPayment) => void;
  /** What the team is told of a free request, which starts at once. */
  notice: { subject: string; text: string };
  /** The customer's answer when it is free, and when it waits for the checkout. */
  messages: { free: string; paid: string };
}

/** Extra work under the agreement: recorded and started when free, else held for the checkout it opens. */
async function requestExtraWork(deps: AppDeps, user: User, plan: PlanSlug, work: ExtraWork) {
  if (work.cost === 0) {
    work.record();
    await notifyTeam(deps, user, 'projects', work.notice.subject, work.notice.text);
    return { message: work.messages.free, requiresPayment: false, amountCents: 0, checkout: null };
  }
  const checkout = await openCheckout(
    deps,
    {
      kind: work.kind,
      plan,
      description: work.description,
      quantity: work.quantity,
      ...boughtFromTheDashboard(user),
      amountCents: work.cost,
      paymentMethod: 'stripe',
    },
    {
      attemptKey: work.attemptKey,
      onCreated: (order) => work.record({ status: 'awaiting_payment', requiresPayment: true, orderId: order.id }),
    },
  );
  return { message: work.messages.paid, requiresPayment: true, amountCents: work.cost, checkout };
}

/**
 * A revision within the plan's rounds is free; past them the server opens a $50 checkout. Only
 * the free ones use the rounds up: one bought past them stays bought when an upgrade brings more.
 */
export async function requestRevision(deps: AppDeps, user: User, input: z.output<typeof revisionInput>) {
  const plan = requireSignedPlan(deps.db, user);
  const used = deps.db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.userId, user.id), ne(revisions.status, 'rejected'), eq(revisions.requiresPayment, false)))
    .all().length;
  const cost = revisionCost(plan, used);
  const { description, pageUrl, notes } = input;
  return requestExtraWork(deps, user, plan, {
    kind: 'revision',
    description: 'Extra revision',
    cost,
    attemptKey: input.attemptKey,
    record: (payment) => recordRevisionRequest(deps.db, { userId: user.id, description, pageUrl, notes, ...payment }),
    notice: { subject: 'Revision requested', text: description },
    messages: {
      free: CUSTOMER_MESSAGES.revisionSubmitted,
      paid: `Your plan's ${PLANS[plan].revisionsIncluded} included revision(s) are used. An extra revision is ${formatUsd(cost)}; it starts once paid.`,
    },
  });
}

/** Extra pages cost $50 each on plans with a page limit; the request waits for payment then. */
export async function requestExtraPages(deps: AppDeps, user: User, input: z.output<typeof extraPagesInput>) {
  const plan = requireSignedPlan(deps.db, user);
  const cost = extraPagesCost(plan, input.pageCount);
  const { pageCount, description, notes } = input;
  return requestExtraWork(deps, user, plan, {
    kind: 'extra_pages',
    description: `${pageCount} extra page(s)`,
    quantity: pageCount,
    cost,
    attemptKey: input.attemptKey,
    record: (payment) =>
      recordExtraPagesRequest(deps.db, { userId: user.id, pagesRequested: pageCount, description, notes, ...payment }),
    notice: { subject: 'Extra pages requested', text: `${pageCount} page(s). ${description ?? ''}` },
    messages: {
      free: extraPagesSuccess(pageCount),
      paid: `${extraPagesSuccess(pageCount)} They cost ${formatUsd(cost)} (${formatUsd(cost / pageCount)} each); we start once paid.`,
    },
  });
}

/** The admins of the area that handles it hear of a customer's request, coalesced (admin-notices.ts). */
async function notifyTeam(deps: AppDeps, user: User, area: AdminPermission, subject: string, body: string) {
  await noticeToAdmins(deps, area, {
    summary: `${subject}: ${user.name} <${user.email}>`,
    link: `${deps.config.publicUrl}/admin?tab=${area}`,
    message: (to) => plainEmail(to, `${subject}: ${user.name}`, `${user.name} <${user.email}>\n\n${body}`),
  });
}

export async function sendCustomerMessage(deps: AppDeps, user: User, input: z.output<typeof sendMessageInput>) {
  saveCustomerMessage(deps.db, { userId: user.id, email: user.email, subject: input.subject, message: input.message });
  deps.events.adminChanged('messages');
  await notifyTeam(deps, user, 'messages', input.subject, input.message);
  return { message: CUSTOMER_MESSAGES.messageSent };
}

/** The upgrade's price is the server's difference between the plans; the client's figure is ignored. */
export async function startUpgrade(
  deps: AppDeps,
  user: User,
  input: z.output<typeof upgradeInput>,
): Promise<CheckoutResult & { amountCents: number }> {
  const current = requireSignedPlan(deps.db, user);
  const difference = upgradeDifference(current, input.newPlan);
  if (difference <= 0 || !upgradeOptions(current).includes(input.newPlan))
    throw invalid(CUSTOMER_MESSAGES.upgradeOnlyHigher);
  const result = await openCheckout(
    deps,
    {
      kind: 'upgrade',
      plan: input.newPlan,
      // What a full refund of this upgrade goes back to.
      previousPlan: current,
      description: `Upgrade from ${PLANS[current].name} to ${PLANS[input.newPlan].name}`,
      ...boughtFromTheDashboard(user),
      amountCents: difference,
      paymentMethod: input.paymentMethod,
    },
    { attemptKey: input.attemptKey },
  );
  return { ...result, amountCents: difference };
}

export function selectPlan(deps: AppDeps, user: User, input: z.output<typeof selectPlanInput>) {
  return startPlanCheckout(
    deps,
    {
      plan: input.plan,
      paymentMethod: input.paymentMethod,
      customerName: user.name,
      customerEmail: user.email,
      returnTo: 'dashboard',
      attemptKey: input.attemptKey,
    },
    { actor: user },
  );
}

/** Spec part 2 §3 Plan: the customer plans with pages, revisions, price and, for an owner, the upgrade cost. */
export function availablePlans(user: User | null) {
  const options = user?.plan ? upgradeOptions(user.plan) : null;
  return (['starter', 'pro', 'elite'] as const).map((slug) => {
    const plan = PLANS[slug];
    return {
      slug,
      name: plan.name,
      priceCents: plan.priceCents,
      pages: plan.pages,
      revisionsIncluded: plan.revisionsIncluded,
      features: plan.features,
      popular: plan.popular,
      /** Null when this plan is not an upgrade from the current one. */
      differenceCents: options?.includes(slug) ? upgradeDifference(user!.plan, slug) : null,
    };
  });
}

const notificationView = (row: Notification) => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  seen: row.seenAt !== null,
});

/** For the team's actions (replies, status changes, files): the customer sees them on their next visit. */
export function notifyCustomer(
  db: Db,
  userId: number,
  notification: Pick<Notification, 'type' | 'title'> & { body?: string | null },
) {
  db.insert(notifications)
    .values({ userId, type: notification.type, title: notification.title, body: notification.body ?? null })
    .run();
}

export function markNotificationsSeen(db: Db, user: User, ids: number[]) {
  if (ids.length === 0) return;
  db.update(notifications)
    .set({ seenAt: new Date() })
    .where(and(eq(notifications.userId, user.id), inArray(notifications.id, ids), isNull(notifications.seenAt)))
    .run();
}

/** How long a dashboard may be served from memory while nothing in the database changes. */
const DASHBOARD_CACHE_MS = 5_000;
const DASHBOARD_CACHE_MAX = 1_000;
const cachedDashboards = versionedCache<number, { expires: number; view: ReturnType<typeof dashboardReads> }>(
  DASHBOARD_CACHE_MAX,
);

/**
 * Everything the dashboard shows (spec part 2 §3 customer dashboard response). It is the
 * customer's most frequent call (every visit, every refresh) and a dozen reads, while its contents
 * change rarely: a copy is kept per user until any write reaches the database (contentVersion) or,
 * because "upcoming" depends on the clock, for at most five seconds.
 */
export function customerDashboard(deps: AppDeps, user: User, now = Date.now()) {
  const { db } = deps;
  const views = cachedDashboards(db, contentVersion(db));
  const cached = views.get(user.id);
  if (cached && cached.expires > now) return cached.view;
  // One read transaction around the reads: one consistent snapshot, and SQLite takes its WAL read
  // lock once instead of once per query. They run on deps.db, where their prepared statements are kept.
  const view = db.transaction(() => dashboardReads(deps, user));
  views.set(user.id, { expires: now + DASHBOARD_CACHE_MS, view });
  return view;
}

function dashboardReads(deps: AppDeps, user: User) {
  const { db } = deps;
  const project = latestProjectOf(db).get({ userId: user.id }) ?? null;
  const booking = ownUpcomingBooking(db, user);
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      plan: user.plan,
      orderId: user.orderId,
      createdAt: user.createdAt.toISOString(),
    },
    hasPlan: user.plan !== null,
    planDetails: user.plan
      ? {
          slug: user.plan,
          name: PLANS[user.plan].name,
          pages: PLANS[user.plan].pages,
          revisionsIncluded: PLANS[user.plan].revisionsIncluded,
          features: PLANS[user.plan].features,
        }
      : null,
    project: project
      ? {
          id: project.id,
          ...projectProgress(project),
          businessName: project.businessName,
          startDate: project.startDate,
          websiteUrl: project.websiteUrl,
          createdAt: project.createdAt.toISOString(),
        }
      : null,
    files: fileReads.owned(db).all(ownerParams(user)).map(fileView),
    messages: messageReads.owned(db).all(ownerParams(user)).map(messageView),
    revisions: revisionsOf(db)
      .all({ userId: user.id })
      .map((r) => ({ ...extraWorkView(r), pageUrl: r.pageUrl })),
    extraPages: extraPagesOf(db)
      .all({ userId: user.id })
      .map((r) => ({ ...extraWorkView(r), pagesRequested: r.pagesRequested })),
    zoomBooking: booking ? bookingView(booking, deps.config.zoom) : null,
    agreement: agreementState(db, { user }),
    onboarding: user.plan ? onboardingChecklist(db, user) : [],
    timeline: projectTimeline(db, user),
    notifications: recentNotificationsOf(db).all({ userId: user.id }).map(notificationView),
    conversationMessages: latestConversation(db, user),
  };
}
export type CustomerDashboard = ReturnType<typeof dashboardReads>;
