import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicProcedure, router } from '../../trpc/init';

export function checkHealth(db: Db) {
  db.get(sql`select 1`);
  return { status: 'ok' as const };
}

export const healthRouter = router({
  ping: publicProcedure.query(({ ctx }) => checkHealth(ctx.deps.db)),
});
