import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

// Decision 020: each table has one module that writes it; every other feature calls that
// module's functions. This scan keeps it so: a write from anywhere else fails here, and so does
// a new table without an owner.

const OWNERS: Record<string, string> = {
  users: 'core/stores/user-store.ts',
  sessions: 'core/session.ts',
  passwordResetTokens: 'features/auth/service.ts',
  emailVerifications: 'features/auth/service.ts',
  emailOutbox: 'features/email/service.ts',
  portfolioItems: 'features/content/service.ts',
  websiteImages: 'features/content/service.ts',
  socialLinks: 'features/content/social-store.ts',
  socialSettings: 'features/content/social-store.ts',
  meetings: 'features/schedule/service.ts',
  orders: 'core/stores/order-store.ts',
  webhookEvents: 'features/payment/webhook.ts',
  projects: 'core/stores/project-store.ts',
  projectStageDates: 'core/stores/project-store.ts',
  contracts: 'core/stores/contract-store.ts',
  agreementAddenda: 'core/stores/contract-store.ts',
  files: 'core/stores/file-store.ts',
  customerMessages: 'core/stores/message-store.ts',
  revisions: 'core/stores/extras-store.ts',
  extraPageRequests: 'core/stores/extras-store.ts',
  notifications: 'features/customer/service.ts',
  adminActivity: 'core/audit.ts',
  adminNotices: 'features/email/admin-notices.ts',
  adminPresence: 'features/admin/activity.ts',
  chatSessions: 'features/chat/service.ts',
  chatMessages: 'features/chat/service.ts',
  chatLinks: 'features/chat/service.ts',
  totpCredentials: 'features/auth/second-factor.ts',
  recoveryCodes: 'features/auth/second-factor.ts',
  passkeys: 'features/auth/second-factor.ts',
  deliverables: 'features/deliverables/service.ts',
};

/** Writes allowed outside the owner, each for a reason given in decision 020. */
const EXCEPTIONS: Record<string, string[]> = {
  // Fixtures: a demo project already under way, which no purchase path makes in one step.
  'db/seed.ts': ['projects', 'projectStageDates'],
  // Writes the backup's own copy of the database, never the live one.
  'features/backup/service.ts': ['files'],
};

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const tables = Object.entries(schema).flatMap(([name, value]): { name: string; sqlName: string }[] =>
  is(value, SQLiteTable) ? [{ name, sqlName: getTableName(value) }] : [],
);
const byIdentifier = new Map(tables.map((table) => [table.name, table.name]));
const bySqlName = new Map(tables.map((table) => [table.sqlName, table.name]));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The tables a source file writes: through Drizzle (`.insert(users)`, `.update(schema.users)`) or in raw SQL. */
function tablesWrittenBy(source: string): Set<string> {
  const written = new Set<string>();
  for (const match of source.matchAll(/\.(?:insert|update|delete)\(\s*(?:\w+\.)?(\w+)\s*\)/g)) {
    const table = byIdentifier.get(match[1]!);
    if (table) written.add(table);
  }
  // Raw SQL only inside string literals, so a comment saying "update orders" is no write.
  for (const [literal] of source.matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)) {
    for (const match of literal.matchAll(
      /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+(?:main\.)?(\w+)/gi,
    )) {
      const table = bySqlName.get(match[1]!);
      if (table) written.add(table);
    }
  }
  return written;
}

describe('one writer per table', () => {
  it('names an owner for every table of the schema, and only for those', () => {
    expect(Object.keys(OWNERS).sort()).toEqual(tables.map((table) => table.name).sort());
    for (const owner of new Set(Object.values(OWNERS))) expect(fs.existsSync(path.join(serverDir, owner))).toBe(true);
  });

  it('writes each table only from its owner', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(serverDir)) {
      const relative = path.relative(serverDir, file).split(path.sep).join('/');
      const source = fs.readFileSync(file, 'utf8');
      // An aliased table import would hide its writes from the scan.
      if (/import[^;]*\b\w+\s+as\s+\w+[^;]*from\s+'[./]*(?:db\/)?schema'/.test(source))
        strays.push(`${relative} imports a table under another name`);
      for (const table of tablesWrittenBy(source)) {
        if (OWNERS[table] !== relative && !EXCEPTIONS[relative]?.includes(table))
          strays.push(`${relative} writes ${table}, which ${OWNERS[table]} owns`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('sees a write in any of its forms', () => {
    expect([...tablesWrittenBy('tx.update(users).set({})')]).toEqual(['users']);
    expect([...tablesWrittenBy('db\n  .insert(schema.orders)\n  .values(x)')]).toEqual(['orders']);
    expect([...tablesWrittenBy("copy.prepare('delete from files where id = ?')")]).toEqual(['files']);
    expect([...tablesWrittenBy('cache.delete(key); this.windows.delete(users)')]).toEqual(['users']);
    expect([...tablesWrittenBy('db.select().from(users)')]).toEqual([]);
    expect([...tablesWrittenBy('// a refund may update orders')]).toEqual([]);
  });
});
