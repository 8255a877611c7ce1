import { BRAND } from '../../../shared/brand';
import { Section } from './Section';
import {
  CONTACT_BADGES,
  HOSTING_NOTICE,
  POLICIES,
  SCARCITY_BANNER,
  TAX_TIP,
  TESTIMONIALS,
  WEB_SOLUTIONS,
  WHY_CHOOSE,
} from '../../../shared/content/landing';

// The landing page's text-only sections (spec part 1 §2 sections 2, 4, 6, 7, 8, 9, 13).

export function WhyChoose() {
  return (
    <Section titleId="why-title" eyebrow={`Why choose ${BRAND.name}`} title="A better way to get a website">
      <div className="card-grid card-grid-3">
        {WHY_CHOOSE.map((item, index) => (
          <article key={item.title} className="feature-card">
            <span className="feature-number" aria-hidden>
              0{index + 1}
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function WebSolutions() {
  return (
    <Section
      tone="dark"
      titleId="solutions-title"
      eyebrow="Complete web solutions"
      title="Everything your website needs, included"
    >
      <div className="card-grid card-grid-3">
        {WEB_SOLUTIONS.map((item) => (
          <article key={item.title} className="solution-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function Testimonials() {
  return (
    <Section titleId="testimonials-title" eyebrow="Testimonials" title="Clients who found their customers online">
      <div className="card-grid card-grid-3">
        {TESTIMONIALS.map((item) => (
          <figure key={item.name} className="testimonial">
            <p className="stars" role="img" aria-label="5 out of 5 stars">
              ★★★★★
            </p>
            <blockquote>
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption>
              <span className="avatar" aria-hidden="true">
                {initialsOf(item.name)}
              </span>
              <span className="testimonial-person">
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');

export function PoliciesAndTerms() {
  return (
    <Section tone="alt" titleId="policies-title" eyebrow="Policies & terms" title="Simple, fair and written down">
      <div className="card-grid card-grid-4">
        {POLICIES.map((item) => (
          <article key={item.title} className="policy-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function TaxTip() {
  return (
    <aside className="section section-tight" id="tax-tip" aria-label="Tax tip">
      <p className="tip-box">{TAX_TIP}</p>
    </aside>
  );
}

export function ScarcityBanner() {
  return (
    <aside className="scarcity-banner" id="availability" aria-label="Availability">
      <p>{SCARCITY_BANNER}</p>
    </aside>
  );
}

export function ContactSection() {
  return (
    <section id="contact" className="section section-dark contact" aria-labelledby="contact-title">
      <div className="section-inner narrow">
        <p className="eyebrow">Contact</p>
        <h2 id="contact-title">Let&apos;s talk about your website</h2>
        <p className="section-lead">Tell us about your business. We reply to every message within 24 hours.</p>
        <a className="btn btn-primary" href={`mailto:${BRAND.supportEmail}`}>
          Email us at {BRAND.supportEmail}
        </a>
        <ul className="badges">
          {CONTACT_BADGES.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The hosting notice several pages show (spec part 1 §1). */
export function HostingNotice() {
  return <p className="hosting-notice">{HOSTING_NOTICE}</p>;
}

export function HostingInfo() {
  return (
    <section className="section section-tight" id="hosting" aria-labelledby="hosting-title">
      <div className="section-inner">
        <h2 id="hosting-title" className="h3">
          Hosting
        </h2>
        <HostingNotice />
      </div>
    </section>
  );
}
