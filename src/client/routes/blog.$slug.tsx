import { createFileRoute, notFound } from '@tanstack/react-router';
import { BlogArticlePage, BlogNotFound } from '../features/blog/BlogArticlePage';
import { PageSpinner } from '../ui/Spinner';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ params }) => {
    // The article list loads with the article, not with every page of the site.
    const { loadArticle } = await import('../../shared/content/blog');
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
