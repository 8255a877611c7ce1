import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PublicUser } from '../../../server/features/auth/service';
import { clearToken, getServerToken, getToken, storeToken, subscribeToken } from '../../lib/token';
import { trpc, trpcClient } from '../../lib/trpc';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  user: PublicUser | null;
  signIn(token: string, user: PublicUser): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken, getServerToken);
  const me = useQuery({ ...trpc.auth.me.queryOptions(), enabled: token !== null, staleTime: 5 * 60_000, retry: false });

  // Spec part 1 §4: a stored token that the server does not accept is cleared and the user signed out.
  const rejected = token !== null && (me.isError || (me.isSuccess && me.data === null));
  useEffect(() => {
    if (rejected) clearToken();
  }, [rejected]);

  const signIn = useCallback((newToken: string, user: PublicUser) => {
    queryClient.setQueryData(trpc.auth.me.queryKey(), user);
    storeToken(newToken);
  }, [queryClient]);

  const signOut = useCallback(async () => {
    // End the session on the server too; a failure there must not keep the user signed in here.
    await trpcClient.auth.logout.mutate().catch(() => undefined);
    clearToken();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = token && me.data ? me.data : null;
    const status: AuthStatus = token === null || rejected ? 'signedOut' : me.isPending ? 'loading' : user ? 'signedIn' : 'signedOut';
    return { status, user, signIn, signOut };
  }, [token, me.data, me.isPending, rejected, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** Where a user lands after signing in (spec part 1 §2 /login). */
export const homeFor = (user: PublicUser) => (user.isAdmin ? '/admin' : '/');
