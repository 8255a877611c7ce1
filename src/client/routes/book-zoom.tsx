import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/book-zoom')({ component: BookaZoomCallRoute });

function BookaZoomCallRoute() {
  return <ComingSoon title="Book a Zoom Call" />;
}
