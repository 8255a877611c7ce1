import { Suspense, useCallback, useState } from 'react';
import { ConnectWithUs } from '../social/SocialLinks';
import { ClientWorkCarousel } from './ClientWorkCarousel';
import { ExamplesSection } from './ExamplesSection';
import { FaqSection } from './FaqSection';
import { Hero } from './Hero';
import {
  ContactSection,
  HostingInfo,
  PoliciesAndTerms,
  ScarcityBanner,
  TaxTip,
  Testimonials,
  WebSolutions,
  WhyChoose,
} from './InfoSections';
import { PricingSection } from './PricingSection';
import './landing.css';

/** Spec part 1 §2: the 15 landing sections in order (the footer comes from the layout). */
export function LandingPage() {
  const [beamActive, setBeamActive] = useState(false);
  const activateBeam = useCallback((active: boolean) => setBeamActive(active), []);
  return (
    <div className="landing">
      <GoldenBeam active={beamActive} />
      <Hero />
      {/* Each boundary hydrates on its own, in short slices, so the page never blocks for long. */}
      <Suspense>
        <WhyChoose />
        <ExamplesSection />
      </Suspense>
      <Suspense>
        <WebSolutions />
        <ClientWorkCarousel />
        <Testimonials />
      </Suspense>
      <Suspense>
        <PoliciesAndTerms />
        <TaxTip />
        <ScarcityBanner />
      </Suspense>
      <Suspense>
        <PricingSection onProSelected={activateBeam} />
        <HostingInfo />
      </Suspense>
      <Suspense>
        <FaqSection />
        <ContactSection />
        <ConnectWithUs />
      </Suspense>
    </div>
  );
}

/**
 * The decorative golden beam: its growth follows the scroll position through a CSS scroll-driven
 * animation (transform only, on the compositor); hidden for people who ask for reduced motion.
 */
function GoldenBeam({ active }: { active: boolean }) {
  return (
    <div className={`golden-beam${active ? ' golden-beam-active' : ''}`} aria-hidden="true" data-testid="golden-beam" />
  );
}
