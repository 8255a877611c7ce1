import type { Ref } from 'react';
import type { Plan } from '../../../shared/plans';
import { formatPrice } from '../../lib/format';
import { StepHeading } from './StepHeading';
import { isFreePlan } from './wizard-rules';

export const planPrice = (plan: Plan) => (isFreePlan(plan.slug) ? 'FREE' : formatPrice(plan.priceCents));

/** Step 1 Confirm Your Plan: name, one-time price, features, no monthly subscription. */
export function PlanStep({ plan, headingRef }: { plan: Plan; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <StepHeading
        ref={headingRef}
        intro="Check that this is the plan you want. You can change it from the pricing section at any time."
      >
        Confirm Your Plan
      </StepHeading>
      <div className="plan-confirm">
        <div className="plan-confirm-price">
          <p className="plan-confirm-name">
            {plan.name}
            {plan.popular ? <span className="plan-badge-inline">Most Popular</span> : null}
          </p>
          <p className="plan-confirm-amount">{planPrice(plan)}</p>
          <p className="muted">{isFreePlan(plan.slug) ? 'Admin testing rate: nothing to pay' : 'One-time fee'}</p>
        </div>
        <div>
          <h3 className="h3">What you get</h3>
          <ul className="check-list">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="booking-note">
        <span aria-hidden>✓</span> Pay once: there is no monthly subscription. If we host your site, hosting is $10 per
        month.
      </p>
    </>
  );
}
