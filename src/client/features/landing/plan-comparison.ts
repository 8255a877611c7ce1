import { CUSTOMER_PLAN_SLUGS, PLANS, type Plan } from '../../../shared/plans';

type ComparisonCell = string | boolean;
interface ComparisonRow {
  label: string;
  cells: ComparisonCell[];
}

// Page and revision counts get rows of their own; "Everything in Starter" is what the table spells out.
const COUNTED_OR_INHERITED = /^(\d+-page website|Up to \d+ pages|\d+ revisions?|Everything in .+)$/;

const count = (value: number | null) => (value === null ? 'Unlimited' : String(value));

/**
 * The "Compare all features" table, read from the plan catalog: each plan includes the plan below
 * it (its list starts "Everything in …"), so a feature is ticked from the first plan that lists it.
 */
export function comparePlans(plans: readonly Plan[] = CUSTOMER_PLAN_SLUGS.map((slug) => PLANS[slug])) {
  const rows: ComparisonRow[] = [
    { label: 'Pages', cells: plans.map((plan) => count(plan.pages)) },
    { label: 'Revisions included', cells: plans.map((plan) => count(plan.revisionsIncluded)) },
  ];
  plans.forEach((plan, column) => {
    for (const feature of plan.features) {
      if (COUNTED_OR_INHERITED.test(feature)) continue;
      rows.push({ label: feature, cells: plans.map((_, other) => other >= column) });
    }
  });
  return { plans, rows };
}
