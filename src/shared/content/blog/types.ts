// Spec part 1 §2 /blog and §3 Blog post: the categories and fields of the 12 embedded articles.

export const BLOG_CATEGORIES = [
  'Business Growth',
  'SEO',
  'Web Design',
  'Branding',
  'Technology',
  'Digital Strategy',
  'Conversion',
  'Mobile Design',
  'Performance',
  'Design Psychology',
  'E-commerce',
] as const;
type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** What the list page needs; the article body is loaded separately so the list stays light. */
export interface BlogPostSummary {
  /** 1 to 12. */
  id: number;
  slug: string;
  title: string;
  /** One or two sentences: what the reader will learn. */
  summary: string;
  /** The card teaser, 25 to 45 words. */
  excerpt: string;
  /** Site-root path of the hero image, e.g. /images/blog/local-seo-basics.svg */
  image: string;
  imageAlt: string;
  category: BlogCategory;
  /** 3 to 5 lowercase tags; cards show the first 3. */
  tags: string[];
  author: string;
  /** Display text, e.g. 'March 12, 2025'. */
  publishDate: string;
  /** Display text, e.g. '6 min read'. */
  readTime: string;
  /** Under 60 characters. */
  metaTitle: string;
  /** 120 to 160 characters. */
  metaDescription: string;
}

export interface BlogArticle extends BlogPostSummary {
  /** The body as HTML: h2, h3, p, ul, ol, li, strong, em, blockquote and site-relative links only. */
  content: string;
}
