import { findPostSummary } from '../../shared/content/blog';
import { NOT_FOUND_META, PAGE_META, type PageMeta } from '../../shared/seo';

// Screens that depend on who is signed in or on one visit's query string are rendered in the
// browser only; every other path (including unknown ones, for a real 404) is rendered on the server.
const CLIENT_ONLY = [
  /^\/dashboard(\/|$)/,
  /^\/account(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/admin-chat(\/|$)/,
  /^\/book(\/|$)/,
  /^\/book-zoom(\/|$)/,
  /^\/login(\/|$)/,
  /^\/signup(\/|$)/,
  /^\/reset-password(\/|$)/,
  /^\/payment-(success|cancelled)(\/|$)/,
  /^\/file-upload-contract(\/|$)/,
  /^\/test-checkout(\/|$)/,
];

export const isServerRendered = (pathname: string) => !CLIENT_ONLY.some((pattern) => pattern.test(pathname));

export function metaFor(pathname: string): PageMeta | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const page = PAGE_META[normalized];
  if (page) return page;
  const article = normalized.match(/^\/blog\/([^/]+)$/);
  if (article) {
    const post = findPostSummary(decodeURIComponent(article[1]!));
    if (post) return { title: post.metaTitle || post.title, description: post.metaDescription || post.excerpt, type: 'article' };
    return NOT_FOUND_META;
  }
  return null;
}
