import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { BRAND } from '../../../shared/brand';
import { useToast } from '../../ui/Toast';
import { useTakeover } from '../../ui/use-takeover';
import { useAuth } from '../auth/auth-context';
import { BrandMark } from './BrandMark';

/** The menu's toggle in both its forms: a Tab that starts the app stays on it (useTakeover). */
const menuToggle = { 'data-takeover': 'menu-toggle' };

/** Spec part 1 §2: the persistent top navigation, with links that depend on who is signed in. */
export function SiteHeader() {
  const { status, user, signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The phone menu remembers the page it was opened on, so it closes by itself on navigation.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  // Before the app takes over, the toggle is a checkbox and its label, which open the menu by CSS
  // alone; a menu opened that way is still open once the app runs.
  const [menuCheckbox, takenOver] = useTakeover<HTMLInputElement>((checkbox) => {
    if (checkbox.checked) setMenuOpenOn(pathname);
  });

  // Escape closes the open phone menu from anywhere in it, as it closes the dialogs, and focus goes
  // back to the toggle.
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const signedIn = status === 'signedIn' && user !== null;
  async function logout() {
    await signOut();
    toast('info', 'You have been logged out.');
    await navigate({ to: '/' });
  }

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={`${BRAND.name} home`}>
          <BrandMark />
          {BRAND.name}
        </Link>
        {takenOver ? (
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            {...menuToggle}
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <span aria-hidden>{menuOpen ? '×' : '☰'}</span>
          </button>
        ) : (
          <>
            <input
              type="checkbox"
              id="menu-checkbox"
              className="menu-checkbox sr-only"
              {...menuToggle}
              ref={menuCheckbox}
            />
            <label htmlFor="menu-checkbox" className="menu-toggle">
              <span className="sr-only">Open menu</span>
              <span aria-hidden>☰</span>
            </label>
          </>
        )}
        <nav id="site-nav" className={`site-nav${menuOpen ? ' open' : ''}`} aria-label="Main">
          <Link to="/" activeOptions={{ exact: true, includeHash: false }}>
            Home
          </Link>
          <Link to="/portfolio">Portfolio</Link>
          <Link to="/blog">Blog</Link>
          <Link to="/" hash="contact" activeOptions={{ exact: true, includeHash: true }}>
            Contact
          </Link>
          <Link to={signedIn ? '/book-zoom' : '/login'}>Book a Zoom Call</Link>
          <Link to="/" hash="pricing" className="nav-cta" activeOptions={{ exact: true, includeHash: true }}>
            Choose Your Plan
          </Link>
          {status === 'loading' ? null : signedIn ? (
            <>
              {user.isAdmin ? <Link to="/admin">Admin</Link> : <Link to="/dashboard">Dashboard</Link>}
              <button type="button" className="nav-button" onClick={() => void logout()}>
                Logout
              </button>
            </>
          ) : (
            <Link to="/login">Login</Link>
          )}
        </nav>
      </div>
    </header>
  );
}
