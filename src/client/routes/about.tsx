import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../shared/brand';
import { AboutPage } from '../features/about/AboutPage';

export const Route = createFileRoute('/about')({
  staticData: {
    page: {
      render: 'server',
      hydrate: 'on-interaction',
      meta: {
        title: `Our Story · ${BRAND.name}`,
        description: `Why ${BRAND.name} builds websites by hand for small businesses: fixed prices, no monthly fees, real people who answer within 24 hours.`,
      },
      sitemap: true,
    },
  },
  component: AboutPage,
});
