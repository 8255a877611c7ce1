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
