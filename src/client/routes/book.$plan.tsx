import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/book/$plan')({ component: BookYourPlanRoute });

function BookYourPlanRoute() {
  return <ComingSoon title="Book Your Plan" />;
}
