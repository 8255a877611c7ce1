import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_META } from '../../shared/seo';
import { LandingPage } from '../features/landing/LandingPage';

export const Route = createFileRoute('/')({
  staticData: { page: { render: 'server', hydrate: 'on-interaction', meta: DEFAULT_META, sitemap: true } },
  // prefetchQuery never throws: a failed fetch leaves the section empty (spec part 1 §8).
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.content.websiteImages.queryOptions()),
      queryClient.prefetchQuery(trpc.content.portfolio.queryOptions()),
      queryClient.prefetchQuery(trpc.content.pricing.queryOptions()),
    ]),
  component: LandingPage,
});
