import { createFileRoute } from '@tanstack/react-router';
import { BookZoomPage } from '../features/schedule/BookZoomPage';

export const Route = createFileRoute('/book-zoom')({ component: BookZoomPage });
