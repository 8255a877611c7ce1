import { z } from 'zod';
import { BLOG_CATEGORIES } from '../../content/blog/types';

// Spec part 1 §7 and part 2 §7: the public content answers.
export const portfolioAnswer = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    image_alt: z.string(),
    category: z.string(),
    technologies: z.array(z.string()),
  }),
);

export const websiteImagesAnswer = z.object({ images: z.record(z.string(), z.string()) });

/** The article summaries as the list page reads them (shared/content/blog/types.ts): each body is loaded apart. */
export const blogAnswer = z.array(
  z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    excerpt: z.string(),
    image: z.string(),
    imageAlt: z.string(),
    category: z.enum(BLOG_CATEGORIES),
    tags: z.array(z.string()),
    author: z.string(),
    // Display text ('March 12, 2025', '6 min read'), not dates to parse.
    publishDate: z.string(),
    readTime: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
  }),
);

export const pricingAnswer = z.record(
  z.string(),
  z.object({
    name: z.string(),
    slug: z.string(),
    setup_price: z.number(),
    monthly_price: z.number(),
    pages: z.number().nullable(),
    revisions_included: z.number().nullable(),
    features: z.array(z.string()),
    popular: z.boolean(),
  }),
);

const embeds = { instagram: z.boolean(), twitter: z.boolean(), facebook: z.boolean() };

export const socialMediaAnswer = z.object({
  links: z.array(
    z.object({
      id: z.number(),
      platform: z.string(),
      url: z.string(),
      username: z.string().nullable(),
      display_name: z.string().nullable(),
      followers_count: z.number().nullable(),
      is_active: z.boolean(),
      show_on_homepage: z.boolean(),
      show_in_footer: z.boolean(),
    }),
  ),
  embed_instagram: z.boolean(),
  embed_twitter: z.boolean(),
  embed_facebook: z.boolean(),
  embed_settings: z.object(embeds),
  social_proof_enabled: z.boolean(),
  show_social_section: z.boolean(),
});
