import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { returnPath } from '../features/auth/return-path';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/login')({
  staticData: { page: browserScreen('Sign in', 'allow') },
  validateSearch: (search: Record<string, unknown>): { next?: string | undefined } => ({
    next: returnPath(search.next),
  }),
  component: LoginPage,
});
