import { createFileRoute } from '@tanstack/react-router';
import { manageSearch } from '../lib/token-search';
import { BookZoomPage } from '../features/schedule/BookZoomPage';
import { ManageBookingPage } from '../features/schedule/ManageBookingPage';

// /book-zoom?manage=… is the link from the booking's email: the booking, to move or cancel.
export const Route = createFileRoute('/book-zoom')({
  validateSearch: manageSearch,
  component: function BookZoomRoute() {
    const { manage } = Route.useSearch();
    return manage ? <ManageBookingPage token={manage} /> : <BookZoomPage />;
  },
});
