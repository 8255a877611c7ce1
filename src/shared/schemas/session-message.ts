// The one message the app shell shows on any page, in a module of its own: the code every page
// loads then carries it alone, not every sign-in screen's messages (auth-messages.ts).
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
