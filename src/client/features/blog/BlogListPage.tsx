import { Link, useNavigate } from '@tanstack/react-router';
import { BLOG_POSTS } from '../../../shared/content/blog';
import { BLOG_CATEGORIES } from '../../../shared/content/blog/types';
import { FilterChips } from '../../ui/FilterChips';
import { LinkUntilReady } from '../../ui/LinkUntilReady';
import { HostingNotice } from '../landing/InfoSections';
import { ALL_CATEGORIES, filterPosts } from './filter-posts';
import { goToPricing } from './go-to-pricing';
import { useSearchText } from './use-search-text';

export interface BlogSearch {
  q?: string;
  category?: string;
}

export function BlogListPage({ search }: { search: BlogSearch }) {
  const navigate = useNavigate();
  const query = search.q ?? '';
  const category = search.category ?? ALL_CATEGORIES;
  // The filters live in the address, so a filtered list can be shared and survives a reload.
  const update = (next: BlogSearch) =>
    void navigate({ to: '/blog', search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false });
  const { text, inputRef, change, reset } = useSearchText(query, (q) => update({ q: q || undefined }));
  const posts = filterPosts(BLOG_POSTS, text, category);
  const filtered = text !== '' || category !== ALL_CATEGORIES;
  const clear = () => {
    reset();
    void navigate({ to: '/blog', search: {}, replace: true, resetScroll: false });
  };
  /** Where a category chip leads before the app runs: the same search, that category. */
  const categoryHref = (name: string) => {
    const params = new URLSearchParams(query ? { q: query } : {});
    if (name !== ALL_CATEGORIES) params.set('category', name);
    return params.size ? `/blog?${params.toString()}` : '/blog';
  };

  return (
    <div className="page blog">
      <header className="page-header">
        <p className="eyebrow">Blog</p>
        <h1>Ideas for a website that works</h1>
        <p className="lead">Practical advice on design, SEO, conversion and growth for small-business owners.</p>
      </header>

      <div className="blog-filters">
        {/* A real search form: without JavaScript (or before it runs) Enter asks the server. */}
        <form
          method="get"
          action="/blog"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            change(inputRef.current?.value ?? text);
          }}
        >
          <label className="search-field">
            <span className="sr-only">Search articles</span>
            <input
              ref={inputRef}
              type="search"
              name="q"
              placeholder="Search articles, topics or tags"
              value={text}
              onChange={(event) => change(event.target.value)}
            />
          </label>
          {category !== ALL_CATEGORIES ? <input type="hidden" name="category" value={category} /> : null}
        </form>
        <FilterChips
          label="Filter articles by category"
          options={[ALL_CATEGORIES, ...BLOG_CATEGORIES]}
          value={category}
          hrefFor={categoryHref}
          onChange={(name) => update({ category: name === ALL_CATEGORIES ? undefined : name })}
        />
      </div>

      <p className="result-count" role="status">
        Found {posts.length} article(s)
        {category !== ALL_CATEGORIES ? ` in ${category}` : ''}
        {text ? ` matching “${text}”` : ''}
        {filtered ? (
          <>
            {' '}
            <LinkUntilReady href="/blog" className="link-button" onClick={clear}>
              Clear All Filters
            </LinkUntilReady>
          </>
        ) : null}
      </p>

      {posts.length === 0 ? (
        <div className="empty-state">
          <h2>No articles found</h2>
          <p>No blog posts found matching your criteria.</p>
          <LinkUntilReady href="/blog" className="btn btn-secondary" onClick={clear}>
            Clear filters and show all posts
          </LinkUntilReady>
        </div>
      ) : (
        <ul className="blog-grid">
          {posts.map((post, index) => (
            <li key={post.id} className="blog-card">
              <img
                src={post.image}
                alt={post.imageAlt}
                width={1200}
                height={630}
                loading={index < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <div className="blog-card-body">
                <span className="category-badge">{post.category}</span>
                <h2>
                  <Link to="/blog/$slug" params={{ slug: post.slug }}>
                    {post.title}
                  </Link>
                </h2>
                <p className="post-meta">
                  {post.author} · {post.publishDate} · {post.readTime}
                </p>
                <p>{post.excerpt}</p>
                <ul className="tag-list" aria-label="Tags">
                  {post.tags.slice(0, 3).map((tag) => (
                    <li key={tag}>#{tag}</li>
                  ))}
                </ul>
                <Link
                  to="/blog/$slug"
                  params={{ slug: post.slug }}
                  className="read-more"
                  aria-label={`Read More: ${post.title}`}
                >
                  Read More →
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}

      <PricingCallToAction />
    </div>
  );
}

export function PricingCallToAction() {
  const navigate = useNavigate();
  return (
    <aside className="cta-panel">
      <h2>Ready for a website that brings in customers?</h2>
      <p>Fixed prices from $600. No monthly subscription. Full refund within 24 hours.</p>
      <HostingNotice />
      <LinkUntilReady href="/#pricing" className="btn btn-primary" onClick={() => void goToPricing(navigate)}>
        See Plans &amp; Pricing
      </LinkUntilReady>
    </aside>
  );
}
