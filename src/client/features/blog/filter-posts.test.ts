import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/content/blog';
import { ALL_CATEGORIES, filterPosts } from './filter-posts';

describe('filterPosts', () => {
  it('returns all 12 articles without filters', () => {
    expect(filterPosts(BLOG_POSTS, '', ALL_CATEGORIES)).toHaveLength(12);
  });

  it('matches case-insensitively in titles and tags', () => {
    const bySeo = filterPosts(BLOG_POSTS, 'SEO', ALL_CATEGORIES);
    expect(bySeo.length).toBeGreaterThanOrEqual(2);
    const tag = BLOG_POSTS[0]!.tags[0]!;
    expect(filterPosts(BLOG_POSTS, tag.toUpperCase(), ALL_CATEGORIES).map((p) => p.id)).toContain(BLOG_POSTS[0]!.id);
  });

  it('combines the category with the search', () => {
    const seo = filterPosts(BLOG_POSTS, '', 'SEO');
    expect(seo.every((post) => post.category === 'SEO')).toBe(true);
    expect(filterPosts(BLOG_POSTS, 'zzz-no-such-words', 'SEO')).toEqual([]);
  });
});
