import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useTakeover } from '../../ui/use-takeover';
import { PortfolioImage } from '../portfolio/PortfolioImage';
import { Section } from './Section';

/** Spec part 1 §2 section 5: one project at a time; the arrows wrap around. */
export function ClientWorkCarousel() {
  const portfolio = useQuery(trpc.content.portfolio.queryOptions());
  const items = portfolio.data ?? [];
  const [index, setIndex] = useState(0);
  // The arrows wait, visibly disabled, until the app can move the slides; every project is on /portfolio.
  const [, ready] = useTakeover();
  const current = items.length ? items[((index % items.length) + items.length) % items.length]! : null;
  const step = (delta: number) => setIndex((i) => (((i + delta) % items.length) + items.length) % items.length);

  return (
    <Section
      tone="alt"
      titleId="work-title"
      eyebrow="Recent client work"
      title="Websites that work as hard as our clients"
    >
      {current ? (
        // The APG carousel pattern: a named region (a div may carry aria-label only with a role).
        <div className="carousel" role="region" aria-roledescription="carousel" aria-label="Recent client work">
          <button
            type="button"
            className="carousel-arrow"
            disabled={!ready}
            onClick={() => step(-1)}
            aria-label="Previous project"
          >
            ‹
          </button>
          <figure
            className="carousel-slide"
            aria-live="polite"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            <div className="carousel-image">
              <PortfolioImage
                src={current.image}
                alt={current.imageAlt}
                sizes="(min-width: 1100px) 640px, (min-width: 760px) 55vw, 90vw"
              />
            </div>
            <figcaption>
              <p className="case-category">{current.category}</p>
              <h3>{current.title}</h3>
              <p>{current.description}</p>
              <ul className="tech-list" aria-label="Built with">
                {current.technologies.map((tech) => (
                  <li key={tech}>{tech}</li>
                ))}
              </ul>
              <p className="carousel-count">
                {index + 1} / {items.length}
              </p>
            </figcaption>
          </figure>
          <button
            type="button"
            className="carousel-arrow"
            disabled={!ready}
            onClick={() => step(1)}
            aria-label="Next project"
          >
            ›
          </button>
        </div>
      ) : (
        <p className="empty-state">Portfolio examples coming soon!</p>
      )}
      <p className="section-cta">
        <Link to="/portfolio" className="btn btn-secondary">
          See the full portfolio
        </Link>
      </p>
    </Section>
  );
}
