import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PROJECT_STATUSES } from '../../shared/admin';
import { CHAT_SENDER_TYPES, CHAT_SESSION_STATUSES } from '../../shared/chat';
import { SOCIAL_PLATFORMS } from '../../shared/social';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  // Stored lower-cased: emails are case-insensitive and unique.
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  adminLevel: text('admin_level', { enum: ['standard', 'super_admin'] }),
  permissions: text('permissions', { mode: 'json' }).$type<string[]>(),
  orderId: text('order_id'),
  plan: text('plan', { enum: ['starter', 'pro', 'elite', 'admin_special'] }),
  /**
   * When the owner proved the address is theirs (a link we emailed them). Until then the account
   * sees only what it made itself, nothing recorded earlier under the same address by someone else.
   */
  emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
  /**
   * Since when signing in takes a second factor (issue 36, decision 042); null while it takes only
   * the password. Kept on the account row, which every signed-in request reads already.
   */
  secondFactorSince: integer('second_factor_since', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});
export type User = typeof users.$inferSelect;

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the token, hex: a leaked database does not leak usable tokens.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** Where the session was started, so its owner can recognise it in their list of devices. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Updated at most every few minutes: a write on every request would cost more than it tells. */
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    /** Started with the password of an account that has a second factor, which it has not given yet. */
    awaitingSecondFactor: integer('awaiting_second_factor', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
export type Session = typeof sessions.$inferSelect;

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** Links that prove an address: only the token's SHA-256 is kept, as for sessions and resets. */
export const emailVerifications = sqliteTable(
  'email_verifications',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to, so a link proves that address and no other. */
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
);

/**
 * The outbox (decision 040): every email is a row, written in the transaction of what caused it and
 * delivered by the outbox runner, with retries. A row due later (a meeting reminder) waits for its
 * time; one whose time of use has gone (`notAfter`) is dropped rather than sent late.
 */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** What to render on delivery: the template and its props, and the attachments to make. */
    message: text('message', { mode: 'json' }).$type<unknown>(),
    /** The parts as delivered, kept for admins and tests (without a secret link in production). */
    text: text('text'),
    html: text('html'),
    // The action link the message carries (reset link, receipt, meeting), kept for admins and tests.
    link: text('link'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'written', 'failed', 'dropped'] })
      .notNull()
      .default('queued'),
    /** File names of attachments (an .ics invite), for the outbox view. */
    attachmentNames: text('attachment_names', { mode: 'json' }).$type<string[]>(),
    /** Groups rows that change together: a meeting's reminders are dropped when it moves. */
    topic: text('topic'),
    attempts: integer('attempts').notNull().default(0),
    /** Not delivered before this time: a reminder's moment, or the next try after a failure. */
    notBefore: integer('not_before', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /** Dropped, not sent, once this time has passed (a reminder of a meeting that has begun). */
    notAfter: integer('not_after', { mode: 'timestamp_ms' }),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.notBefore),
    index('email_outbox_topic_idx').on(table.topic),
  ],
);
export type OutboxEmail = typeof emailOutbox.$inferSelect;

// Content the public site reads from the server (spec part 1 §3, part 2 §3 social media settings).

export const portfolioItems = sqliteTable('portfolio_items', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  imageAlt: text('image_alt').notNull(),
  category: text('category').notNull(),
  technologies: text('technologies', { mode: 'json' }).$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});
export type PortfolioItem = typeof portfolioItems.$inferSelect;

export const WEBSITE_IMAGE_KEYS = ['jewelry', 'tech', 'pets', 'homeDecor'] as const;

export const websiteImages = sqliteTable('website_images', {
  key: text('key', { enum: WEBSITE_IMAGE_KEYS }).primaryKey(),
  image: text('image').notNull(),
});

export const socialLinks = sqliteTable('social_links', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
  url: text('url').notNull(),
  username: text('username'),
  displayName: text('display_name'),
  followersCount: integer('followers_count'),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  showOnHomepage: integer('show_on_homepage', { mode: 'boolean' }).notNull().default(true),
  showInFooter: integer('show_in_footer', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});
export type SocialLink = typeof socialLinks.$inferSelect;

/** A single row (id 1): the section and embed toggles of the social-media settings. */
export const socialSettings = sqliteTable('social_settings', {
  id: integer('id').primaryKey(),
  embedInstagram: integer('embed_instagram', { mode: 'boolean' }).notNull().default(false),
  embedTwitter: integer('embed_twitter', { mode: 'boolean' }).notNull().default(false),
  embedFacebook: integer('embed_facebook', { mode: 'boolean' }).notNull().default(false),
  socialProofEnabled: integer('social_proof_enabled', { mode: 'boolean' }).notNull().default(true),
  showSocialSection: integer('show_social_section', { mode: 'boolean' }).notNull().default(true),
});

// One row per reservation of a meeting slot (spec part 1 §4 slot reservation, part 2 §3 Zoom booking).
export const MEETING_STATUSES = ['held', 'booked', 'cancelled', 'expired'] as const;

export const meetings = sqliteTable(
  'meetings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The id clients hold (slot_id): random, so nobody can cancel another person's hold by guessing. */
    slotId: text('slot_id').notNull().unique(),
    /** Pacific local date, 'YYYY-MM-DD'. */
    date: text('date').notNull(),
    /** Pacific local start time, 'HH:MM'. */
    time: text('time').notNull(),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: MEETING_STATUSES }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    plan: text('plan'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    holdExpiresAt: integer('hold_expires_at', { mode: 'timestamp_ms' }),
    paymentId: text('payment_id'),
    /**
     * SHA-256 of the secret in the manage link emailed to the person booked: with it (or signed in
     * as them) the booking can be moved or cancelled; knowing the email is not enough.
     */
    manageTokenHash: text('manage_token_hash'),
    cancelReason: text('cancel_reason'),
    /** The zone the person booked from (their browser's), for the times in their emails; null when unknown. */
    timeZone: text('time_zone'),
    /**
     * The calendar event's UID and SEQUENCE: a booking moved keeps its event's UID with a higher
     * sequence, so calendars update the event in place rather than adding another.
     */
    calendarUid: text('calendar_uid'),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** How many times the person has moved this booking (it carries over to the booking that replaces it). */
    moveCount: integer('move_count').notNull().default(0),
    /** The person's own reason for moving or cancelling, for the team; null when none was given. */
    changeReason: text('change_reason'),
    /** When the person answered "Still coming?" with yes. */
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    /** When the team recorded that the person did not come. */
    noShowAt: integer('no_show_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    // At most one live (held or booked) row per slot: the database itself refuses a double booking.
    uniqueIndex('meetings_live_slot_idx')
      .on(table.date, table.time)
      .where(sql`status in ('held', 'booked')`),
    index('meetings_email_idx').on(table.email),
    uniqueIndex('meetings_manage_token_idx').on(table.manageTokenHash),
  ],
);
export type Meeting = typeof meetings.$inferSelect;

// Purchases (spec part 2 §3 payment status and order details). One row per checkout attempt.
export const ORDER_KINDS = ['plan', 'upgrade', 'extra_pages', 'revision'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'test', 'none'] as const;

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The order_id customers see and pages carry: random, so it works as a link without a login. */
    publicId: text('public_id').notNull().unique(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('plan'),
    plan: text('plan', { enum: ['starter', 'pro', 'elite', 'admin_special'] }).notNull(),
    /** What an upgrade or extra-work order buys, for receipts and the admin list. */
    description: text('description').notNull(),
    /** Quantity of extra pages or revisions; 1 for a plan. */
    quantity: integer('quantity').notNull().default(1),
    /** The plan an upgrade replaced: what a refund of the upgrade goes back to. */
    previousPlan: text('previous_plan', { enum: ['starter', 'pro', 'elite', 'admin_special'] }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentMethod: text('payment_method', { enum: ['stripe', 'paypal'] }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Checkout session id (Stripe, test) or order id (PayPal): the session_id of the return pages. */
    providerRef: text('provider_ref').unique(),
    /** Payment intent or capture id, used for refunds. */
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** A held meeting slot that payment turns into a booking. */
    meetingSlotId: text('meeting_slot_id'),
    /** Where the customer goes back to after checkout: the wizard or the success page. */
    returnTo: text('return_to', { enum: ['wizard', 'success_page', 'dashboard'] })
      .notNull()
      .default('success_page'),
    receiptId: text('receipt_id'),
    receiptSentAt: integer('receipt_sent_at', { mode: 'timestamp_ms' }),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    /** What has been paid back so far, in cents: the whole amount for a full refund, less for a partial one. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    failureReason: text('failure_reason'),
    /**
     * The checkout attempt open on this order now (the one that created it, or the latest Pay now),
     * as `<owner>:<key the client sent>`: a repeat of that attempt gets this order and its checkout
     * back instead of a second charge. Unique, so concurrent requests cannot both insert.
     */
    idempotencyKey: text('idempotency_key').unique(),
    /** Where that attempt pays: replayed to a repeat of it. */
    checkoutUrl: text('checkout_url'),
    /**
     * Who opened the charge: `u:<account id>`, or `a:<client address>` for someone signed out, so
     * that the double-submission window applies to the same requester only.
     */
    openedBy: text('opened_by'),
    /** An unpaid order can be paid until then (CHARGE_EXPIRY_MS after it was placed), then it expires. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId),
    index('orders_email_idx').on(table.email),
    index('orders_pending_idx').on(table.status, table.expiresAt),
  ],
);
export type Order = typeof orders.$inferSelect;

/** Provider events already handled, so a replayed webhook changes nothing. */
export const webhookEvents = sqliteTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

// Spec part 2 §3 Project and §4 project statuses and stages.
export const projects = sqliteTable(
  'projects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    plan: text('plan', { enum: ['starter', 'pro', 'elite', 'admin_special'] }).notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('Plan Selected'),
    stage: integer('stage').notNull().default(1),
    businessName: text('business_name'),
    businessDescription: text('business_description'),
    /** Preferred start date, 'YYYY-MM-DD'. */
    startDate: text('start_date'),
    designReferences: text('design_references', { mode: 'json' }).$type<string[]>(),
    websiteContent: text('website_content', { mode: 'json' }).$type<{
      about: string;
      services: string;
      contact: string;
    }>(),
    adminNotes: text('admin_notes'),
    notesUpdatedAt: integer('notes_updated_at', { mode: 'timestamp_ms' }),
    notesBy: text('notes_by'),
    websiteUrl: text('website_url'),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (table) => [uniqueIndex('projects_order_id_idx').on(table.orderId), index('projects_email_idx').on(table.email)],
);
export type Project = typeof projects.$inferSelect;

/** When a project first reached each stage (PROJECT_STAGES), for the customer's timeline. */
export const projectStageDates = sqliteTable(
  'project_stage_dates',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    reachedAt: integer('reached_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.stage] })],
);

/**
 * Work the team puts before the customer for a stage (issue 36 §7): a note, a preview link and
 * files already sent to them. The customer approves it, which advances the stage, or asks for
 * changes, which is a revision under the plan's rules.
 */
export const deliverables = sqliteTable(
  'deliverables',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    note: text('note').notNull(),
    previewUrl: text('preview_url'),
    /** Ids of the customer's files it shows (files the team sent them). */
    fileIds: text('file_ids', { mode: 'json' }).$type<number[]>().notNull(),
    postedBy: text('posted_by').notNull(),
    status: text('status', { enum: ['awaiting', 'approved', 'changes_requested'] })
      .notNull()
      .default('awaiting'),
    /** The customer's comments when they asked for changes. */
    comments: text('comments'),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('deliverables_project_id_idx').on(table.projectId)],
);
export type Deliverable = typeof deliverables.$inferSelect;

/**
 * A signed service agreement: the exact text shown, its SHA-256, who typed what, when and from
 * where. A trigger (migration 0009) refuses any change to what was signed; only the links to the
 * order and the account may move (a visitor's order claimed at signup, an order deleted).
 */
export const contracts = sqliteTable(
  'contracts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    publicId: text('public_id').notNull().unique(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    signature: text('signature').notNull(),
    version: text('version').notNull(),
    text: text('text').notNull(),
    /**
     * Hex SHA-256 of `text` as UTF-8; null only for agreements signed before it was kept, until start-up fills it in.
     */
    textSha256: text('text_sha256'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    signedAt: integer('signed_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * Set once when an admin of payments voids the signature (signed by the wrong person, say):
     * the record stays as it was signed, and the customer signs again.
     */
    voidedAt: integer('voided_at', { mode: 'timestamp_ms' }),
    voidReason: text('void_reason'),
    voidedBy: text('voided_by'),
    /** The signed agreement's PDF in file storage, made again only when `pdfKey` no longer describes it. */
    pdfStoredName: text('pdf_stored_name'),
    /** What the stored PDF holds: its layout and the addenda signed in it (contract-pdf.ts); null before 0018. */
    pdfKey: text('pdf_key'),
  },
  (table) => [
    // One standing signature per order; voided ones stay beside it.
    uniqueIndex('contracts_order_id_idx')
      .on(table.orderId)
      .where(sql`voided_at is null`),
    index('contracts_email_idx').on(table.email),
  ],
);
export type Contract = typeof contracts.$inferSelect;

/**
 * A change of terms after signing (issue 36 §8): an admin of payments issues it, the customer signs
 * it in their dashboard, and the agreement it amends stays as signed. A trigger (migration 0018)
 * keeps the text as issued and a signature as it was made.
 */
export const agreementAddenda = sqliteTable(
  'agreement_addenda',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    publicId: text('public_id').notNull().unique(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** 1, 2, … within its agreement, in the order issued. */
    number: integer('number').notNull(),
    /** What the customer reads and signs: a heading naming the agreement it amends, then the change. */
    text: text('text').notNull(),
    textSha256: text('text_sha256').notNull(),
    issuedBy: text('issued_by').notNull(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    /** The signature and its evidence, all set at once when the customer signs. */
    signature: text('signature'),
    signerEmail: text('signer_email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    signedAt: integer('signed_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('agreement_addenda_number_idx').on(table.contractId, table.number),
    check(
      'agreement_addenda_signed_whole',
      sql`(${table.signedAt} is null) = (${table.signature} is null) and (${table.signedAt} is null) = (${table.ip} is null) and (${table.signedAt} is null) = (${table.signerEmail} is null)`,
    ),
  ],
);
export type AgreementAddendum = typeof agreementAddenda.$inferSelect;

/** Uploaded files: the bytes live in DATA_DIR/uploads under storedName, never under the client's name. */
export const files = sqliteTable(
  'files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ownerEmail: text('owner_email').notNull(),
    filename: text('filename').notNull(),
    storedName: text('stored_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    notes: text('notes'),
    /** customer: uploaded by the owner; admin: sent to the owner by the team. */
    source: text('source', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('files_owner_email_idx').on(table.ownerEmail)],
);
export type StoredFile = typeof files.$inferSelect;

// Customer dashboard (spec part 2 §3: messages, revisions, extra-pages requests, notifications).

/** Messages between a customer and the team; fromAdmin marks the team's side. */
export const customerMessages = sqliteTable(
  'customer_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    fromAdmin: integer('from_admin', { mode: 'boolean' }).notNull().default(false),
    responded: integer('responded', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('customer_messages_email_idx').on(table.email)],
);
export type CustomerMessage = typeof customerMessages.$inferSelect;

export const REVISION_STATUSES = ['awaiting_payment', 'in_progress', 'completed', 'rejected'] as const;

export const revisions = sqliteTable(
  'revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    pageUrl: text('page_url'),
    notes: text('notes'),
    status: text('status', { enum: REVISION_STATUSES }).notNull().default('in_progress'),
    requiresPayment: integer('requires_payment', { mode: 'boolean' }).notNull().default(false),
    /** The order that pays for an extra revision. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('revisions_user_id_idx').on(table.userId)],
);
export type Revision = typeof revisions.$inferSelect;

export const EXTRA_PAGE_STATUSES = ['awaiting_payment', 'pending', 'approved', 'rejected'] as const;

export const extraPageRequests = sqliteTable(
  'extra_page_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pagesRequested: integer('pages_requested').notNull(),
    description: text('description'),
    notes: text('notes'),
    status: text('status', { enum: EXTRA_PAGE_STATUSES }).notNull().default('pending'),
    requiresPayment: integer('requires_payment', { mode: 'boolean' }).notNull().default(false),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('extra_page_requests_user_id_idx').on(table.userId)],
);
export type ExtraPageRequest = typeof extraPageRequests.$inferSelect;

/** What changed for a customer (a reply, a status, a file from the team), shown once as a toast. */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['success', 'error', 'warning', 'info', 'booking', 'file', 'message', 'revision'],
    }).notNull(),
    title: text('title').notNull(),
    body: text('body'),
    seenAt: integer('seen_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_id_idx').on(table.userId)],
);
export type Notification = typeof notifications.$inferSelect;

// Admin monitoring and audit trail (spec part 2 §3 admin status and activity log).

/**
 * Who did what and when: every admin action that changes data, and page views with their
 * duration. Rows outlive the admin (the email is kept) so the trail stays readable.
 */
export const adminActivity = sqliteTable(
  'admin_activity',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    page: text('page'),
    /** Seconds, for page views. */
    duration: integer('duration'),
    /** What the action touched, in words: "customer casey@example.com", "file #12 (logo.png)". */
    details: text('details'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_activity_created_at_idx').on(table.createdAt)],
);
export type AdminActivity = typeof adminActivity.$inferSelect;

/** Each admin's latest heartbeat: the live status of the monitoring tab. */
export const adminPresence = sqliteTable('admin_presence', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentPage: text('current_page').notNull(),
  chatStatus: text('chat_status', { enum: ['available', 'away', 'offline'] })
    .notNull()
    .default('away'),
  lastActivity: integer('last_activity', { mode: 'timestamp_ms' }).notNull(),
});

// Live chat (spec part 2 §3 chat session and chat message, §4 session states).

export const chatSessions = sqliteTable(
  'chat_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The console's address (/admin-chat/{conversationId}): random, so ids cannot be walked. */
    conversationId: text('conversation_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** SHA-256 of a visitor's chat token; customers prove ownership with their sign-in instead. */
    visitorTokenHash: text('visitor_token_hash'),
    status: text('status', { enum: CHAT_SESSION_STATUSES }).notNull().default('waiting'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name'),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    endedBy: text('ended_by', { enum: ['customer', 'admin'] }),
    /** Set when nobody accepted in time and the conversation went to the inbox. */
    escalatedAt: integer('escalated_at', { mode: 'timestamp_ms' }),
    inboxMessageId: integer('inbox_message_id').references(() => customerMessages.id, { onDelete: 'set null' }),
    /** When the chat last asked for an admin: its start, or its reopening from a reply email. */
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }),
    /** Read receipts: the last line each side has seen (issue 35 §9). */
    customerReadId: integer('customer_read_id').notNull().default(0),
    adminReadId: integer('admin_read_id').notNull().default(0),
    /** The customer line its admin was last emailed about, away from the console (issue 35 §7). */
    alertedLineId: integer('alerted_line_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_sessions_status_idx').on(table.status),
    index('chat_sessions_user_id_idx').on(table.userId),
    index('chat_sessions_email_idx').on(table.customerEmail),
  ],
);
export type ChatSession = typeof chatSessions.$inferSelect;

/**
 * Every line of every chat, the joins, ends and notices included, so one ordered log (by id)
 * is both the history and the event stream a reconnecting socket catches up from.
 */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    senderType: text('sender_type', { enum: CHAT_SENDER_TYPES }).notNull(),
    senderName: text('sender_name').notNull(),
    /** What the line records: a message, the request that opened the chat, a join, the end, or a notice. */
    event: text('event', { enum: ['message', 'request', 'accepted', 'ended', 'notice'] })
      .notNull()
      .default('message'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.id)],
);
export type ChatMessage = typeof chatMessages.$inferSelect;

/**
 * The secret links of reply emails (issue 35 §6): each opens its conversation for whoever holds it,
 * like a visitor's chat token. Only the SHA-256 is kept.
 */
export const chatLinks = sqliteTable('chat_links', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  sessionId: integer('session_id')
    .notNull()
    .references(() => chatSessions.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: createdAt(),
});

/**
 * An account's authenticator app (RFC 6238): the shared key, sealed with the server key so a copy
 * of the database alone cannot make codes. Unconfirmed until the owner types a first code.
 */
export const totpCredentials = sqliteTable('totp_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedKey: text('sealed_key').notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  /** The time step of the last code accepted: a code is good once, however long its window lasts. */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/**
 * Passkeys (WebAuthn): a second factor, or a sign-in of their own, since the device checks who
 * holds it (issue 36 §3). The public key alone is kept; the private key never leaves the device.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: a copy of the key that answers with an older count is refused. */
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    /** What its owner calls it ("Work laptop"), shown in the list. */
    name: text('name').notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/** Single-use codes for when the authenticator is lost: only their SHA-256 is kept. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * What admins are told of customer activity (a new order, a booking, a message, an unanswered
 * chat), one row per admin it is for. Each admin gets at most one email per ADMIN_NOTICE_WINDOW_MS:
 * the first notice at once, what follows within the window in one digest (issue 33).
 */
export const adminNotices = sqliteTable(
  'admin_notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipient: text('recipient').notNull(),
    /** The message as written for a notice sent on its own (OutgoingEmail as JSON). */
    message: text('message', { mode: 'json' }).notNull(),
    /** One line for a digest: "New order: Pro plan ($900.00) from Ann <ann@example.com>". */
    summary: text('summary').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('admin_notices_recipient_idx').on(table.recipient, table.sentAt)],
);
export type AdminNotice = typeof adminNotices.$inferSelect;
