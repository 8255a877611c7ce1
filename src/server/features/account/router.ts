import { deleteAccountInput } from '../../../shared/schemas/account';
import { authedProcedure, router } from '../../trpc/init';
import { deleteOwnAccount } from './deletion';
import { personalRecords } from './records';

// Issue 36 §5-§6: a person's own data. The REST doors (rest.ts) take their declarations from these.
export const accountRouter = router({
  /** Every record kept about the caller, as the export's data.json lists them (without the files' bytes). */
  export: authedProcedure
    .meta({ budget: { limit: 'accountExport' } })
    .query(({ ctx }) => personalRecords(ctx.deps.db, ctx.user)),

  /** Deletes the caller's account: the password, and a current code when it has a second factor. */
  delete: authedProcedure
    .meta({ proof: [['session', 'password']], budget: { limit: 'passwordCheck' } })
    .input(deleteAccountInput)
    .mutation(({ ctx, input }) => deleteOwnAccount(ctx.deps, ctx.user, input, ctx.attempt)),
});
