import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { returnPath } from '../features/auth/return-path';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/login')({
  staticData: { page: browserScreen('Sign in', 'allow') },
  validateSearch: (search: Record<string, unknown>): { next?: string | undefined; forgot?: true | undefined } => ({
    next: returnPath(search.next),
    // A dead reset link sends its reader here to ask for a new one.
    forgot: search.forgot === true ? true : undefined,
  }),
  component: LoginPage,
});
