import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { BackButton } from '../../ui/BackButton';
import { FilterChips } from '../../ui/FilterChips';
import { PageSpinner } from '../../ui/Spinner';
import { HostingNotice } from '../landing/InfoSections';
import { PortfolioImage } from './PortfolioImage';

const ALL = 'All Projects';

export function PortfolioPage() {
  const portfolio = useQuery(trpc.content.portfolio.queryOptions());
  const [category, setCategory] = useState(ALL);
  const items = portfolio.data ?? [];
  const categories = [ALL, ...new Set(items.map((item) => item.category))];
  const shown = category === ALL ? items : items.filter((item) => item.category === category);

  return (
    <div className="page">
      <BackButton />
      <header className="page-header">
        <p className="eyebrow">Portfolio</p>
        <h1>Work we are proud of</h1>
        <p className="lead">
          A selection of websites we designed and built for small businesses: each one custom, fast on every phone and
          made to turn visitors into customers.
        </p>
      </header>
      {portfolio.isPending ? (
        <PageSpinner label="Loading portfolio..." />
      ) : (
        <>
          <FilterChips
            label="Filter projects by category"
            options={categories}
            value={category}
            onChange={setCategory}
          />
          {shown.length === 0 ? (
            <p className="empty-state">No projects found in this category.</p>
          ) : (
            <ul className="portfolio-grid">
              {shown.map((item, index) => (
                <li key={item.id} className="portfolio-card">
                  <div className="portfolio-image">
                    <PortfolioImage
                      src={item.image}
                      alt={item.imageAlt}
                      sizes="(min-width: 1200px) 560px, (min-width: 760px) 46vw, 90vw"
                      priority={index === 0}
                    />
                  </div>
                  <div className="portfolio-body">
                    <span className="category-badge">{item.category}</span>
                    <h2>{item.title}</h2>
                    <p>{item.description}</p>
                    <h3>Technologies Used</h3>
                    <ul className="tech-list">
                      {item.technologies.map((tech) => (
                        <li key={tech}>{tech}</li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <aside className="cta-panel">
        <h2>Want a website like these?</h2>
        <p>Fixed prices from $600, no monthly fees, delivered in about 4 weeks.</p>
        <HostingNotice />
        <div className="hero-actions">
          <Link to="/" hash="pricing" className="btn btn-primary">
            View Pricing
          </Link>
          <Link to="/" hash="contact" className="btn btn-secondary">
            Get In Touch
          </Link>
        </div>
      </aside>
    </div>
  );
}
