import { parseArgs } from 'node:util';
import { emailSchema } from '../../shared/schemas/auth';
import { loadConfig } from '../config';
import { databaseFile, openDatabase } from '../db/client';
import { exitIfUnusable } from '../db/integrity';
import { findUserByEmail, removeSecondFactorsOf } from '../features/auth';

// Usage: npm run reset-second-factor -- --email owner@agency.com
// For whoever runs the server: an admin who lost their authenticator and recovery codes (decision 042).
const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
const email = emailSchema.safeParse(values.email);
if (!email.success) {
  console.error('usage: npm run reset-second-factor -- --email EMAIL');
  process.exit(2);
}

const config = loadConfig();
const database = await exitIfUnusable(() => openDatabase(databaseFile(config.dataDir!), config.migrationsDir));
try {
  const user = findUserByEmail(database.db, email.data);
  if (!user) {
    console.error(`reset-second-factor: no account has the email ${email.data}`);
    process.exitCode = 1;
  } else if (removeSecondFactorsOf(database.db, user)) {
    console.log(`Second factors removed: ${user.email} signs in with the password alone, then sets one up again.`);
  } else {
    console.log(`${user.email} has no second factor: nothing to do.`);
  }
} finally {
  database.close();
}
