import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema } from '../../shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '../../shared/rules';
import { loadConfig } from '../config';
import { databaseFile, openDatabase } from '../db/client';
import { exitIfUnusable } from '../db/integrity';
import { createUser } from '../features/auth';

// Usage: npm run create-admin -- --email owner@agency.com --name "Owner" --password "..."
const argsSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, '--name is required'),
  password: z.string().min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(`create-admin: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  console.error('usage: npm run create-admin -- --email EMAIL --name NAME --password PASSWORD');
  process.exit(2);
}

const config = loadConfig();
const database = await exitIfUnusable(() => openDatabase(databaseFile(config.dataDir!), config.migrationsDir));
try {
  const admin = await createUser(database.db, { ...parsed.data, isAdmin: true, emailVerified: true });
  console.log(`Admin account created: ${admin.email}`);
} catch (error) {
  console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  database.close();
}
