import { useRouterState } from '@tanstack/react-router';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { getToken } from '../../lib/token';
import { useHydrated } from '../../lib/use-hydrated';
import { returnFocus } from '../../ui/return-focus';
import { useAuth } from '../auth/auth-context';
import { hasVisitorChat } from './visitor-token';

// The live chat code (the socket, the feed, the window) loads only when it can matter: when
// someone opens the chat, or soon after the page is ready for a person who may have one going.
const LiveChatDock = lazy(() => import('./LiveChatDock').then((module) => ({ default: module.LiveChatDock })));

interface ChatDock {
  openChat: () => void;
  /** Lines from the team that arrived while the window was closed. */
  unread: number;
}

const DockContext = createContext<ChatDock>({ openChat: () => undefined, unread: 0 });
export const useChatDock = () => useContext(DockContext);

/**
 * Pages with their own way to talk to the team (the dashboard's Contact tab, a reply email's
 * conversation) or none (admins).
 */
const NO_LAUNCHER = /^\/(dashboard|admin|admin-chat|continue-chat|test-checkout)(\/|$)/;

export interface DockState {
  open: boolean;
  /** Closes the window and gives focus back to what opened it, or to the launcher in its place. */
  close: () => void;
  unread: number;
  setUnread: (update: (count: number) => number) => void;
  showLauncher: boolean;
}

/**
 * One live chat for the whole site: the floating launcher on public pages, the dashboard's Contact
 * tab, and the window itself. Once loaded it stays connected while the window is closed, so replies
 * from the team are announced (a toast and an unread count) wherever the customer is.
 */
export function ChatDockProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  const customer = user !== null && !user.isAdmin;
  // The launcher leaves the page while the window is open, so what opened the window is noted as it
  // opens, and focus goes back there (or to the launcher's return) when it closes (WCAG 2.4.3).
  const opener = useRef<Element | null>(null);
  const launcherButton = useRef<HTMLButtonElement>(null);

  // A signed-in customer or a visitor with a chat under way may get replies: connect when idle.
  useEffect(() => {
    if (loaded || !(customer || (!getToken() && hasVisitorChat()))) return;
    const whenIdle = 'requestIdleCallback' in window;
    const show = () => setLoaded(true);
    const handle = whenIdle ? window.requestIdleCallback(show) : window.setTimeout(show, 1500);
    return () => (whenIdle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [customer, loaded]);

  const openChat = useCallback(() => {
    opener.current = document.activeElement;
    setLoaded(true);
    setOpen(true);
    setUnread(0);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => returnFocus(opener.current, launcherButton.current));
  }, []);
  // Someone else now (a sign-out, a deleted account, another sign-in in this tab): nothing of the
  // last person's chat stays on screen, so the live part starts over for them.
  const person = user ? `u:${user.id}` : 'visitor';
  const [shownFor, setShownFor] = useState(person);
  if (shownFor !== person) {
    setShownFor(person);
    setOpen(false);
    setUnread(0);
  }
  const dock = useMemo(() => ({ openChat, unread }), [openChat, unread]);
  if (user?.isAdmin) return <>{children}</>;
  const showLauncher = !NO_LAUNCHER.test(pathname);
  const state: DockState = { open, close, unread, setUnread, showLauncher };
  // Not in the server's HTML: a launcher on screen before the app starts would swallow the click.
  const launcher =
    hydrated && showLauncher && !open ? (
      <ChatLauncher ref={launcherButton} unread={unread} ongoing={false} onOpen={openChat} />
    ) : null;
  return (
    <DockContext.Provider value={dock}>
      {children}
      {loaded ? (
        <Suspense fallback={launcher}>
          <LiveChatDock key={person} state={state} onOpen={openChat} launcher={launcherButton} />
        </Suspense>
      ) : (
        launcher
      )}
    </DockContext.Provider>
  );
}

export function ChatLauncher({
  unread,
  ongoing,
  onOpen,
  ref,
}: {
  unread: number;
  ongoing: boolean;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="chat-launcher"
      onClick={onOpen}
      aria-label={unread ? `Chat with us, ${unread} unread message(s)` : 'Chat with us'}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"
        />
      </svg>
      <span>{ongoing ? 'Continue chat' : 'Chat with us'}</span>
      {unread ? <span className="chat-launcher-badge">{unread}</span> : null}
    </button>
  );
}
