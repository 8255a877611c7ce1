import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { canWith } from '../../../shared/admin';
import { PLANS, type Plan } from '../../../shared/plans';
import { formatPrice } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { LinkUntilReady } from '../../ui/LinkUntilReady';
import { useAuth } from '../auth/auth-context';
import { comparePlans } from './plan-comparison';

const PRO_REDIRECT_MS = 2000;

/**
 * Spec part 1 §2 section 10 and §4: Starter and Elite are plain links; Start Pro Plan highlights
 * Pro, dims its siblings, lights the golden beam and shows 'Great choice!', then after 2 s the
 * browser navigates fully to /book/pro. Before the app runs, Start Pro Plan is a link to /book/pro.
 */
export function PricingSection({ onProSelected }: { onProSelected: (active: boolean) => void }) {
  const pricing = useQuery(trpc.content.pricing.queryOptions());
  const { user } = useAuth();
  const [proSelected, setProSelected] = useState(false);

  useEffect(() => {
    if (!proSelected) return;
    onProSelected(true);
    const timer = setTimeout(() => window.location.assign('/book/pro'), PRO_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [proSelected, onProSelected]);

  // An admin's answer includes admin_special; it gets its own card below, marked admin only, and
  // the answer may come from before or after signing in.
  const plans = (pricing.data ?? []).filter((plan) => plan.slug !== 'admin_special');
  return (
    <section
      id="pricing"
      className={`section pricing${proSelected ? ' pro-selected' : ''}`}
      aria-labelledby="pricing-title"
    >
      <div className="section-inner">
        <p className="eyebrow">Pricing</p>
        <h2 id="pricing-title">One price. Yours forever.</h2>
        <p className="section-lead">A one-time payment, $0 a month. Full refund within 24 hours.</p>
        {pricing.isError ? <p className="empty-state">Pricing could not be loaded. Please refresh the page.</p> : null}
        <div className="plan-grid">
          {plans.map((plan) => (
            <PlanCard
              key={plan.slug}
              plan={plan}
              highlighted={proSelected && plan.slug === 'pro'}
              dimmed={proSelected && plan.slug !== 'pro'}
            >
              {plan.slug === 'pro' ? (
                <LinkUntilReady
                  href="/book/pro"
                  className="btn btn-primary btn-block"
                  onClick={() => setProSelected(true)}
                  disabled={proSelected}
                >
                  Start Pro Plan
                </LinkUntilReady>
              ) : (
                <Link to="/book/$plan" params={{ plan: plan.slug }} className="btn btn-secondary btn-block">
                  Start {plan.name} Plan
                </Link>
              )}
            </PlanCard>
          ))}
          {canWith(user?.adminPermissions, 'adminSpecialPlan') ? (
            <PlanCard plan={PLANS.admin_special} adminOnly dimmed={proSelected}>
              <Link to="/book/$plan" params={{ plan: 'admin_special' }} className="btn btn-secondary btn-block">
                Start Admin Special
              </Link>
            </PlanCard>
          ) : null}
        </div>
        <PlanComparison />
      </div>
      {proSelected ? (
        <div className="great-choice" role="status">
          <p className="great-choice-title">Great choice!</p>
          <p>Redirecting you to the Pro plan booking...</p>
        </div>
      ) : null}
    </section>
  );
}

function PlanCard({
  plan,
  highlighted = false,
  dimmed = false,
  adminOnly = false,
  children,
}: {
  plan: Plan;
  highlighted?: boolean;
  dimmed?: boolean;
  adminOnly?: boolean;
  children: React.ReactNode;
}) {
  const classes = [
    'plan-card',
    plan.popular ? 'plan-popular' : '',
    highlighted ? 'plan-highlighted' : '',
    dimmed ? 'plan-dimmed' : '',
    adminOnly ? 'plan-admin' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} aria-labelledby={`plan-${plan.slug}`} data-plan={plan.slug}>
      {plan.popular ? <p className="plan-badge">Most Popular</p> : null}
      {adminOnly ? <p className="plan-badge plan-badge-admin">ADMIN ONLY</p> : null}
      <div className="plan-head">
        <PlanIcon slug={plan.slug} />
        <h3 id={`plan-${plan.slug}`}>{plan.name}</h3>
      </div>
      <p className="plan-price">
        {formatPrice(plan.priceCents)}
        <span className="plan-price-note"> one-time</span>
      </p>
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check />
            {feature}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}

// One mark per plan, drawn on a 24-unit grid: a page, a stack of pages, a crown.
const PLAN_ICONS: Record<Plan['slug'], React.ReactNode> = {
  starter: <path d="M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5" />,
  pro: <path d="M9 3h7l4 4v11H9zM16 3v4h4M5 7v14h11M12 11h5M12 14h5" />,
  elite: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14" />,
  admin_special: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
};

function PlanIcon({ slug }: { slug: Plan['slug'] }) {
  return (
    <span className="plan-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        {PLAN_ICONS[slug]}
      </svg>
    </span>
  );
}

function Check() {
  return (
    <svg className="check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** Every plan side by side, from the plan catalog; on a phone the table scrolls inside its own box. */
function PlanComparison() {
  const { plans, rows } = comparePlans();
  return (
    <div className="compare">
      <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table">
          <caption id="compare-caption">Compare all features</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((plan) => (
                <th scope="col" key={plan.slug} className={plan.popular ? 'compare-popular' : undefined}>
                  <span className="compare-plan">{plan.name}</span>
                  <span className="compare-price">{formatPrice(plan.priceCents)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, column) => (
                  <td key={plans[column]!.slug} className={plans[column]!.popular ? 'compare-popular' : undefined}>
                    {typeof cell === 'string' ? (
                      cell
                    ) : cell ? (
                      <>
                        <Check />
                        <span className="sr-only">Included</span>
                      </>
                    ) : (
                      <>
                        <span className="compare-no" aria-hidden="true">
                          –
                        </span>
                        <span className="sr-only">Not included</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
