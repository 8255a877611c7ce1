import { CUSTOMER_PLAN_SLUGS, PLANS, type PlanSlug } from './plans';

// Spec part 2 §9: upgrades cost the price difference; extra pages and extra revisions $50 each.
const EXTRA_PAGE_CENTS = 5000;
const EXTRA_REVISION_CENTS = 5000;
export const EXTRA_PAGES_MIN = 1;
export const EXTRA_PAGES_MAX = 10;
/** The spec's fallback when the current plan is unknown. */
const DEFAULT_CURRENT_CENTS = PLANS.starter.priceCents;

/** What moving from `current` to `target` costs; zero or less means it is not an upgrade. */
export function upgradeDifference(current: PlanSlug | null, target: PlanSlug): number {
  const from = current ? PLANS[current].priceCents : DEFAULT_CURRENT_CENTS;
  return PLANS[target].priceCents - from;
}

/** The plans a customer on `current` can move up to, cheapest first (spec part 2 §4 upgrade ladder). */
export function upgradeOptions(current: PlanSlug | null): PlanSlug[] {
  if (current === 'admin_special') return [];
  return CUSTOMER_PLAN_SLUGS.filter(
    (slug) => upgradeDifference(current, slug) > 0 && (!current || PLANS[slug].rank > PLANS[current].rank),
  );
}

/** Extra pages are free on plans with unlimited pages; otherwise $50 each. */
export const extraPagesCost = (plan: PlanSlug, pages: number) =>
  PLANS[plan].pages === null ? 0 : pages * EXTRA_PAGE_CENTS;

/** A revision is free while the plan's included rounds last; after that $50. */
export function revisionCost(plan: PlanSlug, alreadyRequested: number): number {
  const included = PLANS[plan].revisionsIncluded;
  return included === null || alreadyRequested < included ? 0 : EXTRA_REVISION_CENTS;
}
