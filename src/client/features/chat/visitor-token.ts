// A visitor's chat is theirs by a random token the browser keeps (the server stores its hash).
const VISITOR_TOKEN_KEY = 'chat-visitor-token';

export function storedVisitorToken(): string | null {
  try {
    return localStorage.getItem(VISITOR_TOKEN_KEY);
  } catch {
    return null;
  }
}

export const hasVisitorChat = () => storedVisitorToken() !== null;

export function storeVisitorToken(token: string): void {
  localStorage.setItem(VISITOR_TOKEN_KEY, token);
}
