import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '../../ui/Button';
import { useAuth } from './auth-context';

/** The way out of an account's own screens (dashboard, admin area): home, or sign out and go home. */
export function HomeAndLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/" className="btn btn-secondary">
        Home
      </Link>
      <Button variant="secondary" onClick={() => void signOut().then(() => navigate({ to: '/' }))}>
        Logout
      </Button>
    </>
  );
}
