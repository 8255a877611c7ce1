import type { BlogPostSummary } from '../../../shared/content/blog/types';

export const ALL_CATEGORIES = 'All';

/** Spec part 1 §2 /blog: case-insensitive search over title, summary, excerpt and tags, plus a category. */
export function filterPosts(posts: readonly BlogPostSummary[], query: string, category: string): BlogPostSummary[] {
  const needle = query.trim().toLowerCase();
  return posts.filter((post) => {
    if (category !== ALL_CATEGORIES && post.category !== category) return false;
    if (!needle) return true;
    return [post.title, post.summary, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(needle));
  });
}
