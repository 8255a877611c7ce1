import { Link } from '@tanstack/react-router';
import { BRAND } from '../../../shared/brand';
import { BackButton } from '../../ui/BackButton';

const VALUES = [
  {
    title: 'Craft over volume',
    text: 'We take a limited number of projects each month so every site gets a designer’s full attention.',
  },
  {
    title: 'Honest pricing',
    text: 'One fixed price, written down before we start. No monthly subscription and no surprise invoices.',
  },
  {
    title: 'Plain language',
    text: 'We explain choices in words you use, and we answer every message within 24 hours.',
  },
  {
    title: 'Built to perform',
    text: 'Fast pages, clean structure and good SEO foundations, because a beautiful site nobody finds helps no one.',
  },
] as const;

export function AboutPage() {
  return (
    <article className="page about">
      <BackButton />
      <header className="page-header">
        <p className="eyebrow">Our story</p>
        <h1>Small businesses deserve great websites too.</h1>
        <p className="lead">
          {BRAND.name} started with a simple frustration: good websites were either expensive agency projects with
          monthly retainers, or do-it-yourself templates that never quite fit. We built the studio we wished existed.
        </p>
      </header>
      <div className="prose">
        <p>
          Our founder, Jordan Avery, spent years helping local shops, clinics and restaurants grow online through
          digital marketing. The same story kept repeating: owners paid every month for sites they did not own, could
          not change and that loaded slowly on the phones their customers actually used. Read{' '}
          <Link to="/resume">Jordan’s resume</Link> for the whole story.
        </p>
        <p>
          So we flipped the model. You choose a plan with a fixed, one-time price. We design a site around your
          business, build it by hand, and hand it over. It is yours. If you want us to host it, that is $10 a month, and
          if your platform already charges monthly, we add nothing.
        </p>
        <h2>How we work</h2>
        <p>
          Every project starts with a conversation, in a free Zoom consultation or in your dashboard, so we understand
          who your customers are and what you want them to do. Then we design, you review, we refine, and we launch,
          usually within 2-4 weeks. After launch you get 30 days of free support.
        </p>
      </div>
      <section aria-labelledby="values-title" className="about-values">
        <h2 id="values-title">What we believe</h2>
        <div className="card-grid card-grid-2">
          {VALUES.map((value) => (
            <article key={value.title} className="feature-card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </section>
      <aside className="cta-panel">
        <h2>Ready to see what we could build for you?</h2>
        <div className="hero-actions">
          <Link to="/" hash="pricing" className="btn btn-primary">
            See Plans &amp; Pricing
          </Link>
          <Link to="/portfolio" className="btn btn-secondary">
            View Portfolio
          </Link>
        </div>
      </aside>
    </article>
  );
}
