import { createFileRoute, notFound } from '@tanstack/react-router';
import type { BlogArticle } from '../../shared/content/blog/types';
import { BRAND } from '../../shared/brand';
import type { PageMeta } from '../../shared/seo';
import { BlogArticlePage, BlogNotFound } from '../features/blog/BlogArticlePage';
import { PageSpinner } from '../ui/Spinner';

const articleMeta = (article: BlogArticle): PageMeta => ({
  title: article.metaTitle || article.title,
  description: article.metaDescription || article.excerpt,
  type: 'article',
});

const BLOG_NOT_FOUND_META: PageMeta = {
  title: `Blog Post Not Found · ${BRAND.name}`,
  description: "The blog post you're looking for doesn't exist.",
};

export const Route = createFileRoute('/blog/$slug')({
  staticData: {
    page: {
      render: 'server',
      hydrate: 'on-interaction',
      meta: ({ data }) => (data ? articleMeta(data as BlogArticle) : BLOG_NOT_FOUND_META),
      sitemap: async () => (await import('../../shared/content/blog')).BLOG_POSTS.map(({ slug }) => ({ slug })),
    },
  },
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
