// The plan catalog. Spec part 1 §9, part 2 §9. Prices are integer cents.

export const PLAN_SLUGS = ['starter', 'pro', 'elite', 'admin_special'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];

/** Plans a customer can buy; admin_special is for admins only. */
export const CUSTOMER_PLAN_SLUGS = ['starter', 'pro', 'elite'] as const;

export interface Plan {
  slug: PlanSlug;
  name: string;
  priceCents: number;
  /** null means unlimited. */
  pages: number | null;
  /** null means unlimited. */
  revisionsIncluded: number | null;
  rank: number;
  popular: boolean;
  adminOnly: boolean;
  features: readonly string[];
}

export const PLANS: Record<PlanSlug, Plan> = {
  starter: {
    slug: 'starter',
    name: 'Starter',
    priceCents: 60000,
    pages: 1,
    revisionsIncluded: 1,
    rank: 1,
    popular: false,
    adminOnly: false,
    features: ['1-page website', 'Mobile responsive design', 'Basic SEO', '1 revision', '4-week delivery'],
  },
  pro: {
    slug: 'pro',
    name: 'Pro',
    priceCents: 90000,
    pages: 5,
    revisionsIncluded: 2,
    rank: 2,
    popular: true,
    adminOnly: false,
    features: [
      'Everything in Starter',
      'Up to 5 pages',
      'Advanced SEO',
      'Contact form integration',
      '2 revisions',
      'Priority support',
    ],
  },
  elite: {
    slug: 'elite',
    name: 'Elite',
    priceCents: 120000,
    pages: null,
    revisionsIncluded: 3,
    rank: 3,
    popular: false,
    adminOnly: false,
    features: [
      'Everything in Pro',
      'Unlimited pages plus blog',
      'E-commerce integration',
      'Custom logo and banner design',
      '3 revisions',
      'Premium priority support',
    ],
  },
  admin_special: {
    slug: 'admin_special',
    name: 'Admin Special',
    priceCents: 100,
    pages: null,
    revisionsIncluded: null,
    rank: 3,
    popular: false,
    adminOnly: true,
    features: [
      'Elite features',
      'Unlimited pages and revisions',
      'Priority development queue',
      'Custom integrations and testing',
      'Direct developer access',
    ],
  },
};

export function isPlanSlug(value: string): value is PlanSlug {
  return (PLAN_SLUGS as readonly string[]).includes(value);
}
