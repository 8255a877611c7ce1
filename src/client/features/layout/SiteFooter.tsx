import { Link } from '@tanstack/react-router';
import { BRAND } from '../../../shared/brand';
import { FooterSocialLinks } from '../social/SocialLinks';
import { BrandMark } from './BrandMark';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div>
          <p className="brand brand-footer">
            <BrandMark />
            {BRAND.name}
          </p>
          <p className="muted">{BRAND.tagline}. One fixed price, no monthly fees.</p>
          <FooterSocialLinks />
        </div>
        <nav aria-label="Services">
          <h2>Services</h2>
          <Link to="/" hash="pricing">
            Starter websites
          </Link>
          <Link to="/" hash="pricing">
            Pro websites
          </Link>
          <Link to="/" hash="pricing">
            Elite websites &amp; e-commerce
          </Link>
        </nav>
        <nav aria-label="Company">
          <h2>Company</h2>
          <Link to="/portfolio">Portfolio</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/resume">Founder’s resume</Link>
          <Link to="/" hash="contact">
            Contact
          </Link>
          <Link to="/" hash="pricing">
            Pricing
          </Link>
        </nav>
      </div>
      <p className="copyright">
        © {BRAND.copyrightYear} {BRAND.name}. All rights reserved.
      </p>
    </footer>
  );
}
