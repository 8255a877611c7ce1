import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/blog/')({ component: BlogRoute });

function BlogRoute() {
  return <ComingSoon title="Blog" />;
}
