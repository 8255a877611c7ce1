import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/about')({ component: OurStoryRoute });

function OurStoryRoute() {
  return <ComingSoon title="Our Story" />;
}
