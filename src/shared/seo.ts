import { BRAND } from './brand';
import { formatUsd } from './money';
import { isPlanSlug, PLANS } from './plans';

export interface PageMeta {
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** Kept out of search results (robots noindex): a page for the team, not for visitors. */
  noindex?: boolean;
}

export const DEFAULT_META: PageMeta = {
  title: `${BRAND.name} · Custom websites, one fixed price`,
  description: `${BRAND.name} designs and builds fast, mobile-ready custom websites for growing businesses. One-time price from $600, no monthly fees, 24-hour refund window.`,
};

/** Titles and descriptions of the fixed public pages; the server puts them in the HTML it sends. */
export const PAGE_META: Record<string, PageMeta> = {
  '/': DEFAULT_META,
  '/about': {
    title: `Our Story · ${BRAND.name}`,
    description: `Why ${BRAND.name} builds websites by hand for small businesses: fixed prices, no monthly fees, real people who answer within 24 hours.`,
  },
  '/portfolio': {
    title: `Portfolio · ${BRAND.name}`,
    description:
      'Websites we designed and built for bakeries, law firms, hotels, studios and online stores: fast, mobile-ready and made to win customers.',
  },
  '/resume': {
    title: `Jordan Avery, Digital Marketing & AI Specialist · ${BRAND.name}`,
    description:
      'Resume of Jordan Avery, founder of Goldline Studio: digital marketing, AI tools and automation, and e-commerce development. Download the PDF.',
  },
  '/blog': {
    title: `Blog · Web design, SEO and growth tips · ${BRAND.name}`,
    description:
      'Practical articles on web design, SEO, branding, conversion, performance and e-commerce for small-business owners who want a website that works.',
  },
  '/login': { title: `Sign in · ${BRAND.name}`, description: DEFAULT_META.description },
  '/signup': { title: `Create Account · ${BRAND.name}`, description: DEFAULT_META.description },
  '/reset-password': { title: `Reset password · ${BRAND.name}`, description: DEFAULT_META.description },
  '/verify-email': { title: `Confirm your email address · ${BRAND.name}`, description: DEFAULT_META.description },
  '/book-zoom': {
    title: `Book a Zoom call · ${BRAND.name}`,
    description: 'Book a free 30-45 minute consultation with our team, Monday to Thursday.',
  },
  '/payment-success': { title: `Payment received · ${BRAND.name}`, description: DEFAULT_META.description },
  '/payment-cancelled': { title: `Payment cancelled · ${BRAND.name}`, description: DEFAULT_META.description },
  '/file-upload-contract': {
    title: `Project setup and agreement · ${BRAND.name}`,
    description: DEFAULT_META.description,
  },
  '/test-checkout': { title: `Test checkout · ${BRAND.name}`, description: DEFAULT_META.description },
  '/account': { title: `Account security · ${BRAND.name}`, description: DEFAULT_META.description },
  '/styleguide': {
    title: `Styleguide · ${BRAND.name}`,
    description: `The design tokens and shared components of the ${BRAND.name} site.`,
    noindex: true,
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: `Page not found · ${BRAND.name}`,
  description: DEFAULT_META.description,
};

/**
 * The booking page's title and description: the plan named in the address, or, for a plan that
 * does not exist, a not-found title of its own (the page answers 404 with the spec's message).
 */
export function bookingMeta(planParam: string): PageMeta {
  const slug = planParam.toLowerCase();
  if (!isPlanSlug(slug)) return { title: `Plan not found · ${BRAND.name}`, description: DEFAULT_META.description };
  const plan = PLANS[slug];
  return {
    title: `Book the ${plan.name} plan · ${BRAND.name}`,
    description: `Book the ${plan.name} website plan for ${formatUsd(plan.priceCents)}, one-time: choose it, pay securely and tell us about your business in five short steps.`,
  };
}
