import { createFileRoute, notFound } from '@tanstack/react-router';
import { BlogArticlePage, BlogNotFound } from '../features/blog/BlogArticlePage';
import { PageSpinner } from '../ui/Spinner';
import { loadArticle } from '../../shared/content/blog';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    const article = await loadArticle(params.slug);
    if (!article) throw notFound();
    return article;
  },
  pendingComponent: () => <PageSpinner label="Loading Article..." />,
  notFoundComponent: BlogNotFound,
  component: function BlogArticleRoute() {
    return <BlogArticlePage article={Route.useLoaderData()} />;
  },
});
