import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { PublicUser } from '../../lib/api-types';
import {
  acknowledgeSessionRefused,
  clearToken,
  getServerToken,
  getToken,
  storeToken,
  subscribeToken,
  wasSessionRefused,
} from '../../lib/token';
import { httpStatusOf, trpc, trpcClient } from '../../lib/trpc';

type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  user: PublicUser | null;
  signIn: (token: string, user: PublicUser) => void;
  /** Ends the session here and, unless it has ended there already (a deleted account), on the server. */
  signOut: (options?: { endedOnServer?: boolean }) => Promise<void>;
  /**
   * The stored session was refused by the server (expired, or ended elsewhere): the visitor did
   * not sign out themselves, so they are told (spec part 2 §8: 'Session expired. Please log in again.').
   */
  sessionExpired: boolean;
  /** The visitor has been told; cleared too by signing in or out. */
  dismissSessionExpired: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken, getServerToken);
  const me = useQuery({ ...trpc.auth.me.queryOptions(), enabled: token !== null, staleTime: 5 * 60_000, retry: false });

  // Spec part 1 §4: a stored token that the server does not accept is cleared and the user signed out.
  const refused = token !== null && me.isSuccess && me.data === null;
  const rejected = refused || (token !== null && me.isError);
  const sessionExpired = useSyncExternalStore(subscribeToken, wasSessionRefused, () => false);
  useEffect(() => {
    if (rejected) clearToken(refused ? 'refused' : 'signed-out');
  }, [rejected, refused]);

  // A session can also run out while a page is open: the first call refused with 401 makes the
  // session be asked about again instead of waiting for the cached answer to go stale.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type !== 'updated' ||
          event.action.type !== 'error' ||
          httpStatusOf(event.action.error) !== 401 ||
          getToken() === null
        )
          return;
        void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      }),
    [queryClient],
  );

  const signIn = useCallback(
    (newToken: string, user: PublicUser) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
      storeToken(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(
    async ({ endedOnServer = false } = {}) => {
      // End the session on the server too; a failure there must not keep the user signed in here.
      if (!endedOnServer) await trpcClient.auth.logout.mutate().catch(() => undefined);
      clearToken();
      queryClient.clear();
    },
    [queryClient],
  );

  const value = useMemo<AuthState>(() => {
    const user = token && me.data ? me.data : null;
    const status: AuthStatus =
      token === null || rejected ? 'signedOut' : me.isPending ? 'loading' : user ? 'signedIn' : 'signedOut';
    return { status, user, signIn, signOut, sessionExpired, dismissSessionExpired: acknowledgeSessionRefused };
  }, [token, me.data, me.isPending, rejected, signIn, signOut, sessionExpired]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** Where a user lands after signing in (spec part 1 §2 /login). */
export const homeFor = (user: PublicUser) => (user.isAdmin ? '/admin' : '/');
