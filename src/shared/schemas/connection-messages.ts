// What a screen says when no usable answer came back (decision 054): the request never reached the
// server, something between (a proxy) answered in its place, or no answer came in time. Apart from
// the other messages because the tRPC client, which every page loads, shows them.
export const CONNECTION_MESSAGES = {
  unreachable: 'We could not reach the server. Check your connection and try again.',
  serverTrouble: 'The server could not answer just now. Please try again in a moment.',
  // Spec part 1 §8, the pricing load's timeout, worded for any request.
  timedOut: 'Request timed out. Please check your connection and try again.',
} as const;
