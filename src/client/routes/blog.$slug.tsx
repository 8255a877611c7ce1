import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/blog/$slug')({ component: BlogArticleRoute });

function BlogArticleRoute() {
  return <ComingSoon title="Blog Article" />;
}
