import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../shared/brand';
import { manageSearch } from '../lib/token-search';
import { BookZoomPage } from '../features/schedule/BookZoomPage';
import { ManageBookingPage } from '../features/schedule/ManageBookingPage';

// /book-zoom?manage=… is the link from the booking's email: the booking, to move or cancel.
export const Route = createFileRoute('/book-zoom')({
  staticData: {
    page: {
      render: 'client',
      meta: {
        title: `Book a Zoom call · ${BRAND.name}`,
        description: 'Book a free 30-45 minute consultation with our team, Monday to Thursday.',
      },
    },
  },
  validateSearch: manageSearch,
  component: function BookZoomRoute() {
    const { manage } = Route.useSearch();
    return manage ? <ManageBookingPage token={manage} /> : <BookZoomPage />;
  },
});
