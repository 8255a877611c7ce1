import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage, type BlogSearch } from '../features/blog/BlogListPage';

export const Route = createFileRoute('/blog/')({
  validateSearch: (search: Record<string, unknown>): BlogSearch => ({
    q: typeof search.q === 'string' && search.q ? search.q : undefined,
    category: typeof search.category === 'string' && search.category ? search.category : undefined,
  }),
  component: function BlogRoute() {
    return <BlogListPage search={Route.useSearch()} />;
  },
});
