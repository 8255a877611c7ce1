import { Link } from '@tanstack/react-router';
import { TRUST_POINTS } from '../../../shared/content/landing';
import { PortfolioImage } from '../portfolio/PortfolioImage';
import { ClientLogos } from './ClientLogos';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <div className="hero-copy">
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
        </div>
        <HeroScreens />
        <dl className="trust-box">
          {TRUST_POINTS.map((point) => (
            <div key={point.label}>
              <dt>{point.label}</dt>
              <dd>{point.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ClientLogos />
    </section>
  );
}

/**
 * Three sites we built, layered like screens on a desk: the first impression is real work. They
 * load lazily, the main one too: on a phone they sit below the first screen, whose largest paint
 * is the lead paragraph, and an image fetched early or at high priority held that paint back.
 */
function HeroScreens() {
  return (
    <div className="hero-visual">
      <div className="hero-screen hero-screen-back">
        <PortfolioImage
          src="/images/portfolio/aurelia-jewelry.svg"
          alt="The Aurelia Fine Jewelry online store"
          sizes="(min-width: 960px) 340px, 56vw"
        />
      </div>
      <div className="hero-screen hero-screen-main">
        <PortfolioImage
          src="/images/portfolio/linden-hotel.svg"
          alt="The Linden Boutique Hotel website, one of our recent projects"
          sizes="(min-width: 960px) 460px, 72vw"
        />
      </div>
      <div className="hero-screen hero-screen-front">
        <PortfolioImage
          src="/images/portfolio/hearth-and-crumb-bakery.svg"
          alt="The Hearth & Crumb Bakery website"
          sizes="(min-width: 960px) 240px, 40vw"
        />
      </div>
    </div>
  );
}
