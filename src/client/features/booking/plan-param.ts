import { isPlanSlug, type PlanSlug } from '../../../shared/plans';

// Spec part 1 §2: the plan of /book/{plan} is case-insensitive. Kept apart from the wizard's rules
// because the route's beforeLoad runs it, and route options are not code-split.

/** The plan of the URL: a known slug, a known slug in the wrong case (redirect), or unknown. */
export type PlanParam = { kind: 'ok'; plan: PlanSlug } | { kind: 'wrongCase'; plan: PlanSlug } | { kind: 'invalid' };

export function parsePlanParam(raw: string): PlanParam {
  const lower = raw.toLowerCase();
  if (!isPlanSlug(lower)) return { kind: 'invalid' };
  return lower === raw ? { kind: 'ok', plan: lower } : { kind: 'wrongCase', plan: lower };
}
