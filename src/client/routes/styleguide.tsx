import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../shared/brand';
import { StyleguidePage } from '../features/styleguide/StyleguidePage';

export const Route = createFileRoute('/styleguide')({
  staticData: {
    page: {
      render: 'server',
      hydrate: 'on-interaction',
      // The team's reference: out of the sitemap and of search results (noindex), but not disallowed,
      // or a crawler could not fetch it to read its noindex.
      meta: {
        title: `Styleguide · ${BRAND.name}`,
        description: `The design tokens and shared components of the ${BRAND.name} site.`,
        noindex: true,
      },
    },
  },
  component: StyleguidePage,
});
