import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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

export const emailOutbox = sqliteTable('email_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  // The action link the message carries (reset link, receipt, meeting), kept for admins and tests.
  link: text('link'),
  status: text('status', { enum: ['queued', 'sent', 'written', 'failed'] }).notNull().default('queued'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
});
export type OutboxEmail = typeof emailOutbox.$inferSelect;
