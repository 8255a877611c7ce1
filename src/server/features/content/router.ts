import { BLOG_POSTS } from '../../../shared/content/blog';
import { publicProcedure, router } from '../../trpc/init';
import { getSocialMedia, getWebsiteImages, listPortfolio, visiblePlans } from './service';

/** The public site's content names nobody. */
const content = publicProcedure.meta({ proof: ['nothing'] });

export const contentRouter = router({
  portfolio: content.query(({ ctx }) => listPortfolio(ctx.deps.db)),
  websiteImages: content.query(({ ctx }) => getWebsiteImages(ctx.deps.db)),
  pricing: content.query(({ ctx }) => visiblePlans(ctx.user)),
  socialMedia: content.query(({ ctx }) => getSocialMedia(ctx.deps.db, { activeOnly: true })),
  blogPosts: content.query(() => BLOG_POSTS),
});
