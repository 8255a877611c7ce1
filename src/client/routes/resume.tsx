import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/resume')({ component: ResumeRoute });

function ResumeRoute() {
  return <ComingSoon title="Resume" />;
}
