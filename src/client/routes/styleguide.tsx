import { createFileRoute } from '@tanstack/react-router';
import { StyleguidePage } from '../features/styleguide/StyleguidePage';

export const Route = createFileRoute('/styleguide')({ component: StyleguidePage });
