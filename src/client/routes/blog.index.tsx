import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../shared/brand';
import { BlogListPage, type BlogSearch } from '../features/blog/BlogListPage';
import { PageSpinner } from '../ui/Spinner';

const SEARCH_PARAMS = ['q', 'category'] as const;
const MAX_SEARCH_LENGTH = 100;

export const Route = createFileRoute('/blog/')({
  staticData: {
    page: {
      render: 'server',
      hydrate: 'on-interaction',
      meta: {
        title: `Blog · Web design, SEO and growth tips · ${BRAND.name}`,
        description:
          'Practical articles on web design, SEO, branding, conversion, performance and e-commerce for small-business owners who want a website that works.',
      },
      sitemap: true,
      // A search is rendered with its terms (a value too long to be a real search is dropped).
      query: {
        kind: 'search',
        keep: (search) =>
          SEARCH_PARAMS.flatMap((name) => {
            const value = search.get(name) ?? '';
            return value && value.length <= MAX_SEARCH_LENGTH ? [[name, value] as [string, string]] : [];
          }),
      },
    },
  },
  validateSearch: (search: Record<string, unknown>): BlogSearch => ({
    q: typeof search.q === 'string' && search.q ? search.q : undefined,
    category: typeof search.category === 'string' && search.category ? search.category : undefined,
  }),
  // Spec part 1 §2 /blog: shown while the list's code loads on a slow client-side navigation.
  pendingComponent: () => <PageSpinner label="Loading Amazing Content..." />,
  component: function BlogRoute() {
    return <BlogListPage search={Route.useSearch()} />;
  },
});
