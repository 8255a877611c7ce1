import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { recordsOf, ownerParams } from '../../core/ownership';
import { profileOf } from '../../core/stores/user-store';
import type { Db } from '../../db/client';
import {
  chatMessages,
  chatSessions,
  contracts,
  customerMessages,
  extraPageRequests,
  files,
  meetings,
  deliverables,
  notifications,
  orders,
  passkeys,
  projects,
  projectStageDates,
  recoveryCodes,
  revisions,
  sessions,
  totpCredentials,
  type User,
} from '../../db/schema';

// Issue 36 §5: every record about a person, by the ownership rule of their dashboard (their
// account's, and what was made under their address once it is proven). Each read names its
// columns on purpose: no password hash, session token, second-factor key or recovery-code hash,
// and nothing of anyone else (the admin who voided an agreement or wrote a project's notes).

type Wired<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A row as JSON carries it, so the types say what the answer holds: dates as ISO strings. */
const wired = <T extends Record<string, unknown>>(row: T): Wired<T> =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Wired<T>;

export function personalRecords(db: Db, user: User) {
  const owner = ownerParams(user);
  const projectRows = db
    .select({
      id: projects.id,
      plan: projects.plan,
      status: projects.status,
      stage: projects.stage,
      businessName: projects.businessName,
      businessDescription: projects.businessDescription,
      startDate: projects.startDate,
      designReferences: projects.designReferences,
      websiteContent: projects.websiteContent,
      notesFromTheTeam: projects.adminNotes,
      websiteUrl: projects.websiteUrl,
      logoUrl: projects.logoUrl,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(recordsOf(owner, { userId: projects.userId, email: projects.email }))
    .orderBy(asc(projects.id))
    .all();
  const stages = db
    .select({
      projectId: projectStageDates.projectId,
      stage: projectStageDates.stage,
      reachedAt: projectStageDates.reachedAt,
    })
    .from(projectStageDates)
    .where(
      inArray(
        projectStageDates.projectId,
        projectRows.map((project) => project.id),
      ),
    )
    .orderBy(asc(projectStageDates.stage))
    .all();
  const deliverableRows = db
    .select({
      projectId: deliverables.projectId,
      stage: deliverables.stage,
      note: deliverables.note,
      previewUrl: deliverables.previewUrl,
      status: deliverables.status,
      comments: deliverables.comments,
      createdAt: deliverables.createdAt,
      decidedAt: deliverables.decidedAt,
    })
    .from(deliverables)
    .where(
      inArray(
        deliverables.projectId,
        projectRows.map((project) => project.id),
      ),
    )
    .orderBy(asc(deliverables.id))
    .all();
  const chatRows = db
    .select({
      id: chatSessions.id,
      name: chatSessions.customerName,
      email: chatSessions.customerEmail,
      status: chatSessions.status,
      startedAt: chatSessions.createdAt,
      endedAt: chatSessions.endedAt,
    })
    .from(chatSessions)
    .where(recordsOf(owner, { userId: chatSessions.userId, email: chatSessions.customerEmail }))
    .orderBy(asc(chatSessions.id))
    .all();
  const chatLines = db
    .select({
      chatId: chatMessages.sessionId,
      from: chatMessages.senderType,
      name: chatMessages.senderName,
      event: chatMessages.event,
      message: chatMessages.message,
      at: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.sessionId,
        chatRows.map((chat) => chat.id),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .all();
  const authenticator = db
    .select({ confirmedAt: totpCredentials.confirmedAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, user.id))
    .get();

  return {
    account: wired({
      id: user.id,
      ...profileOf(user),
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      plan: user.plan,
      planOrderId: user.orderId,
      isAdmin: user.isAdmin,
      createdAt: user.createdAt,
    }),
    signIn: {
      secondFactorSince: user.secondFactorSince?.toISOString() ?? null,
      authenticatorApp: Boolean(authenticator?.confirmedAt),
      recoveryCodesLeft: db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
        .get()!.left,
      passkeys: db
        .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
        .from(passkeys)
        .where(eq(passkeys.userId, user.id))
        .all()
        .map(wired),
      devices: db
        .select({
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          signedInAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .all()
        .map(wired),
    },
    orders: db
      .select({
        orderId: orders.publicId,
        kind: orders.kind,
        plan: orders.plan,
        description: orders.description,
        quantity: orders.quantity,
        name: orders.name,
        email: orders.email,
        amountCents: orders.amountCents,
        currency: orders.currency,
        paymentMethod: orders.paymentMethod,
        status: orders.status,
        receiptId: orders.receiptId,
        paidAt: orders.paidAt,
        refundedCents: orders.refundedCents,
        refundedAt: orders.refundedAt,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(recordsOf(owner, { userId: orders.userId, email: orders.email }))
      .orderBy(asc(orders.id))
      .all()
      .map(wired),
    agreements: db
      .select({
        agreementId: contracts.publicId,
        orderId: orders.publicId,
        plan: contracts.plan,
        email: contracts.email,
        signature: contracts.signature,
        version: contracts.version,
        text: contracts.text,
        textSha256: contracts.textSha256,
        signedAt: contracts.signedAt,
        ip: contracts.ip,
        userAgent: contracts.userAgent,
        voidedAt: contracts.voidedAt,
        voidReason: contracts.voidReason,
      })
      .from(contracts)
      .leftJoin(orders, eq(orders.id, contracts.orderId))
      .where(recordsOf(owner, { userId: contracts.userId, email: contracts.email }))
      .orderBy(asc(contracts.id))
      .all()
      .map(wired),
    projects: projectRows.map(({ id, ...project }) => ({
      ...wired(project),
      stagesReached: stages.filter((stage) => stage.projectId === id).map(({ projectId: _, ...stage }) => wired(stage)),
      deliverables: deliverableRows
        .filter((deliverable) => deliverable.projectId === id)
        .map(({ projectId: _, ...deliverable }) => wired(deliverable)),
    })),
    revisions: db
      .select({
        description: revisions.description,
        pageUrl: revisions.pageUrl,
        notes: revisions.notes,
        status: revisions.status,
        requiresPayment: revisions.requiresPayment,
        createdAt: revisions.createdAt,
      })
      .from(revisions)
      .where(eq(revisions.userId, user.id))
      .orderBy(asc(revisions.id))
      .all()
      .map(wired),
    extraPageRequests: db
      .select({
        pagesRequested: extraPageRequests.pagesRequested,
        description: extraPageRequests.description,
        notes: extraPageRequests.notes,
        status: extraPageRequests.status,
        requiresPayment: extraPageRequests.requiresPayment,
        createdAt: extraPageRequests.createdAt,
      })
      .from(extraPageRequests)
      .where(eq(extraPageRequests.userId, user.id))
      .orderBy(asc(extraPageRequests.id))
      .all()
      .map(wired),
    messages: db
      .select({
        subject: customerMessages.subject,
        message: customerMessages.message,
        fromTheTeam: customerMessages.fromAdmin,
        createdAt: customerMessages.createdAt,
      })
      .from(customerMessages)
      .where(recordsOf(owner, { userId: customerMessages.userId, email: customerMessages.email }))
      .orderBy(asc(customerMessages.id))
      .all()
      .map(wired),
    notifications: db
      .select({
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        seenAt: notifications.seenAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(asc(notifications.id))
      .all()
      .map(wired),
    chats: chatRows.map(({ id, ...chat }) => ({
      ...wired(chat),
      lines: chatLines.filter((line) => line.chatId === id).map(({ chatId: _, ...line }) => wired(line)),
    })),
    meetings: db
      .select({
        date: meetings.date,
        time: meetings.time,
        startsAt: meetings.startsAt,
        timeZone: meetings.timeZone,
        status: meetings.status,
        name: meetings.name,
        email: meetings.email,
        plan: meetings.plan,
        moveCount: meetings.moveCount,
        changeReason: meetings.changeReason,
        cancelReason: meetings.cancelReason,
        confirmedAt: meetings.confirmedAt,
        noShowAt: meetings.noShowAt,
        createdAt: meetings.createdAt,
      })
      .from(meetings)
      .where(recordsOf(owner, { userId: meetings.userId, email: meetings.email }))
      .orderBy(asc(meetings.id))
      .all()
      .map(wired),
    files: db
      .select({
        id: files.id,
        filename: files.filename,
        contentType: files.contentType,
        size: files.size,
        sha256: files.sha256,
        notes: files.notes,
        source: files.source,
        createdAt: files.createdAt,
      })
      .from(files)
      .where(recordsOf(owner, { userId: files.userId, email: files.ownerEmail }))
      .orderBy(asc(files.id))
      .all()
      .map(wired),
  };
}

export type PersonalRecords = ReturnType<typeof personalRecords>;
