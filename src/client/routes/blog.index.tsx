import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage, type BlogSearch } from '../features/blog/BlogListPage';
import { PageSpinner } from '../ui/Spinner';

export const Route = createFileRoute('/blog/')({
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
