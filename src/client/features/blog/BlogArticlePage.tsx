import { Link, useRouteContext } from '@tanstack/react-router';
import { BRAND } from '../../../shared/brand';
import type { BlogArticle } from '../../../shared/content/blog/types';
import { PricingCallToAction } from './BlogListPage';

const SHARE_TARGETS = [
  {
    name: 'Facebook',
    url: (page: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  },
  {
    name: 'X',
    url: (page: string, title: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: 'LinkedIn',
    url: (page: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`,
  },
] as const;

export function BlogArticlePage({ article }: { article: BlogArticle }) {
  const siteUrl = useRouteContext({ from: '__root__', select: (context) => context.siteUrl });
  const address = `${siteUrl}/blog/${article.slug}`;

  // Links, so that a tap before the app has started (decision 046) opens the network's page in a
  // tab; once it runs, a share window of the size those pages are made for.
  function share(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.open(event.currentTarget.href, '_blank', 'noopener,noreferrer,width=600,height=500');
  }

  return (
    <article className="page article">
      <Link to="/blog" className="back-link">
        ← Back to Blog
      </Link>
      <header className="article-header">
        <span className="category-badge">{article.category}</span>
        <h1>{article.title}</h1>
        <p className="post-meta">
          By {article.author} · {article.publishDate} · {article.readTime}
        </p>
        <div className="share-buttons" role="group" aria-label="Share this article">
          {SHARE_TARGETS.map((target) => (
            <a
              key={target.name}
              className="btn btn-secondary btn-small"
              href={target.url(address, article.title)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={share}
            >
              Share on {target.name}
              <span className="sr-only"> (opens in a new window)</span>
            </a>
          ))}
        </div>
      </header>
      <img
        className="article-hero"
        src={article.image}
        alt={article.imageAlt}
        width={1200}
        height={630}
        fetchPriority="high"
      />
      {/* Our own articles, bundled with the site; the HTML holds no scripts or styles. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: article.content }} />
      <ul className="tag-list" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag}>#{tag}</li>
        ))}
      </ul>
      <PricingCallToAction />
      <p className="article-contact">
        Questions about this article? Write to the team at{' '}
        <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>.
      </p>
    </article>
  );
}

export function BlogNotFound() {
  return (
    <section className="page narrow">
      <h1>Blog Post Not Found</h1>
      <p className="lead">The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/blog" className="btn btn-primary">
        ← Back to Blog
      </Link>
    </section>
  );
}
