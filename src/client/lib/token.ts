// Spec part 1 §4: the token lives in localStorage under 'auth-token' and goes out as a Bearer header.
const TOKEN_KEY = 'auth-token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Whether the last token was dropped because the server refused it (expired, or ended on another
 * device) rather than because its owner signed out: only then is the visitor told. Kept for this
 * page's life only; another tab finds out from its own refused token.
 */
let refusedByServer = false;
export const wasSessionRefused = (): boolean => refusedByServer;

export function storeToken(token: string): void {
  refusedByServer = false;
  localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearToken(reason: 'signed-out' | 'refused' = 'signed-out'): void {
  refusedByServer = reason === 'refused';
  localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((listener) => listener());
}

/** The visitor has been told their session ended. */
export function acknowledgeSessionRefused(): void {
  if (!refusedByServer) return;
  refusedByServer = false;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: changes made here, and in other tabs through the storage event. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A session that still owes its second factor (decision 042): kept in memory only, sent with the
 * calls of the sign-in's second step, and stored as the auth token once the code is given. A reload
 * starts the sign-in again.
 */
let awaitingSecondFactor: string | null = null;
export const setSecondFactorToken = (token: string | null): void => {
  awaitingSecondFactor = token;
};
/** The token calls go out with: the one being completed, else the stored one. */
export const requestToken = (): string | null => awaitingSecondFactor ?? getToken();

/** Server-rendered pages are rendered signed out; hydration starts from the same state. */
export const getServerToken = (): string | null => null;
