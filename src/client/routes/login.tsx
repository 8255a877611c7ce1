import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/login')({
  staticData: { page: browserScreen('Sign in', 'allow') },
  component: LoginPage,
});
