import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '../features/auth/SignupPage';
import { browserScreen } from '../lib/page-table';

export const Route = createFileRoute('/signup')({
  staticData: { page: browserScreen('Create Account', 'allow') },
  component: SignupPage,
});
