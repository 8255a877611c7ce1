import { Link } from '@tanstack/react-router';
import { TRUST_POINTS } from '../../../shared/content/landing';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <p className="eyebrow">Handcrafted websites · one fixed price</p>
        <h1 id="hero-title">Websites crafted with care, not code dumps.</h1>
        <p className="lead">
          We design and build fast, mobile-ready websites for growing businesses. Pay once, own it forever, and never
          pay a monthly subscription.
        </p>
        <div className="hero-actions">
          <a href="#pricing" className="btn btn-primary">
            See Plans &amp; Pricing
          </a>
          <Link to="/about" className="btn btn-secondary">
            Our Story
          </Link>
          <Link to="/portfolio" className="btn btn-secondary">
            View Portfolio
          </Link>
        </div>
        <dl className="trust-box">
          {TRUST_POINTS.map((point) => (
            <div key={point.label}>
              <dt>{point.label}</dt>
              <dd>{point.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
