import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../shared/brand';
import { PortfolioPage } from '../features/portfolio/PortfolioPage';

export const Route = createFileRoute('/portfolio')({
  staticData: {
    page: {
      render: 'server',
      hydrate: 'on-interaction',
      meta: {
        title: `Portfolio · ${BRAND.name}`,
        description:
          'Websites we designed and built for bakeries, law firms, hotels, studios and online stores: fast, mobile-ready and made to win customers.',
      },
      sitemap: true,
    },
  },
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.content.portfolio.queryOptions()),
  component: PortfolioPage,
});
