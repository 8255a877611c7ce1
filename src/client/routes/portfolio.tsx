import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/portfolio')({ component: PortfolioRoute });

function PortfolioRoute() {
  return <ComingSoon title="Portfolio" />;
}
