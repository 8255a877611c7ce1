import { unavailable } from '../../errors';
import { publicProcedure, router } from '../../trpc/init';
import { checkHealth } from '../../core/health';

export const healthRouter = router({
  ping: publicProcedure.meta({ proof: ['nothing'] }).query(({ ctx }) => {
    const health = checkHealth(ctx.deps);
    if (health.status === 'error') throw unavailable(health.detail);
    return health;
  }),
});
