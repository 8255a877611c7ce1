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

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
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

/** Server-rendered pages are rendered signed out; hydration starts from the same state. */
export const getServerToken = (): string | null => null;
