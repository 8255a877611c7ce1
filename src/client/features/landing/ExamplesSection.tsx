import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { WEBSITE_EXAMPLES, type ExampleKey } from '../../../shared/content/landing';
import { trpc } from '../../lib/trpc';
import { LinkUntilReady } from '../../ui/LinkUntilReady';
import { PortfolioImage } from '../portfolio/PortfolioImage';
import { Section } from './Section';

// The modal's code (a dialog with focus trapping and scroll locking) loads when a visitor heads
// for an example, not with the page: most visitors never open one.
const loadModal = () => import('./ExampleModal');
const ExampleModal = lazy(() => loadModal().then((module) => ({ default: module.ExampleModal })));

/**
 * Spec part 1 §2 section 3: four example cards; a card opens a modal with a large image. Before the
 * app takes over (or without JavaScript) a card is a link to that large image.
 */
export function ExamplesSection() {
  const images = useQuery(trpc.content.websiteImages.queryOptions());
  const [openKey, setOpenKey] = useState<ExampleKey | null>(null);
  const open = WEBSITE_EXAMPLES.find((example) => example.key === openKey) ?? null;
  const imageOf = (key: ExampleKey) => images.data?.[key];

  return (
    <Section
      id="examples"
      titleId="examples-title"
      eyebrow="Website examples"
      title="Stores we love to build"
      lead="Tap an example to see it up close. Yours will be designed around your own brand."
    >
      <ul className="example-grid">
        {WEBSITE_EXAMPLES.map((example) => (
          <li key={example.key}>
            <LinkUntilReady
              href={imageOf(example.key) ?? '/portfolio'}
              className="example-card"
              onClick={() => setOpenKey(example.key)}
              onPointerEnter={() => void loadModal()}
              onFocus={() => void loadModal()}
            >
              {imageOf(example.key) ? (
                <PortfolioImage
                  src={imageOf(example.key)!}
                  alt=""
                  sizes="(min-width: 1100px) 290px, (min-width: 560px) 46vw, 92vw"
                />
              ) : (
                <span className="example-placeholder" aria-hidden />
              )}
              <span className="example-text">
                <span className="example-title">{example.title}</span>
                <span className="example-description">{example.description}</span>
              </span>
            </LinkUntilReady>
          </li>
        ))}
      </ul>
      <p className="section-cta">
        <a href="#pricing" className="btn btn-primary">
          Get Started Today
        </a>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <ExampleModal example={open} image={imageOf(open.key)} onClose={() => setOpenKey(null)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
