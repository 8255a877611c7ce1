import { Link } from '@tanstack/react-router';
import { BRAND } from '../../../shared/brand';
import { CUSTOMER_PLAN_SLUGS, PLANS } from '../../../shared/plans';
import { formatPrice } from '../../lib/format';

/** A first version of the landing page: hero, plans and contact. The full page is its own issue. */
export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <p className="eyebrow">Handcrafted websites · one fixed price</p>
          <h1>Websites crafted with care, not code dumps.</h1>
          <p className="lead">
            {BRAND.name} designs and builds fast, mobile-ready websites for growing businesses. Pay once, own it forever,
            no monthly subscription.
          </p>
          <div className="hero-actions">
            <Link to="/" hash="pricing" className="btn btn-primary">
              See Plans &amp; Pricing
            </Link>
            <Link to="/about" className="btn btn-secondary">
              Our Story
            </Link>
          </div>
        </div>
      </section>

      <section id="pricing" className="section">
        <div className="section-inner">
          <h2>Choose your plan</h2>
          <p className="muted">One-time price. Monthly: $0.</p>
          <div className="plan-grid">
            {CUSTOMER_PLAN_SLUGS.map((slug) => {
              const plan = PLANS[slug];
              return (
                <article key={slug} className={`plan-card${plan.popular ? ' plan-popular' : ''}`}>
                  {plan.popular ? <p className="plan-badge">Most Popular</p> : null}
                  <h3>{plan.name}</h3>
                  <p className="plan-price">{formatPrice(plan.priceCents)}</p>
                  <ul>
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <Link to="/book/$plan" params={{ plan: slug }} className="btn btn-primary btn-block">
                    Start {plan.name} Plan
                  </Link>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section id="contact" className="section section-alt">
        <div className="section-inner narrow">
          <h2>Let&apos;s talk about your website</h2>
          <p className="muted">We answer every message within 24 hours.</p>
          <a className="btn btn-secondary" href={`mailto:${BRAND.supportEmail}`}>
            Email us at {BRAND.supportEmail}
          </a>
        </div>
      </section>
    </>
  );
}
