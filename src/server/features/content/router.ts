import { BLOG_POSTS } from '../../../shared/content/blog';
import { publicProcedure, router } from '../../trpc/init';
import { getSocialMedia, getWebsiteImages, listPortfolio, visiblePlans } from './service';

export const contentRouter = router({
  portfolio: publicProcedure.query(({ ctx }) => listPortfolio(ctx.deps.db)),
  websiteImages: publicProcedure.query(({ ctx }) => getWebsiteImages(ctx.deps.db)),
  pricing: publicProcedure.query(({ ctx }) => visiblePlans(ctx.user)),
  socialMedia: publicProcedure.query(({ ctx }) => getSocialMedia(ctx.deps.db, { activeOnly: true })),
  blogPosts: publicProcedure.query(() => BLOG_POSTS),
});
