import { BLOG_POSTS } from './posts';
import type { BlogArticle, BlogPostSummary } from './types';

export { BLOG_POSTS };

type ArticleModule = { content: string };

// One dynamic import per article, so each body is its own code-split chunk.
const loaders: Record<string, () => Promise<ArticleModule>> = {
  'how-a-professional-website-grows-your-business': () =>
    import('./articles/how-a-professional-website-grows-your-business'),
  'local-seo-basics': () => import('./articles/local-seo-basics'),
  'web-design-trends-2025': () => import('./articles/web-design-trends-2025'),
  'building-a-memorable-brand-online': () => import('./articles/building-a-memorable-brand-online'),
  'choosing-the-right-website-technology': () => import('./articles/choosing-the-right-website-technology'),
  'practical-digital-strategy': () => import('./articles/practical-digital-strategy'),
  'landing-page-conversion-tips': () => import('./articles/landing-page-conversion-tips'),
  'mobile-first-design': () => import('./articles/mobile-first-design'),
  'website-speed-matters': () => import('./articles/website-speed-matters'),
  'color-psychology-in-web-design': () => import('./articles/color-psychology-in-web-design'),
  'online-store-launch-checklist': () => import('./articles/online-store-launch-checklist'),
  'on-page-seo-checklist': () => import('./articles/on-page-seo-checklist'),
};

export function findPostSummary(slug: string): BlogPostSummary | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** The summary plus its body, or undefined for an unknown slug. */
export async function loadArticle(slug: string): Promise<BlogArticle | undefined> {
  const summary = findPostSummary(slug);
  if (!summary) return undefined;
  // Own-property check so slugs like 'constructor' or '__proto__' never reach Object.prototype.
  const loader = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;
  if (!loader) return undefined;
  const { content } = await loader();
  return { ...summary, content };
}
